import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { OrderInvoicePort } from '../einvoice/index.js';
import { OrderDetailService } from '../orders/index.js';
import { ReportExportService } from './export.service.js';
import { RankingService } from './ranking.service.js';
import { ReportMailService } from './report-mail.service.js';
import { TableServiceReportService } from './table-service.service.js';
import { TurnoverService } from './turnover.service.js';

/** The store reports (issue 8, docs/reports.md): turnover, ranking, Excel export and mailing it. */
export interface ReportServices {
  turnover: TurnoverService;
  ranking: RankingService;
  exports: ReportExportService;
  mail: ReportMailService;
  /** 來客數, 客單價, 翻桌率, 用餐時間, 服務費 (docs/tables.md). */
  tableService: TableServiceReportService;
  /** The order board's read model of one order, served again at back/report/getOrderDetail. */
  orderDetail: OrderDetailService;
}

export function createReportServices(deps: {
  db: Database;
  /** Where the reports read: a read replica (REPORTS_DATABASE_URL) or `db` itself. Writes always go to `db`. */
  reads: Database;
  clock: Clock;
  /** The platform mailer: reports go out with the file attached and are written to the mail log. */
  mailer: Mailer;
  /** Voids the e-invoice of an order removed from the reports. */
  orderInvoices: OrderInvoicePort;
}): ReportServices {
  const { db, reads, clock } = deps;
  const turnover = new TurnoverService(db, reads, clock, deps.orderInvoices);
  const ranking = new RankingService(reads);
  const tableService = new TableServiceReportService(reads);
  const exports = new ReportExportService(reads, turnover, ranking, tableService);
  return {
    turnover,
    ranking,
    exports,
    tableService,
    mail: new ReportMailService(reads, exports, deps.mailer),
    orderDetail: new OrderDetailService(db),
  };
}
