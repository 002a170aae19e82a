import {
  categorySalesRequestSchema,
  categorySalesSchema,
  envelopeSchema,
  payMethodTotalsSchema,
  REPORT_MSG,
  REPORT_PATHS,
  reportBatchRemoveRequestSchema,
  reportBatchRemoveResultSchema,
  reportExportRequestSchema,
  reportMailListQuerySchema,
  reportMailListSchema,
  reportMailRequestSchema,
  reportMailResultSchema,
  reportOrderFilterSchema,
  revenueTotalsSchema,
  salesRankingRequestSchema,
  salesRankingSchema,
  turnoverPageRequestSchema,
  turnoverDocument,
  turnoverPageSchema,
  turnoverPrintSchema,
} from '@diancan/core';
import type { SlipPrinter } from '../printing/printing.service.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { REPORT_BODY, REPORT_QUERY } from '../menu/route-kit.js';
import { orderDetailRoute } from '../orders/order-detail.routes.js';
import type { ReportServices } from './reports.module.js';

/** The store's reports (store operations section 7): store users on their own stores only. */
export function reportRoutes(app: ZodApp, reports: ReportServices, slips: SlipPrinter): void {
  const paths = REPORT_PATHS;
  const { turnover, ranking, exports, mail } = reports;

  // The order detail page reads the order board's model of one order (removed orders included, with who and why).
  orderDetailRoute(app, reports.orderDetail, paths.orderDetail.path);

  app.post(
    paths.orderPage.path,
    { schema: { body: turnoverPageRequestSchema, response: { 200: envelopeSchema(turnoverPageSchema) } }, config: REPORT_BODY },
    async (request) => ok(await turnover.page(request.body)),
  );
  app.post(
    paths.revenue.path,
    { schema: { body: reportOrderFilterSchema, response: { 200: envelopeSchema(revenueTotalsSchema) } }, config: REPORT_BODY },
    async (request) => ok(await turnover.revenue(request.body)),
  );
  app.post(
    paths.payMethods.path,
    { schema: { body: reportOrderFilterSchema, response: { 200: envelopeSchema(payMethodTotalsSchema) } }, config: REPORT_BODY },
    async (request) => ok(await turnover.payMethods(request.body)),
  );
  app.post(
    paths.print.path,
    { schema: { body: reportOrderFilterSchema, response: { 200: envelopeSchema(turnoverPrintSchema) } }, config: REPORT_BODY },
    async (request) => {
      const print = await turnover.print(request.body);
      await slips.printSlip(request.body.storeId, 'REPORT', (printedAt) => turnoverDocument(print, printedAt));
      return ok(print);
    },
  );
  app.delete(
    paths.batchRemove.path,
    {
      schema: { body: reportBatchRemoveRequestSchema, response: { 200: envelopeSchema(reportBatchRemoveResultSchema) } },
      config: REPORT_BODY,
    },
    async (request) => ok(await turnover.batchRemove(request.body, principalOf(request))),
  );

  app.post(
    paths.salesRanking.path,
    { schema: { body: salesRankingRequestSchema, response: { 200: envelopeSchema(salesRankingSchema) } }, config: REPORT_BODY },
    async (request) => ok(await ranking.ranking(request.body)),
  );
  app.post(
    paths.categorySalesDetail.path,
    { schema: { body: categorySalesRequestSchema, response: { 200: envelopeSchema(categorySalesSchema) } }, config: REPORT_BODY },
    async (request) => ok(await ranking.categorySales(request.body)),
  );

  app.post(
    paths.exportExcel.path,
    { schema: { body: reportExportRequestSchema }, config: REPORT_BODY },
    async (request, reply) => {
      const file = await exports.file(request.body);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
  app.get(
    paths.mailList.path,
    { schema: { querystring: reportMailListQuerySchema, response: { 200: envelopeSchema(reportMailListSchema) } }, config: REPORT_QUERY },
    async (request) => ok(await mail.mailList(request.query.storeId)),
  );
  app.post(
    paths.sendMail.path,
    { schema: { body: reportMailRequestSchema, response: { 200: envelopeSchema(reportMailResultSchema) } }, config: REPORT_BODY },
    async (request) => {
      const result = await mail.send(request.body);
      // A mail the SMTP server refused is a result to show, like the mail history's resend: status false.
      const message =
        result.delivery === 'SENT' ? REPORT_MSG.MAIL_SENT : result.delivery === 'LOGGED' ? REPORT_MSG.MAIL_LOGGED : REPORT_MSG.MAIL_FAILED;
      return { status: result.delivery !== 'FAILED', message, data: result };
    },
  );
}
