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
  removeOrderDetailQuerySchema,
  updateDeliveryOrderRequestSchema,
  updateOrderDetailRequestSchema,
  updateOrderInfoRequestSchema,
  updateOrderPaidRequestSchema,
  updateOrderStatusRequestSchema,
} from '../contracts/order-board.js';
import { ORDER_DETAIL_PATHS, orderDetailQuerySchema, orderDetailSchema } from '../contracts/order-detail.js';
import { callsOf } from './call.js';

const cards = callsOf('orderBoard', 'cards');
const detail = callsOf('orderBoard', 'detail');

/**
 * 訂單看板: the open orders as cards, one order in full for the drawer, and the edits. The board keeps its cache
 * one card at a time (a status change answers the card, a drawer edit the order in full), so the edits name the
 * data they answer rather than a whole area to read again.
 */
export const ORDER_BOARD_API = {
  getOrderCardList: cards.query(ORDER_BOARD_PATHS.getOrderCardList, orderCardListQuerySchema, orderCardListSchema),
  getOrderCard: cards.query(ORDER_BOARD_PATHS.getOrderCard, orderCardQuerySchema, orderCardSchema),
  getOrderDetail: detail.query(ORDER_DETAIL_PATHS.order, orderDetailQuerySchema, orderDetailSchema),
  updateOrderStatus: cards.body(ORDER_BOARD_PATHS.updateOrderStatus, updateOrderStatusRequestSchema, orderCardSchema),
  batchFinish: cards.body(ORDER_BOARD_PATHS.batchFinish, batchFinishRequestSchema, batchFinishResultSchema),
  addOrderDetail: detail.body(ORDER_BOARD_PATHS.addOrderDetail, addOrderDetailRequestSchema, orderDetailSchema),
  updateOrderDetail: detail.body(ORDER_BOARD_PATHS.updateOrderDetail, updateOrderDetailRequestSchema, orderDetailSchema),
  updateOrderInfo: detail.body(ORDER_BOARD_PATHS.updateOrderInfo, updateOrderInfoRequestSchema, orderDetailSchema),
  removeOrderDetail: detail.query(ORDER_BOARD_PATHS.removeOrderDetail, removeOrderDetailQuerySchema, orderDetailSchema),
  updateOrderPaid: detail.body(ORDER_BOARD_PATHS.updateOrderPaid, updateOrderPaidRequestSchema, orderDetailSchema),
  cancelFreeItem: detail.body(ORDER_BOARD_PATHS.cancelFreeItem, cancelFreeItemRequestSchema, orderDetailSchema),
  updateDeliveryOrder: detail.body(ORDER_BOARD_PATHS.updateDeliveryOrder, updateDeliveryOrderRequestSchema, orderDetailSchema),
} as const;
