import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PATHS, type Announcement, type AnnouncementPageInput, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { fetchAllPages } from './fetch-all-pages';
import { announcementKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchAnnouncementPage(request: AnnouncementPageInput, signal?: AbortSignal): Promise<Page<Announcement>> {
  return dataOf(http.post<Page<Announcement>>(clientPath(ANNOUNCEMENT_PATHS.getPage), request, { signal }));
}

export function useAnnouncementPage(request: AnnouncementPageInput) {
  return useQuery(
    queryOptions({
      queryKey: announcementKeys.page(request),
      queryFn: ({ signal }) => fetchAnnouncementPage(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every announcement in its sort order (the drag-sort view). */
export function useAllAnnouncements(enabled: boolean) {
  return useQuery({
    queryKey: announcementKeys.everything,
    queryFn: ({ signal }) => fetchAllPages((page, size) => fetchAnnouncementPage({ page, size }, signal)),
    enabled,
  });
}
