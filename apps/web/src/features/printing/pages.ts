import type { ComponentType } from 'react';
import { PRINT_SET_PATH } from './paths';

/**
 * 出單設定's page, by route path, for the app's route table: the loaders alone.
 * A page-loader module of its own because the route table is in the app's first file: importing the area's index
 * there would put its components and API code in the counter's start too (issue 15, bench:web).
 */
export const PRINTING_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [PRINT_SET_PATH]: () => import('./pages/PrintSetPage'),
};
