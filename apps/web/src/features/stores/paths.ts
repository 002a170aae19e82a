import { PATHS } from '@diancan/core';

/** The store area's route paths, exactly as core's route table writes them (the router keys pages by them). */
export const STORE_PAGES = {
  list: PATHS.STORE_MANAGE,
  add: `${PATHS.STORE_MANAGE}/add-store`,
  addContract: `${PATHS.STORE_MANAGE}/add-contract/:storeId`,
  details: `${PATHS.STORE_MANAGE}/store-details/:storeId/:tabType`,
  nearlyExpired: PATHS.NEARLY_EXPIRED,
} as const;

/** The tabs of store-details, by their tabType segment. */
export const STORE_TABS = [
  { value: 'basic', label: '基本資料' },
  { value: 'contracts', label: '合約' },
  { value: 'modules', label: '模組' },
  { value: 'invoice', label: '發票' },
  { value: 'owner', label: '負責人帳號' },
  { value: 'audit', label: '異動紀錄' },
] as const;
export type StoreTab = (typeof STORE_TABS)[number]['value'];

export function isStoreTab(value: string | undefined): value is StoreTab {
  return STORE_TABS.some((tab) => tab.value === value);
}

export function storeDetailsPath(storeId: number, tab: StoreTab = 'basic'): string {
  return `${PATHS.STORE_MANAGE}/store-details/${storeId}/${tab}`;
}

export function addContractPath(storeId: number): string {
  return `${PATHS.STORE_MANAGE}/add-contract/${storeId}`;
}

/** A route's numeric id parameter, or null when it is not a positive integer. */
export function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
