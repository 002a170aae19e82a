import { queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENT_PATHS, type AnnouncementDisplay, type AppPlatform } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** What the store's announcement dialog shows now, in order (`app` only from the native wrapper). */
export function fetchDisplayList(storeId: number, app: AppPlatform | null, signal?: AbortSignal): Promise<AnnouncementDisplay[]> {
  // Silent: a failed fetch only means no dialog this time; the next ANNOUNCEMENT message or page load retries.
  return dataOf(http.get<AnnouncementDisplay[]>(clientPath(ANNOUNCEMENT_PATHS.getDisplayList), { storeId, app: app ?? undefined }, { signal, silent: true }), {
    silent: true,
  });
}

export function displayListQuery(storeId: number, app: AppPlatform | null) {
  return queryOptions({
    queryKey: ['announcements', 'display', storeId, app] as const,
    queryFn: ({ signal }) => fetchDisplayList(storeId, app, signal),
    // The list changes when the platform publishes (ANNOUNCEMENT message), not with time on the page.
    staleTime: Infinity,
    retry: false,
  });
}
