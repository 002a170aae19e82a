import type { ContractPageInput, SchemePageInput } from '@diancan/core';

/** Query keys of contractManage (schemes and the contracts made under them). */
export const schemeKeys = {
  all: ['schemes'] as const,
  page: (request: SchemePageInput) => ['schemes', 'page', request] as const,
  detail: (id: number) => ['schemes', 'detail', id] as const,
  contracts: (request: ContractPageInput) => ['schemes', 'contracts', request] as const,
};
