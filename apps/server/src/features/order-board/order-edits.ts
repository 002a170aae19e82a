import {
  type AddOrderDetailRequest,
  CHECKOUT_ISSUE_MESSAGE,
  isCashPayMethod,
  linePrice,
  ORDER_BOARD_MSG,
  MEMBER_MSG,
  ORDER_MSG,
  type UpdateOrderDetailRequest,
  type UpdateOrderInfoRequest,
  type OrderPaidChange,
  zonedInstant,
} from '@diancan/core';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { assertReservationWindow, checkLines, idsOf, readCheckoutCatalogue } from '../orders/index.js';
import { payMethodRepository } from '../pay-methods/index.js';
import { type MemberCheckout, memberSummaryOf, openMemberCheckout, planPointsClaim, recordMemberOrder, recordPointsClaim } from '../members/index.js';
import { type LineRow, orderBoardRepository } from './order-board.repository.js';
import type { ChangeOutcome, ChangeScope } from './order-change.js';
import type { TenderRowOf } from './payment-port.js';
import { pricedLineOf, repriceOrder } from './order-repricing.js';
import { addLineUnits, applyStockDelta, type StockDelta } from './order-stock.js';

/**
 * The edits of an order's lines and information, each a `work` for OrderChangeRunner (which locks the order, checks
 * its version and records the change). Line edits move stock both ways and price the order again with core.
 */

const repo = orderBoardRepository;

const countText = (count: number) => `x${count}`;

/** Prices the order again from its lines as they now are and saves the amounts and the payment; answers the payable. */
async function reprice(scope: ChangeScope): Promise<number> {
  const { tx, order } = scope;
  const lines = await repo.lines(tx, order.storeId, order.id);
  const tiers = await repo.activeTiers(tx, order.storeId);
  const [payment] = await repo.payments(tx, order.storeId, order.id);
  const repriced = repriceOrder(order, lines, tiers, payment);
  await repo.saveAmounts(tx, order.storeId, order.id, repriced.amounts);
  if (repriced.payment) {
    const { paymentId, ...amounts } = repriced.payment;
    await repo.updatePayment(tx, order.storeId, paymentId, amounts);
  }
  return repriced.amounts.payableCents;
}

async function lineOf(scope: ChangeScope, detailId: number): Promise<{ line: LineRow; lines: LineRow[] }> {
  const lines = await repo.lines(scope.tx, scope.order.storeId, scope.order.id);
  const line = lines.find((candidate) => candidate.id === detailId);
  if (!line) throw notFound(ORDER_BOARD_MSG.LINE_NOT_FOUND);
  return { line, lines };
}

/** addOrderDetail: lines checked against the catalogue as the checkout checks them, numbered after the last. */
export function addLines(request: AddOrderDetailRequest) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now } = scope;
    const catalogue = await readCheckoutCatalogue(tx, { storeId: order.storeId, ...idsOf(request), payMethodId: null });
    const existing = await repo.lines(tx, order.storeId, order.id);
    const last = existing.reduce((highest, line) => Math.max(highest, line.lineNo), 0);
    const added = checkLines(request.lines, catalogue).lines.map((line, index) => ({ ...line, lineNo: last + index + 1 }));
    const delta: StockDelta = new Map();
    for (const line of added) addLineUnits(delta, line, 1);
    const stockChanged = await applyStockDelta(tx, order.storeId, delta, now);
    await repo.insertLines(tx, order, added);
    await reprice(scope);
    const names = added.map((line) => `${line.itemName} ${countText(line.count)}`).join('、');
    return { reason: `新增餐點：${names}`, invoiceAffected: true, stockChanged };
  };
}

/** updateOrderDetail: a line's count (stock follows the difference) and remark. */
export function updateLine(request: UpdateOrderDetailRequest) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now } = scope;
    const { line } = await lineOf(scope, request.detailId);
    const delta: StockDelta = new Map();
    addLineUnits(delta, line, 1, request.count);
    addLineUnits(delta, line, -1, line.count);
    const stockChanged = await applyStockDelta(tx, order.storeId, delta, now);
    const amountCents = linePrice(pricedLineOf({ ...line, count: request.count }));
    await repo.updateLine(tx, order.storeId, line.id, { count: request.count, remark: request.remark, amountCents });
    await reprice(scope);
    const changes = [];
    if (request.count !== line.count) changes.push(`${countText(line.count)} → ${countText(request.count)}`);
    if (request.remark !== line.remark) changes.push(`備註：${request.remark || '（無）'}`);
    return { reason: `修改餐點：${line.itemName} ${changes.join('，')}`.trim(), invoiceAffected: request.count !== line.count, stockChanged };
  };
}

/** removeOrderDetail: the line goes and its stock comes back; the last line cannot go (cancel the order instead). */
export function removeLine(detailId: number) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now } = scope;
    const { line, lines } = await lineOf(scope, detailId);
    if (lines.length === 1) throw conflict(ORDER_BOARD_MSG.LAST_LINE);
    const stockChanged = await applyStockDelta(tx, order.storeId, addLineUnits(new Map(), line, -1), now);
    await repo.deleteLine(tx, order.storeId, line.id);
    await reprice(scope);
    return { reason: `刪除餐點：${line.itemName} ${countText(line.count)}`, invoiceAffected: true, stockChanged };
  };
}

/** cancelFreeItem: a line given free (招待) is charged again. */
export function cancelFreeLine(detailId: number) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order } = scope;
    if (order.entertain) throw conflict(ORDER_BOARD_MSG.ENTERTAIN_ORDER);
    const { line } = await lineOf(scope, detailId);
    if (!line.entertain) throw conflict(ORDER_BOARD_MSG.NOT_FREE);
    await repo.updateLine(tx, order.storeId, line.id, { entertain: false });
    await reprice(scope);
    return { reason: `取消招待：${line.itemName}`, invoiceAffected: true };
  };
}

/** updateOrderInfo: remark, table number (內用), reservation time and contact; no amount changes. */
export function updateInfo(request: UpdateOrderInfoRequest) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now } = scope;
    const fields: Parameters<typeof repo.saveOrderFields>[3] = {};
    if (request.remark !== undefined) fields.remark = request.remark;
    if (request.tableNumber !== undefined) {
      if (request.tableNumber !== null && order.type !== 'INSIDE') throw badRequest(ORDER_BOARD_MSG.TABLE_NOT_INSIDE);
      fields.tableNumber = request.tableNumber;
    }
    const reservation = request.reservation;
    if (reservation) {
      if (order.reservationType === null) throw badRequest(ORDER_BOARD_MSG.NOT_RESERVATION);
      if (reservation.type !== order.reservationType) throw badRequest(ORDER_BOARD_MSG.RESERVATION_TYPE);
      const timeZone = await repo.timeZone(tx, order.storeId);
      const reservedFor = zonedInstant(reservation.date, reservation.time, timeZone);
      // As in the dialog: a new time may not be in the past nor after next month; the original time may stay.
      if (reservedFor.getTime() !== order.reservedFor?.getTime()) {
        assertReservationWindow(reservation.date, reservedFor, now, timeZone);
      }
      Object.assign(fields, {
        reservedFor,
        reservationName: reservation.name,
        reservationPhone: reservation.phone,
        reservationAddress: reservation.address || null,
        reservationUniformNumber: reservation.uniformNumber || null,
      });
    }
    await repo.saveOrderFields(tx, order.storeId, order.id, fields);
    return { reason: '修改訂單資訊' };
  };
}

/**
 * The member of a payment at the counter (docs/members.md): the one named now or when the order was placed (a
 * self-ordering customer's number), locked; redeemed points are taken off before the payment is counted.
 */
async function memberAtPayment(scope: ChangeScope, request: OrderPaidChange): Promise<{ checkout: MemberCheckout | null; payable: number }> {
  const { tx, order } = scope;
  if (request.memberId !== null && order.memberId !== null && request.memberId !== order.memberId) throw conflict(MEMBER_MSG.ORDER_HAS_MEMBER);
  const memberId = request.memberId ?? order.memberId;
  if (request.redeemPoints > 0 && memberId === null) throw badRequest(MEMBER_MSG.REDEEM_WITHOUT_MEMBER);
  if (request.redeemPoints > 0 && order.entertain) throw badRequest(MEMBER_MSG.ENTERTAIN);
  if (memberId === null) return { checkout: null, payable: order.payableCents };
  const checkout = await openMemberCheckout(tx, { storeId: order.storeId, memberId, redeemPoints: request.redeemPoints });
  if (checkout.pointsDiscount === 0) return { checkout, payable: order.payableCents };
  const payable = await reprice({ ...scope, order: { ...order, pointsDiscountCents: order.pointsDiscountCents + checkout.pointsDiscount } });
  return { checkout, payable };
}

/**
 * What updateOrderPaid would collect, read before any charge (docs/payments.md): the checks of the change itself and
 * the payable after the member's redeemed points. The caller's transaction is rolled back.
 */
export async function payableAtPayment(scope: ChangeScope, request: OrderPaidChange): Promise<number> {
  if (scope.order.paymentStatus === 'PAID') throw conflict(ORDER_BOARD_MSG.ALREADY_PAID);
  return (await memberAtPayment(scope, request)).payable;
}

/** A payment charged before the change (docs/payments.md): the payable it was charged for, a split's rows, the link. */
export interface ChargedPayment {
  payable: number;
  tender: TenderRowOf[] | null;
  link(tx: ChangeScope['tx']): Promise<void>;
}

/** updateOrderPaid: an UNPAID order is paid with one of the store's enabled pay methods (or split over several). */
export function markPaid(request: OrderPaidChange, charged: ChargedPayment | null = null) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now } = scope;
    if (order.paymentStatus === 'PAID') throw conflict(ORDER_BOARD_MSG.ALREADY_PAID);
    const method = await payMethodRepository.find(tx, order.storeId, request.payMethodId);
    if (!method || !method.enabled) throw conflict(ORDER_MSG.PAY_METHOD_CLOSED);
    const { checkout, payable } = await memberAtPayment(scope, request);
    // Charged for another amount (the order changed meanwhile): refused, and the caller gives the charge back.
    if (charged && charged.payable !== payable) throw conflict(ORDER_BOARD_MSG.STALE);
    const cash = isCashPayMethod(method);
    const tender = charged?.tender ?? null;
    if (!tender && cash && request.paid < payable) throw badRequest(CHECKOUT_ISSUE_MESSAGE.PAYMENT_INSUFFICIENT);
    const rows = tender ?? [
      {
        payMethodId: method.id,
        payMethodName: method.name,
        statisticKey: method.statisticKey,
        amountCents: payable,
        tenderedCents: cash ? request.paid : payable,
        changeCents: (cash ? request.paid : payable) - payable,
      },
    ];
    for (const row of rows) await repo.insertPayment(tx, order, { ...row, createdAt: now });
    const tendered = rows.reduce((sum, row) => sum + row.tenderedCents, 0);
    const change = rows.reduce((sum, row) => sum + row.changeCents, 0);
    const buyer = request.invoice ? { invoiceType: request.invoice.type, invoiceCode: request.invoice.number } : {};
    await repo.saveOrderFields(tx, order.storeId, order.id, { paymentStatus: 'PAID', paidCents: tendered, changeCents: change, ...buyer });
    if (charged) await charged.link(tx);
    if (checkout) {
      const summary = memberSummaryOf(checkout, payable, true);
      await recordMemberOrder(tx, { storeId: order.storeId, orderId: order.id, checkout, summary, payable, paid: true, now });
    } else {
      const claim = await planPointsClaim(tx, order.storeId, payable, now);
      if (claim) await recordPointsClaim(tx, order.storeId, order.id, claim, now);
    }
    const names = [...new Set(rows.map((row) => row.payMethodName))].join('、');
    return { reason: `付款：${names}`, paymentChanged: true, invoiceAtPayment: true };
  };
}
