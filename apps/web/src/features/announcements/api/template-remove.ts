import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_TEMPLATE_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { templateKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function removeTemplate(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.remove), undefined, { params: { id } }));
}

export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
