import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_TEMPLATE_PATHS, type AnnouncementTemplate, type AnnouncementTemplatePageInput, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { fetchAllPages } from './fetch-all-pages';
import { templateKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchTemplatePage(request: AnnouncementTemplatePageInput, signal?: AbortSignal): Promise<Page<AnnouncementTemplate>> {
  return dataOf(http.post<Page<AnnouncementTemplate>>(clientPath(ANNOUNCEMENT_TEMPLATE_PATHS.getPage), request, { signal }));
}

export function useTemplatePage(request: AnnouncementTemplatePageInput) {
  return useQuery(
    queryOptions({
      queryKey: templateKeys.page(request),
      queryFn: ({ signal }) => fetchTemplatePage(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every template in its order: the sort view, and the 套用範本 picker of the announcement form. */
export function useAllTemplates(enabled = true) {
  return useQuery({
    queryKey: templateKeys.everything,
    queryFn: ({ signal }) => fetchAllPages((page, size) => fetchTemplatePage({ page, size }, signal)),
    enabled,
  });
}
