import {
  reportFileName,
  revenueSheet,
  tableServiceAreaSheet,
  tableServiceDaySheet,
  turnoverSheet,
  type TableServiceReport,
  type PageSize,
  type PayMethodTotal,
  type ReportOrderFilterInput,
  type RevenueTotals,
  type TurnoverRow,
} from '@diancan/core';
import { fetchServerExport } from '../api/export-excel';
import { fetchTurnoverPage } from '../api/report-api';
import { saveFile } from '../../../lib/download';
import { downloadWorkbook } from './xlsx';

/**
 * 匯出Excel of the turnover: every order of the filter (not just the page on screen) and a sheet of its totals.
 * The browser gathers the rows page by page, a few calls at a time; past BROWSER_EXPORT_MAX_ROWS that is too many
 * calls, and the server's exportExcel writes the same turnover sheet from core's layout instead.
 */

const EXPORT_PAGE_SIZE: PageSize = 50;
const PARALLEL_CALLS = 4;
export const BROWSER_EXPORT_MAX_ROWS = 2_000;

/** Every row of the filter, in the list's order. */
export async function collectTurnoverRows(filter: ReportOrderFilterInput, total: number): Promise<TurnoverRow[]> {
  const pageCount = Math.ceil(total / EXPORT_PAGE_SIZE);
  const pages: TurnoverRow[][] = new Array<TurnoverRow[]>(pageCount);
  let next = 1;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      pages[page - 1] = (await fetchTurnoverPage({ ...filter, page, size: EXPORT_PAGE_SIZE })).list;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, pageCount) }, worker));
  // Orders taken out meanwhile may leave the same order on two pages: keep each once.
  const seen = new Set<number>();
  return pages.flat().filter((row) => !seen.has(row.orderId) && seen.add(row.orderId));
}

export interface TurnoverExportInput {
  filter: ReportOrderFilterInput & { startDate: string; endDate: string };
  total: number;
  revenue: RevenueTotals | undefined;
  payMethods: readonly PayMethodTotal[] | undefined;
  /** 來客數, 客單價, 服務費 per day and 翻桌率 per area (docs/tables.md), two more sheets. */
  tableService?: TableServiceReport | undefined;
}

export async function exportTurnover({ filter, total, revenue, payMethods, tableService }: TurnoverExportInput): Promise<void> {
  const fileName = reportFileName('營業額報表', filter.startDate, filter.endDate);
  if (total > BROWSER_EXPORT_MAX_ROWS) {
    const { blob, fileName: serverName } = await fetchServerExport({ report: 'TURNOVER', ...filter }, fileName);
    saveFile(blob, serverName);
    return;
  }
  const rows = await collectTurnoverRows(filter, total);
  const sheets = [turnoverSheet(rows)];
  if (revenue) sheets.push(revenueSheet(revenue, payMethods ?? []));
  if (tableService) sheets.push(tableServiceDaySheet(tableService), tableServiceAreaSheet(tableService));
  await downloadWorkbook(fileName, sheets);
}
