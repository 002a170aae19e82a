import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_PATHS, type AnnouncementAddRequest, type AnnouncementUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { announcementKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Publishes a new announcement (the server pushes ANNOUNCEMENT to the stores it names) or changes one. */
export async function saveAnnouncement(request: AnnouncementAddRequest | AnnouncementUpdateRequest): Promise<void> {
  if ('id' in request) await dataOf(http.put(clientPath(ANNOUNCEMENT_PATHS.update), request));
  else await dataOf(http.post(clientPath(ANNOUNCEMENT_PATHS.add), request));
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
