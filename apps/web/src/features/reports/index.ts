import type { ComponentType } from 'react';

/** The loader of each page's chunk in this area, by route path; the router wraps them with its chunk-error handling. */
export const REPORT_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {};
