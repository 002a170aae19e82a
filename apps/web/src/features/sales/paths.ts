import { PATHS } from '@diancan/core';

/** business-manage (sales people), as core's route table writes the paths. */
export const SALES_PAGES = {
  list: PATHS.BUSINESS_MANAGE,
  add: `${PATHS.BUSINESS_MANAGE}/add-business`,
  details: `${PATHS.BUSINESS_MANAGE}/business-details/:businessId/:detailsType`,
} as const;

export const SALES_TABS = [
  { value: 'info', label: '業務資料' },
  { value: 'stores', label: '負責商店' },
] as const;
export type SalesTab = (typeof SALES_TABS)[number]['value'];

export function isSalesTab(value: string | undefined): value is SalesTab {
  return SALES_TABS.some((tab) => tab.value === value);
}

export function salesDetailsPath(id: number, tab: SalesTab = 'info'): string {
  return `${PATHS.BUSINESS_MANAGE}/business-details/${id}/${tab}`;
}

export function idOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
