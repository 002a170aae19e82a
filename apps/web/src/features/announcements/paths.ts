import { PATHS } from '@diancan/core';

/** The announcement area's pages (access section 2); editing reuses the add page with `?id=`. */
export const ANNOUNCEMENT_PAGES = {
  list: `${PATHS.ANNOUNCEMENT_MANAGER}/announcement`,
  add: `${PATHS.ANNOUNCEMENT_MANAGER}/announcement/add-announcement`,
  templates: `${PATHS.ANNOUNCEMENT_MANAGER}/announcementTemplate`,
  addTemplate: `${PATHS.ANNOUNCEMENT_MANAGER}/announcementTemplate/add-announcementTemplate`,
} as const;

export function editAnnouncementPath(id: number): string {
  return `${ANNOUNCEMENT_PAGES.add}?id=${id}`;
}

export function editTemplatePath(id: number): string {
  return `${ANNOUNCEMENT_PAGES.addTemplate}?id=${id}`;
}

/** The `?id=` of an edit page, or null for a new record. */
export function idParam(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
