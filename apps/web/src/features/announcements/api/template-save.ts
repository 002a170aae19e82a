import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_TEMPLATE_PATHS,
  type AnnouncementTemplateAddRequest,
  type AnnouncementTemplateUpdateRequest,
} from '@diancan/core';
import { http } from '../../../lib/http';
import { templateKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function saveTemplate(request: AnnouncementTemplateAddRequest | AnnouncementTemplateUpdateRequest): Promise<void> {
  if ('id' in request) await dataOf(http.put(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.update), request));
  else await dataOf(http.post(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.add), request));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
