import {
  checkoutInputOf,
  computeOrderTotals,
  expectedTotalsOf,
  ORDER_BOARD_API,
  type AddOrderRequest,
  type AutomaticDiscountTier,
  type OrderLine,
} from '@diancan/core';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { sendOrder } from '../api/add-order';
import type { TableTarget } from './table-target';

/** How many times a round is sent again after 409 (another terminal changed the check meanwhile). */
const ROUND_ATTEMPTS = 5;

/**
 * A free table's first order: addOrder with `{tableId, guests, payLater: true}` and no payment (docs/tables.md),
 * priced as the server prices it, with the store's 服務費.
 */
export function openTableRequest(
  storeId: number,
  target: Extract<TableTarget, { kind: 'OPEN' }>,
  cart: { lines: OrderLine[]; remark: string },
  tiers: readonly AutomaticDiscountTier[],
  serviceChargePercent: number,
): AddOrderRequest {
  const order = { lines: cart.lines, manualDiscount: null, entertain: false, payment: null };
  const totals = computeOrderTotals(checkoutInputOf(order, tiers, null, null, serviceChargePercent));
  return {
    storeId,
    lines: cart.lines,
    remark: cart.remark.trim(),
    isInside: true,
    tableNumber: null,
    reservation: null,
    payment: null,
    payments: null,
    manualDiscount: null,
    entertain: false,
    invoice: null,
    couponCode: null,
    memberId: null,
    redeemPoints: 0,
    expectedTotals: expectedTotalsOf(totals),
    takenAt: null,
    offlineInvoice: null,
    withoutInvoice: false,
    kitchenPrinted: false,
    tableId: target.tableId,
    guests: target.guests,
    payLater: true,
  };
}

/** Opens the table: the check's id, under the cart's attempt key (a repeat after a lost answer is the same check). */
export async function openTable(request: AddOrderRequest, idempotencyKey: string): Promise<number> {
  return (await sendOrder(request, idempotencyKey)).orderId;
}

function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409;
}

/**
 * A round on an open check: addOrderDetail with the version just read. A 409 (another terminal added a round or
 * changed the check) reads the check again and sends the same round on the new version, so the round is never
 * lost; a check that is paid or closed meanwhile is refused for good (its own 409 message) once re-reading shows it.
 */
export async function addRound(storeId: number, orderId: number, lines: OrderLine[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const order = await callApi(ORDER_BOARD_API.getOrderDetail, { storeId, orderId }, { silent: true });
    if (order.paymentStatus === 'PAID' || order.status === 'CANCELLED') throw new ApiError(409, '帳單已結帳或已關閉，請重新選擇');
    try {
      await callApi(ORDER_BOARD_API.addOrderDetail, { storeId, orderId, version: order.version, lines }, { silent: true });
      return;
    } catch (error) {
      if (!isStale(error) || attempt >= ROUND_ATTEMPTS) throw error;
    }
  }
}
