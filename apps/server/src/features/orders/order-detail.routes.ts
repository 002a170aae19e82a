import { envelopeSchema, ORDER_DETAIL_PATHS, orderDetailQuerySchema, orderDetailSchema } from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { REPORT_QUERY, STORE_QUERY } from '../menu/route-kit.js';
import type { OrderDetailService } from './order-detail.js';

/**
 * GET `?storeId=&orderId=` answering the order in full. Registered at back/order/getOrderDetail by the order board;
 * the reports area registers the same route at ORDER_DETAIL_PATHS.report.path (the same read model), behind the
 * reports' manager-code gate.
 */
export function orderDetailRoute(app: ZodApp, detail: OrderDetailService, path: string = ORDER_DETAIL_PATHS.order.path): void {
  app.get(
    path,
    {
      schema: { querystring: orderDetailQuerySchema, response: { 200: envelopeSchema(orderDetailSchema) } },
      config: path === ORDER_DETAIL_PATHS.report.path ? REPORT_QUERY : STORE_QUERY,
    },
    async (request) => ok(await detail.get(request.query.storeId, request.query.orderId)),
  );
}
