import type { AuditPageInput, ContractPageInput, ExpirePageInput, StorePageInput } from '@diancan/core';

/** Query keys of the store area; every change to a store refetches everything under ['stores']. */
export const storeKeys = {
  all: ['stores'] as const,
  page: (request: StorePageInput) => ['stores', 'page', request] as const,
  detail: (id: number) => ['stores', 'detail', id] as const,
  options: ['stores', 'options'] as const,
  salesOptions: ['stores', 'salesOptions'] as const,
  plans: ['stores', 'plans'] as const,
  contracts: (request: ContractPageInput) => ['stores', 'contracts', request] as const,
  expiring: (request: ExpirePageInput) => ['stores', 'expiring', request] as const,
  audit: (request: AuditPageInput) => ['stores', 'audit', request] as const,
};
