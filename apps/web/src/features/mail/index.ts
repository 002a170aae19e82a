import { PATHS } from '@diancan/core';

/** mail-history: the page's chunk by route path. */
export const MAIL_PAGE_LOADERS = {
  [PATHS.MAIL_HISTORY]: () => import('./pages/MailHistoryPage'),
} as const;
