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
import { counter, jsonCall, STORE_BODY, STORE_QUERY, withStaff } from '../../platform/http/route-kit.js';
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
  // Staff mode (docs/staff.md): every change here is a counter call; cancelling an order, removing a line or
  // reducing one (every line on the board has gone to the kitchen at checkout) needs VOID, 招待 needs ENTERTAIN.
  const change = counter(STORE_BODY);
  const cancelNeeds = withStaff(STORE_BODY, {
    at: 'counter',
    needsFor: (request) => ((request.body as { status?: string }).status === 'CANCELLED' ? ['VOID'] : []),
  });
  const addNeeds = withStaff(STORE_BODY, {
    at: 'counter',
    needsFor: (request) => ((request.body as { lines: { entertain?: boolean }[] }).lines.some((line) => line.entertain) ? ['ENTERTAIN'] : []),
  });
  // Moving an order to another table (its table number changed) is table service: TABLES.
  const infoNeeds = withStaff(STORE_BODY, {
    at: 'counter',
    needsFor: (request) => ((request.body as { tableNumber?: unknown }).tableNumber !== undefined ? ['TABLES'] : []),
  });
  const reduceNeeds = withStaff(STORE_BODY, {
    at: 'counter',
    needsFor: async (request) => {
      const body = request.body as { storeId: number; orderId: number; detailId: number; count: number };
      const count = await board.lineCount(body.storeId, body.orderId, body.detailId);
      return count !== null && body.count < count ? ['VOID'] : [];
    },
  });
  jsonCall(app, paths.updateOrderStatus, cancelNeeds, { input: updateOrderStatusRequestSchema, data: orderCardSchema }, (body, request) =>
    board.updateOrderStatus(userIdOf(request), body),
  );
  jsonCall(app, paths.batchFinish, change, { input: batchFinishRequestSchema, data: batchFinishResultSchema }, (body, request) =>
    board.batchFinish(userIdOf(request), body),
  );
  /** The order edits: each answers the whole order as it stands after the change. */
  const edit = <Input extends z.ZodType>(
    route: (typeof paths)[keyof typeof paths],
    config: typeof STORE_BODY,
    input: Input,
    change: (userId: number, request: z.output<Input>) => Promise<z.input<typeof orderDetailSchema>>,
  ) => jsonCall(app, route, config, { input, data: orderDetailSchema }, (request, fastifyRequest) => change(userIdOf(fastifyRequest), request));
  edit(paths.addOrderDetail, addNeeds, addOrderDetailRequestSchema, (userId, body) => board.addOrderDetail(userId, body));
  edit(paths.updateOrderDetail, reduceNeeds, updateOrderDetailRequestSchema, (userId, body) => board.updateOrderDetail(userId, body));
  edit(paths.updateOrderInfo, infoNeeds, updateOrderInfoRequestSchema, (userId, body) => board.updateOrderInfo(userId, body));
  edit(paths.removeOrderDetail, counter(STORE_QUERY, 'VOID'), removeOrderDetailQuerySchema, (userId, query) => board.removeOrderDetail(userId, query));
  edit(paths.updateOrderPaid, change, updateOrderPaidRequestSchema, (userId, body) => board.updateOrderPaid(userId, body));
  edit(paths.cancelFreeItem, change, cancelFreeItemRequestSchema, (userId, body) => board.cancelFreeItem(userId, body));
  edit(paths.updateDeliveryOrder, change, updateDeliveryOrderRequestSchema, (userId, body) => board.updateDeliveryOrder(userId, body));
}
