import type { SalesPageInput } from '@diancan/core';

/** Query keys of business-manage; a sales change also moves store assignments, so stores refetch too. */
export const salesKeys = {
  all: ['sales'] as const,
  page: (request: SalesPageInput) => ['sales', 'page', request] as const,
  detail: (id: number) => ['sales', 'detail', id] as const,
  storeOptions: ['sales', 'storeOptions'] as const,
};
