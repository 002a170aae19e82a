import {
  addOrderDetailRequestSchema,
  batchFinishRequestSchema,
  batchFinishResultSchema,
  cancelFreeItemRequestSchema,
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
import type { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import { orderDetailRoute, type OrderDetailService } from '../orders/index.js';
import type { OrderBoardService } from './order-board.service.js';

/** Who acts: the signed-in user (the access policy already required a store user on one of their stores). */
const userIdOf = (request: FastifyRequest): number => principalOf(request).userId;

/** The live order board (back/order, back/deliveryOrder), for store users on their own stores. */
export function orderBoardRoutes(app: ZodApp, board: OrderBoardService, detail: OrderDetailService): void {
  const paths = ORDER_BOARD_PATHS;
  jsonCall(app, paths.getOrderCardList, STORE_QUERY, { input: orderCardListQuerySchema, data: orderCardListSchema }, (query) =>
    board.cardList(query),
  );
  jsonCall(app, paths.getOrderCard, STORE_QUERY, { input: orderCardQuerySchema, data: orderCardSchema }, (query) =>
    board.card(query.storeId, query.orderId),
  );
  orderDetailRoute(app, detail);
  jsonCall(app, paths.updateOrderStatus, STORE_BODY, { input: updateOrderStatusRequestSchema, data: orderCardSchema }, (body, request) =>
    board.updateOrderStatus(userIdOf(request), body),
  );
  jsonCall(app, paths.batchFinish, STORE_BODY, { input: batchFinishRequestSchema, data: batchFinishResultSchema }, (body, request) =>
    board.batchFinish(userIdOf(request), body),
  );
  /** The order edits: each answers the whole order as it stands after the change. */
  const edit = <Input extends z.ZodType>(
    route: (typeof paths)[keyof typeof paths],
    config: typeof STORE_BODY,
    input: Input,
    change: (userId: number, request: z.output<Input>) => Promise<z.input<typeof orderDetailSchema>>,
  ) => jsonCall(app, route, config, { input, data: orderDetailSchema }, (request, fastifyRequest) => change(userIdOf(fastifyRequest), request));
  edit(paths.addOrderDetail, STORE_BODY, addOrderDetailRequestSchema, (userId, body) => board.addOrderDetail(userId, body));
  edit(paths.updateOrderDetail, STORE_BODY, updateOrderDetailRequestSchema, (userId, body) => board.updateOrderDetail(userId, body));
  edit(paths.updateOrderInfo, STORE_BODY, updateOrderInfoRequestSchema, (userId, body) => board.updateOrderInfo(userId, body));
  edit(paths.removeOrderDetail, STORE_QUERY, removeOrderDetailQuerySchema, (userId, query) => board.removeOrderDetail(userId, query));
  edit(paths.updateOrderPaid, STORE_BODY, updateOrderPaidRequestSchema, (userId, body) => board.updateOrderPaid(userId, body));
  edit(paths.cancelFreeItem, STORE_BODY, cancelFreeItemRequestSchema, (userId, body) => board.cancelFreeItem(userId, body));
  edit(paths.updateDeliveryOrder, STORE_BODY, updateDeliveryOrderRequestSchema, (userId, body) => board.updateDeliveryOrder(userId, body));
}
