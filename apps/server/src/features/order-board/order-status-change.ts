import {
  canChangeDeliveryStatus,
  canChangeOrderStatus,
  DELIVERY_STATUS_LABELS,
  type DeliveryOrderChange,
  type DeliveryStatus,
  deliveryStatusChangeMessage,
  ORDER_BOARD_MSG,
  orderStatusChangeMessage,
  type OrderStatus,
  type UpdateOrderStatusRequest,
} from '@diancan/core';
import { badRequest, conflict } from '../../platform/errors/app-error.js';
import { orderBoardRepository } from './order-board.repository.js';
import type { ChangeOutcome, ChangeScope } from './order-change.js';
import { addLineUnits, applyStockDelta, type StockDelta } from './order-stock.js';

/**
 * Status changes along core's flow (order-status.ts) and the delivery record beside it. Cancelling gives every
 * line's stock back; completing a delivery order marks it delivered; a delivery marked delivered completes its order.
 */

const repo = orderBoardRepository;

/** Applies a change of the delivery record of a DELIVERY order; answers the history text. */
async function changeDelivery(scope: ChangeScope, change: DeliveryOrderChange, forced?: DeliveryStatus): Promise<{ status: DeliveryStatus; text: string }> {
  const { tx, order, now } = scope;
  if (order.type !== 'DELIVERY') throw badRequest(ORDER_BOARD_MSG.NOT_DELIVERY);
  const current = await repo.delivery(tx, order.storeId, order.id);
  const from = current?.status ?? 'PENDING';
  const to = forced ?? change.status ?? from;
  if (!canChangeDeliveryStatus(from, to)) throw conflict(deliveryStatusChangeMessage(from, to));
  const kept = <K extends 'courierName' | 'courierPhone' | 'platformOrderNo'>(key: K) =>
    change[key] === undefined ? (current?.[key] ?? null) : change[key] || null;
  await repo.saveDelivery(tx, order.storeId, order.id, {
    status: to,
    courierName: kept('courierName'),
    courierPhone: kept('courierPhone'),
    platformOrderNo: kept('platformOrderNo'),
    remark: change.remark ?? current?.remark ?? '',
    dispatchedAt: to === 'DELIVERING' && from !== 'DELIVERING' ? now : (current?.dispatchedAt ?? null),
    deliveredAt: to === 'DELIVERED' ? (current?.deliveredAt ?? now) : null,
    updatedAt: now,
  });
  const courier = kept('courierName');
  return { status: to, text: `外送：${DELIVERY_STATUS_LABELS[to]}${courier ? `（${courier}）` : ''}` };
}

/** Gives back the stock of every line of the order. */
async function returnAllStock(scope: ChangeScope): Promise<boolean> {
  const { tx, order, now } = scope;
  const delta: StockDelta = new Map();
  for (const line of await repo.lines(tx, order.storeId, order.id)) addLineUnits(delta, line, -1);
  return applyStockDelta(tx, order.storeId, delta, now);
}

/** updateOrderStatus: a move the flow allows (409 with both statuses named otherwise). */
export function changeStatus(request: UpdateOrderStatusRequest) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const from = scope.order.status;
    const to = request.status;
    if (!canChangeOrderStatus(from, to)) throw conflict(orderStatusChangeMessage(from, to));
    const stockChanged = to === 'CANCELLED' ? await returnAllStock(scope) : false;
    const parts = request.reason ? [request.reason] : [];
    if (request.deliveryOrder !== null || (to === 'COMPLETED' && scope.order.type === 'DELIVERY')) {
      const delivery = await changeDelivery(scope, request.deliveryOrder ?? {}, to === 'COMPLETED' ? 'DELIVERED' : undefined);
      parts.push(delivery.text);
    }
    return { status: to, reason: parts.length > 0 ? parts.join('；') : null, stockChanged };
  };
}

/** updateDeliveryOrder: the delivery record; reaching DELIVERED completes an order still open. */
export function changeDeliveryOrder(change: DeliveryOrderChange) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const delivery = await changeDelivery(scope, change);
    const from = scope.order.status;
    const status: OrderStatus = delivery.status === 'DELIVERED' && canChangeOrderStatus(from, 'COMPLETED') ? 'COMPLETED' : from;
    return { status, reason: delivery.text };
  };
}
