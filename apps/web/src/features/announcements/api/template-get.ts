import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_TEMPLATE_PATHS, type AnnouncementTemplate } from '@diancan/core';
import { http } from '../../../lib/http';
import { templateKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchTemplate(id: number, signal?: AbortSignal): Promise<AnnouncementTemplate> {
  return dataOf(http.get<AnnouncementTemplate>(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.get), { id }, { signal }));
}

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: templateKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchTemplate(id ?? 0, signal),
    enabled: id !== null,
  });
}
