import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PATHS, type Announcement } from '@diancan/core';
import { http } from '../../../lib/http';
import { announcementKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function fetchAnnouncement(id: number, signal?: AbortSignal): Promise<Announcement> {
  return dataOf(http.get<Announcement>(clientPath(ANNOUNCEMENT_PATHS.get), { id }, { signal }));
}

export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: announcementKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchAnnouncement(id ?? 0, signal),
    enabled: id !== null,
  });
}
