import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { OrderInvoicePort } from '../orders/invoice-port.js';
import { OrderDetailService } from '../orders/order-detail.js';
import { ReportExportService } from './export.service.js';
import { RankingService } from './ranking.service.js';
import { ReportMailService } from './report-mail.service.js';
import { ReportMailer } from './report-mailer.js';
import { TurnoverService } from './turnover.service.js';

export { reportRoutes } from './reports.routes.js';

/** The store reports (issue 8, docs/reports.md): turnover, ranking, Excel export and mailing it. */
export interface ReportServices {
  turnover: TurnoverService;
  ranking: RankingService;
  exports: ReportExportService;
  mail: ReportMailService;
  /** The order board's read model of one order, served again at back/report/getOrderDetail. */
  orderDetail: OrderDetailService;
  close(): void;
}

export function createReportServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  mailFrom: string;
  /** Voids the e-invoice of an order removed from the reports; null while the e-invoice area is not composed. */
  orderInvoices: OrderInvoicePort | null;
}): ReportServices {
  const { db, clock } = deps;
  const turnover = new TurnoverService(db, clock, deps.orderInvoices);
  const ranking = new RankingService(db);
  const exports = new ReportExportService(db, turnover, ranking);
  const mailer = new ReportMailer(db, { smtpUrl: deps.smtpUrl, from: deps.mailFrom }, clock, deps.log);
  return {
    turnover,
    ranking,
    exports,
    mail: new ReportMailService(db, exports, mailer),
    orderDetail: new OrderDetailService(db),
    close: () => mailer.close(),
  };
}
