import { PATHS } from '@diancan/core';
import type { ComponentType } from 'react';

/**
 * The live order board (issue 7): the loader of each page's chunk in this area, by route path; the router wraps them
 * with its chunk-error handling.
 */
export const ORDER_BOARD_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PATHS.ORDER_SOCKET]: () => import('./pages/OrderBoardPage'),
};
