import {
  addOrderDetailRequestSchema,
  batchFinishRequestSchema,
  batchFinishResultSchema,
  cancelFreeItemRequestSchema,
  envelopeSchema,
  ORDER_BOARD_PATHS,
  orderCardListQuerySchema,
  orderCardListSchema,
  orderCardQuerySchema,
  orderCardSchema,
  orderDetailSchema,
  removeOrderDetailQuerySchema,
  updateDeliveryOrderRequestSchema,
  updateOrderDetailRequestSchema,
  updateOrderInfoRequestSchema,
  updateOrderPaidRequestSchema,
  updateOrderStatusRequestSchema,
} from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import { orderDetailRoute, type OrderDetailService } from '../orders/index.js';
import type { OrderBoardService } from './order-board.service.js';

/** Who acts: the signed-in user (the access policy already required a store user on one of their stores). */
function userIdOf(request: FastifyRequest): number {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
}

/** The live order board (back/order, back/deliveryOrder), for store users on their own stores. */
export function orderBoardRoutes(app: ZodApp, board: OrderBoardService, detail: OrderDetailService): void {
  const paths = ORDER_BOARD_PATHS;
  const card = { 200: envelopeSchema(orderCardSchema) };
  const full = { 200: envelopeSchema(orderDetailSchema) };
  app.get(
    paths.getOrderCardList.path,
    { schema: { querystring: orderCardListQuerySchema, response: { 200: envelopeSchema(orderCardListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await board.cardList(request.query)),
  );
  app.get(
    paths.getOrderCard.path,
    { schema: { querystring: orderCardQuerySchema, response: card }, config: STORE_QUERY },
    async (request) => ok(await board.card(request.query.storeId, request.query.orderId)),
  );
  orderDetailRoute(app, detail);
  app.put(
    paths.updateOrderStatus.path,
    { schema: { body: updateOrderStatusRequestSchema, response: card }, config: STORE_BODY },
    async (request) => ok(await board.updateOrderStatus(userIdOf(request), request.body)),
  );
  app.post(
    paths.batchFinish.path,
    { schema: { body: batchFinishRequestSchema, response: { 200: envelopeSchema(batchFinishResultSchema) } }, config: STORE_BODY },
    async (request) => ok(await board.batchFinish(userIdOf(request), request.body)),
  );
  app.post(
    paths.addOrderDetail.path,
    { schema: { body: addOrderDetailRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.addOrderDetail(userIdOf(request), request.body)),
  );
  app.put(
    paths.updateOrderDetail.path,
    { schema: { body: updateOrderDetailRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.updateOrderDetail(userIdOf(request), request.body)),
  );
  app.put(
    paths.updateOrderInfo.path,
    { schema: { body: updateOrderInfoRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.updateOrderInfo(userIdOf(request), request.body)),
  );
  app.delete(
    paths.removeOrderDetail.path,
    { schema: { querystring: removeOrderDetailQuerySchema, response: full }, config: STORE_QUERY },
    async (request) => ok(await board.removeOrderDetail(userIdOf(request), request.query)),
  );
  app.put(
    paths.updateOrderPaid.path,
    { schema: { body: updateOrderPaidRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.updateOrderPaid(userIdOf(request), request.body)),
  );
  app.put(
    paths.cancelFreeItem.path,
    { schema: { body: cancelFreeItemRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.cancelFreeItem(userIdOf(request), request.body)),
  );
  app.post(
    paths.updateDeliveryOrder.path,
    { schema: { body: updateDeliveryOrderRequestSchema, response: full }, config: STORE_BODY },
    async (request) => ok(await board.updateDeliveryOrder(userIdOf(request), request.body)),
  );
}
