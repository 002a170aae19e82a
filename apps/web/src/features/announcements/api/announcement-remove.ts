import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { announcementKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function removeAnnouncement(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(ANNOUNCEMENT_PATHS.remove), undefined, { params: { id } }));
}

export function useRemoveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
