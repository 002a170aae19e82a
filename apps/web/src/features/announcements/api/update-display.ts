import { ANNOUNCEMENT_PATHS, type AnnouncementDisplayUpdate } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** "Know it": hides the announcement from this store's dialog for good (display false on the server). */
export async function hideAnnouncement(request: AnnouncementDisplayUpdate): Promise<void> {
  await dataOf(http.put(clientPath(ANNOUNCEMENT_PATHS.updateDisplay), request));
}
