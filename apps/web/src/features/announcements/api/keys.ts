import type { AnnouncementPageInput, AnnouncementTemplatePageInput } from '@diancan/core';

/** Query keys of the announcement area; the store-side display list lives under ['announcements', 'display']. */
export const announcementKeys = {
  all: ['announcements', 'admin'] as const,
  page: (request: AnnouncementPageInput) => ['announcements', 'admin', 'page', request] as const,
  everything: ['announcements', 'admin', 'everything'] as const,
  one: (id: number) => ['announcements', 'admin', 'one', id] as const,
};

export const templateKeys = {
  all: ['announcementTemplates'] as const,
  page: (request: AnnouncementTemplatePageInput) => ['announcementTemplates', 'page', request] as const,
  everything: ['announcementTemplates', 'everything'] as const,
  one: (id: number) => ['announcementTemplates', 'one', id] as const,
};
