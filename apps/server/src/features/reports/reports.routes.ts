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
  staffSalesRequestSchema,
  staffSalesSchema,
  tableServiceReportSchema,
  tableServiceRequestSchema,
  turnoverPageRequestSchema,
  turnoverDocument,
  turnoverPageSchema,
  turnoverPrintSchema,
} from '@diancan/core';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { principalOf } from '../../platform/auth/policy.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, REPORT_BODY, REPORT_QUERY } from '../../platform/http/route-kit.js';
import { orderDetailRoute } from '../orders/index.js';
import type { ReportServices } from './reports.module.js';

/** The store's reports (store operations section 7): store users on their own stores only. */
export function reportRoutes(app: ZodApp, reports: ReportServices, slips: SlipPrinter): void {
  const paths = REPORT_PATHS;
  const { turnover, ranking, exports, mail } = reports;

  // The order detail page reads the order board's model of one order (removed orders included, with who and why).
  orderDetailRoute(app, reports.orderDetail, paths.orderDetail.path);

  jsonCall(app, paths.orderPage, REPORT_BODY, { input: turnoverPageRequestSchema, data: turnoverPageSchema }, (body) => turnover.page(body));
  jsonCall(app, paths.revenue, REPORT_BODY, { input: reportOrderFilterSchema, data: revenueTotalsSchema }, (body) => turnover.revenue(body));
  jsonCall(app, paths.payMethods, REPORT_BODY, { input: reportOrderFilterSchema, data: payMethodTotalsSchema }, (body) =>
    turnover.payMethods(body),
  );
  jsonCall(app, paths.print, REPORT_BODY, { input: reportOrderFilterSchema, data: turnoverPrintSchema }, async (body) => {
    const print = await turnover.print(body);
    await slips.printSlip(body.storeId, 'REPORT', (printedAt) => turnoverDocument(print, printedAt));
    return print;
  });
  jsonCall(
    app,
    paths.batchRemove,
    REPORT_BODY,
    { input: reportBatchRemoveRequestSchema, from: 'body', data: reportBatchRemoveResultSchema },
    (body, request) => turnover.batchRemove(body, principalOf(request)),
  );
  jsonCall(app, paths.salesRanking, REPORT_BODY, { input: salesRankingRequestSchema, data: salesRankingSchema }, (body) => ranking.ranking(body));
  jsonCall(app, paths.categorySalesDetail, REPORT_BODY, { input: categorySalesRequestSchema, data: categorySalesSchema }, (body) =>
    ranking.categorySales(body),
  );
  jsonCall(app, paths.staffSales, REPORT_BODY, { input: staffSalesRequestSchema, data: staffSalesSchema }, (body) => ranking.staffSales(body));
  jsonCall(app, paths.tableService, REPORT_BODY, { input: tableServiceRequestSchema, data: tableServiceReportSchema }, (body) =>
    reports.tableService.report(body),
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
  jsonCall(app, paths.mailList, REPORT_QUERY, { input: reportMailListQuerySchema, data: reportMailListSchema }, (query) =>
    mail.mailList(query.storeId),
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
