import { PAGE_SIZES, type CashDrawerRecord, type CashDrawerSummaryInput } from '@diancan/core';
import { fetchCashDrawerPage } from './cash-drawer-page';

/** The largest page the list call takes: an export reads the range in as few calls as it can. */
const EXPORT_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];
/** A drawer sees a handful of records a day; 400 pages (20,000 records) is years of them, and stops a runaway loop. */
const MAX_EXPORT_PAGES = 400;

/** Every record of the range (newest first), page by page: what the Excel export writes. */
export async function fetchAllCashDrawerRecords(filters: CashDrawerSummaryInput): Promise<CashDrawerRecord[]> {
  const records: CashDrawerRecord[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page += 1) {
    const result = await fetchCashDrawerPage({ ...filters, page, size: EXPORT_PAGE_SIZE });
    records.push(...result.list);
    if (result.list.length < EXPORT_PAGE_SIZE || records.length >= result.total) break;
  }
  return records;
}
