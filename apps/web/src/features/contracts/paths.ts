import { PATHS } from '@diancan/core';

/**
 * contractManage: 合約分類 lists the contract schemes (方案) stores sign under, 新增合約 adds a scheme with its
 * PDF documents, 合約詳情 shows one scheme (its data and files, and the contracts made under it).
 */
export const CONTRACT_PAGES = {
  classification: `${PATHS.CONTRACT_MANAGE}/contract-classification`,
  add: `${PATHS.CONTRACT_MANAGE}/add-contract`,
  details: `${PATHS.CONTRACT_MANAGE}/contract-details/:id/:tabType`,
} as const;

export const SCHEME_TABS = [
  { value: 'info', label: '方案資料' },
  { value: 'contracts', label: '合約列表' },
] as const;
export type SchemeTab = (typeof SCHEME_TABS)[number]['value'];

export function isSchemeTab(value: string | undefined): value is SchemeTab {
  return SCHEME_TABS.some((tab) => tab.value === value);
}

export function schemeDetailsPath(id: number, tab: SchemeTab = 'info'): string {
  return `${PATHS.CONTRACT_MANAGE}/contract-details/${id}/${tab}`;
}

export function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
