import {
  categorySalesSheet,
  REPORT_EXPORT_KIND_LABEL,
  REPORT_EXPORT_ROWS_MAX,
  REPORT_MSG,
  type ReportExportRequest,
  reportFileName,
  type ReportSheet,
  revenueSheet,
  salesRankingSheet,
  staffSalesSheet,
  tableServiceAreaSheet,
  tableServiceDaySheet,
  turnoverSheet,
} from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { cashDrawerReportSheet } from '../cash-drawer/index.js';
import { shiftListReportSheet } from '../shifts/index.js';
import type { RankingService } from './ranking.service.js';
import type { TableServiceReportService } from './table-service.service.js';
import { turnoverRepository } from './turnover.repository.js';
import type { TurnoverService } from './turnover.service.js';
import { writeReportWorkbook } from './xlsx-writer.js';

export interface ReportFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * exportExcel: the same rows the screens show, as the same sheets the browser writes (core's sheet builders),
 * in one .xlsx file. The turnover file carries its totals on a second sheet and table service's on two more; the shift handover and cash drawer files
 * come from their own areas' sheets.
 */
export class ReportExportService {
  constructor(
    private readonly db: Database,
    private readonly turnover: TurnoverService,
    private readonly ranking: RankingService,
    private readonly tableService: TableServiceReportService,
  ) {}

  async file(request: ReportExportRequest): Promise<ReportFile> {
    const sheets = await this.sheets(request);
    const title = REPORT_EXPORT_KIND_LABEL[request.report];
    return { fileName: reportFileName(title, request.startDate, request.endDate), bytes: await writeReportWorkbook(sheets) };
  }

  private async sheets(request: ReportExportRequest): Promise<ReportSheet[]> {
    switch (request.report) {
      case 'TURNOVER': {
        const store = await turnoverRepository.storeOf(this.db, request.storeId);
        if (!store) throw notFound();
        if ((await this.turnover.count(request)) > REPORT_EXPORT_ROWS_MAX) throw badRequest(REPORT_MSG.EXPORT_TOO_MANY);
        const [rows, revenue, payMethods, tables] = await Promise.all([
          this.turnover.rows(request, REPORT_EXPORT_ROWS_MAX),
          this.turnover.revenue(request),
          this.turnover.payMethods(request),
          this.tableService.report(request),
        ]);
        // 來客數, 客單價, 服務費 per day and 翻桌率 per area: the range's, whatever the list's filters (docs/tables.md).
        return [turnoverSheet(rows, store.timeZone), revenueSheet(revenue, payMethods), tableServiceDaySheet(tables), tableServiceAreaSheet(tables)];
      }
      case 'SALES_RANKING':
        return [salesRankingSheet((await this.ranking.ranking(request)).list)];
      case 'CATEGORY_SALES':
        return [categorySalesSheet(await this.ranking.categorySales(request))];
      case 'SHIFTS':
        return [await shiftListReportSheet(this.db, request)];
      case 'CASH_DRAWER':
        return [await cashDrawerReportSheet(this.db, request)];
      case 'STAFF_SALES':
        return [staffSalesSheet(await this.ranking.staffSales(request))];
    }
  }
}
