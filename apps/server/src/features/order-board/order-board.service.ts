import {
  type AddOrderDetailRequest,
  type BatchFinishRequest,
  type BatchFinishResult,
  type CancelFreeItemRequest,
  canChangeOrderStatus,
  isFrontStageSource,
  ORDER_BOARD_MSG,
  type OrderCard,
  type OrderCardListQuery,
  type OrderDetail,
  type OrderSource,
  type OrderStatus,
  orderStatusChangeMessage,
  type RemoveOrderDetailQuery,
  type TenderPart,
  type UpdateDeliveryOrderRequest,
  type UpdateOrderDetailRequest,
  type UpdateOrderInfoRequest,
  type UpdateOrderPaidRequest,
  type OrderPaidChange,
  orderPaidChangeOf,
  type UpdateOrderStatusRequest,
  businessDateOf,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { type AppError, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { readOrderDetail } from '../orders/index.js';
import type { OrderInvoicePort } from '../einvoice/index.js';
import { type HistoryWrite, orderBoardRepository } from './order-board.repository.js';
import { readOrderCard, readOrderCards } from './order-cards.repository.js';
import { type ChangeTarget, OrderChangeRunner } from './order-change.js';
import { customerCancel, customerUpdateCount } from './customer-edits.js';
import { addLines, cancelFreeLine, markPaid, payableAtPayment, removeLine, updateInfo, updateLine } from './order-edits.js';
import { NO_OPEN_ORDER_CHARGES, type OpenOrderCharges } from './payment-port.js';

/** Thrown to roll a read-only transaction back (the payable read of updateOrderPaid). */
const ROLLBACK = Symbol('rollback');
import { changeDeliveryOrder, changeStatus } from './order-status-change.js';
import { type KitchenTickets, NO_KITCHEN_TICKETS } from './kitchen-port.js';
import { NO_PLATFORM_ORDERS, type PlatformOrderPort } from './platform-order-port.js';

type BatchOutcome = BatchFinishResult['results'][number];

/**
 * The live order board (issue 7; docs/order-board.md): cards, status changes, batch finish, edits, delivery. Every
 * change of one order goes through OrderChangeRunner (one transaction, version check, history, e-invoice, events).
 */
export class OrderBoardService {
  private readonly changes: OrderChangeRunner;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly invoices: OrderInvoicePort,
    private readonly kitchen: KitchenTickets = NO_KITCHEN_TICKETS,
    private readonly platformOrders: PlatformOrderPort = NO_PLATFORM_ORDERS,
    private readonly charges: OpenOrderCharges = NO_OPEN_ORDER_CHARGES,
  ) {
    this.changes = new OrderChangeRunner(db, clock, realtime, invoices, platformOrders);
  }

  async cardList(query: OrderCardListQuery): Promise<OrderCard[]> {
    const finishedOn = query.scope === 'TODAY' ? businessDateOf(this.clock(), await orderBoardRepository.timeZone(this.db, query.storeId)) : null;
    return readOrderCards(this.db, query.storeId, finishedOn);
  }

  /** A line's count as it stands (null: no such line): the staff policy reads it to tell a reduction (VOID). */
  async lineCount(storeId: number, orderId: number, detailId: number): Promise<number | null> {
    const line = (await orderBoardRepository.lines(this.db, storeId, orderId)).find((row) => row.id === detailId);
    return line ? Number(line.count) : null;
  }

  async card(storeId: number, orderId: number): Promise<OrderCard> {
    const card = await readOrderCard(this.db, storeId, orderId);
    if (!card) throw notFound(ORDER_BOARD_MSG.NOT_FOUND);
    return card;
  }

  async updateOrderStatus(userId: number, request: UpdateOrderStatusRequest): Promise<OrderCard> {
    const card = await this.changes.run(userId, request, 'status', changeStatus(request), (tx) => this.cardIn(tx, request));
    // A cancelled order: the kitchen gets 取消 of what it was sent.
    if (request.status === 'CANCELLED') await this.kitchen.afterOrderEdit(request.storeId, request.orderId);
    return card;
  }

  addOrderDetail(userId: number, request: AddOrderDetailRequest): Promise<OrderDetail> {
    return this.withKitchen(request, this.changes.run(userId, request, 'lines', addLines(request), (tx) => this.detailIn(tx, request)));
  }

  updateOrderDetail(userId: number, request: UpdateOrderDetailRequest): Promise<OrderDetail> {
    return this.withKitchen(request, this.changes.run(userId, request, 'lines', updateLine(request), (tx) => this.detailIn(tx, request)));
  }

  removeOrderDetail(userId: number, query: RemoveOrderDetailQuery): Promise<OrderDetail> {
    return this.withKitchen(query, this.changes.run(userId, query, 'lines', removeLine(query.detailId), (tx) => this.detailIn(tx, query)));
  }

  /** After a committed change of the order's lines, the kitchen hears 加點 / 取消. */
  private async withKitchen(target: ChangeTarget, change: Promise<OrderDetail>): Promise<OrderDetail> {
    const detail = await change;
    await this.kitchen.afterOrderEdit(target.storeId, target.orderId);
    return detail;
  }

  updateOrderInfo(userId: number, request: UpdateOrderInfoRequest): Promise<OrderDetail> {
    return this.changes.run(userId, request, 'edit', updateInfo(request), (tx) => this.detailIn(tx, request));
  }

  /**
   * updateOrderPaid (docs/payments.md): what the order would collect is read first; a wallet part is charged before
   * the change (the same rules as the checkout's) and tied to the order in its transaction; a refused change gives the
   * charge back. A resend of a payment the order already took answers the order.
   */
  async updateOrderPaid(userId: number, sent: UpdateOrderPaidRequest): Promise<OrderDetail> {
    const request = orderPaidChangeOf(sent);
    const { storeId, orderId } = request;
    const split = request.payments !== null;
    const parts: TenderPart[] = request.payments ?? [{ payMethodId: request.payMethodId, amount: request.paid, oneTimeKey: request.oneTimeKey }];
    const key = this.charges.keyOf(orderId, request.version, parts);
    const payable = await this.payableOf(userId, request);
    if (payable === null) return this.db.transaction((tx) => this.detailIn(tx, request));
    const charge = await this.charges.charge({ storeId, orderId, key, parts, payable, split });
    const charged = { payable, tender: charge.tender, link: (tx: Transaction) => charge.link(tx, orderId) };
    try {
      return await this.changes.run(userId, request, 'edit', markPaid(request, charged), (tx) => this.detailIn(tx, request));
    } catch (error) {
      await charge.giveBack('order payment refused');
      throw error;
    }
  }

  /**
   * The payable of an updateOrderPaid, read under the change's checks in a transaction rolled back (redeemed points
   * price the order again); null when the order already took this very payment (a resend).
   */
  private async payableOf(userId: number, request: OrderPaidChange): Promise<number | null> {
    const { storeId, orderId } = request;
    const parts: TenderPart[] = request.payments ?? [{ payMethodId: request.payMethodId, amount: request.paid, oneTimeKey: request.oneTimeKey }];
    const key = this.charges.keyOf(orderId, request.version, parts);
    let read: { payable: number } | { paid: AppError } | undefined;
    try {
      await this.db.transaction(async (tx) => {
        const order = await orderBoardRepository.lockOrder(tx, storeId, orderId);
        if (!order) throw notFound(ORDER_BOARD_MSG.NOT_FOUND);
        if (order.removedAt !== null) throw conflict(ORDER_BOARD_MSG.REMOVED);
        if (order.paymentStatus === 'PAID') {
          // Asked outside this transaction (one connection on PGlite): a resend of what the order took answers it.
          read = { paid: conflict(order.version !== request.version ? ORDER_BOARD_MSG.STALE : ORDER_BOARD_MSG.ALREADY_PAID) };
        } else {
          if (order.version !== request.version) throw conflict(ORDER_BOARD_MSG.STALE);
          if (order.status === 'CANCELLED') throw conflict(ORDER_BOARD_MSG.CANCELLED);
          read = { payable: await payableAtPayment({ tx, order, now: this.clock(), userId }, request) };
        }
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    if (!read) throw new Error('updateOrderPaid: the payable was not read');
    if ('paid' in read) {
      if (await this.charges.taken(storeId, orderId, key)) return null;
      throw read.paid;
    }
    return read.payable;
  }

  cancelFreeItem(userId: number, request: CancelFreeItemRequest): Promise<OrderDetail> {
    return this.changes.run(userId, request, 'lines', cancelFreeLine(request.detailId), (tx) => this.detailIn(tx, request));
  }

  updateDeliveryOrder(userId: number, request: UpdateDeliveryOrderRequest): Promise<OrderDetail> {
    const { storeId: _storeId, orderId: _orderId, version: _version, ...change } = request;
    return this.changes.run(userId, request, 'edit', changeDeliveryOrder(change), (tx) => this.detailIn(tx, request));
  }

  /**
   * A status change nobody at the counter made (a delivery platform's auto-accept or cancellation): no version to
   * check and no user; the flow's rules, history, stock, e-invoice and events as for any change.
   */
  async systemStatusChange(storeId: number, orderId: number, status: OrderStatus, reason: string): Promise<void> {
    const request: UpdateOrderStatusRequest = { storeId, orderId, version: 1, status, reason, deliveryOrder: null };
    await this.changes.run(null, { storeId, orderId, version: null }, 'status', changeStatus(request), async () => undefined);
    if (status === 'CANCELLED') await this.kitchen.afterOrderEdit(storeId, orderId);
  }

  /**
   * A phone payment settled (docs/payments.md): the order is paid with the provider's pay method as the counter would
   * (e-invoice at payment), and a 先付款 order waiting for it is released to the board. Answers what the NEW_ORDER of
   * a released order needs, or null when it was not waiting.
   */
  async systemMarkPaid(storeId: number, orderId: number, payMethodId: number, reason: string): Promise<{ orderNumber: number; source: OrderSource } | null> {
    const pay = markPaid({ storeId, orderId, version: 1, payMethodId, paid: 0, oneTimeKey: null, payments: null, invoice: null, memberId: null, redeemPoints: 0 });
    let released: { orderNumber: number; source: OrderSource } | null = null;
    await this.changes.run(
      null,
      { storeId, orderId, version: null },
      'edit',
      async (scope) => {
        const outcome = await pay(scope);
        if (scope.order.awaitingPayment) {
          await orderBoardRepository.saveOrderFields(scope.tx, storeId, orderId, { awaitingPayment: false });
          released = { orderNumber: scope.order.orderNumber, source: scope.order.source };
        }
        return { ...outcome, reason };
      },
      async () => undefined,
    );
    return released;
  }

  /** order/remove: a customer takes back their own front-stage order while it is NEW and unpaid. */
  async customerCancel(storeId: number, orderId: number): Promise<void> {
    await this.changes.run(null, { storeId, orderId, version: null }, 'status', customerCancel(), async () => undefined);
  }

  /** order/updateCount: a customer changes a line's count of their own front-stage order while it is NEW and unpaid. */
  async customerUpdateCount(storeId: number, orderId: number, lineNo: number, count: number): Promise<void> {
    await this.changes.run(null, { storeId, orderId, version: null }, 'lines', customerUpdateCount(lineNo, count), async () => undefined);
  }

  /**
   * Finishes (COMPLETED) several orders in one transaction: the rows are locked in id order, each is checked on its
   * own (found, not removed, at the version sent, allowed by the flow), and the ones that pass are finished with two
   * statements (the orders, their history rows); delivery orders are marked delivered. One ORDER_UPDATED each.
   */
  batchFinish(userId: number, request: BatchFinishRequest): Promise<BatchFinishResult> {
    const { storeId } = request;
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const rows = await orderBoardRepository.lockOrders(
          tx,
          storeId,
          request.orders.map((order) => order.orderId),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const finished: HistoryWrite[] = [];
        const deliveries: number[] = [];
        const frontOrders = new Set<number>();
        const results = request.orders.map(({ orderId, version }): BatchOutcome => {
          const row = byId.get(orderId);
          const refused = (message: string): BatchOutcome => ({ orderId, finished: false, message, version: row?.version ?? null });
          if (!row) return refused(ORDER_BOARD_MSG.NOT_FOUND);
          if (row.removedAt !== null) return refused(ORDER_BOARD_MSG.REMOVED);
          if (row.version !== version) return refused(ORDER_BOARD_MSG.STALE);
          if (!canChangeOrderStatus(row.status, 'COMPLETED')) return refused(orderStatusChangeMessage(row.status, 'COMPLETED'));
          finished.push({ orderId, fromStatus: row.status, toStatus: 'COMPLETED', version: row.version + 1, reason: null });
          if (isFrontStageSource(row.source)) frontOrders.add(orderId);
          if (row.type === 'DELIVERY') deliveries.push(orderId);
          return { orderId, finished: true, message: null, version: row.version + 1 };
        });
        await orderBoardRepository.recordChanges(tx, storeId, userId, now, finished);
        await orderBoardRepository.markDelivered(tx, storeId, deliveries, now);
        for (const change of finished) {
          // A delivery platform's order: its e-invoice at completion, when the store issues them (PlatformOrderPort).
          const move = { storeId, orderId: change.orderId, from: change.fromStatus, to: 'COMPLETED' as const, reason: null, now };
          if ((await this.platformOrders.afterStatusChange(tx, move)).issueInvoice) {
            await this.invoices.issueForOrder(tx, { storeId, orderId: change.orderId, userId, now, reason: '外送平台訂單完成' });
          }
        }
        for (const change of finished) {
          const data = { storeId, orderId: change.orderId, status: 'COMPLETED', version: change.version };
          outbox.add({ destination: 'store', storeId }, 'ORDER_UPDATED', data);
          if (frontOrders.has(change.orderId)) outbox.add({ destination: 'frontOrder', orderId: change.orderId }, 'ORDER_UPDATED', data);
        }
        return { results, finishedCount: finished.length };
      }),
    );
  }

  private async cardIn(tx: Transaction, target: ChangeTarget): Promise<OrderCard> {
    const card = await readOrderCard(tx, target.storeId, target.orderId);
    if (!card) throw new Error('the changed order is not readable');
    return card;
  }

  private async detailIn(tx: Transaction, target: ChangeTarget): Promise<OrderDetail> {
    const detail = await readOrderDetail(tx, target.storeId, target.orderId);
    if (!detail) throw new Error('the changed order is not readable');
    return detail;
  }
}
