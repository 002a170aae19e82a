import { isDeliveryPlatformSource, isFrontStageSource, ORDER_BOARD_MSG, type OrderStatus } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import type { OrderInvoicePort } from '../einvoice/index.js';
import { recalculateShiftsOfOrders } from '../shifts/index.js';
import { orderBoardRepository, type OrderRow } from './order-board.repository.js';
import { NO_PLATFORM_ORDERS, type PlatformOrderPort } from './platform-order-port.js';

/**
 * The frame of every change of one order (docs/order-board.md), in ONE transaction:
 *   lock the order row -> 404 when the store has no such order, 409 when it was removed or when the version the
 *   client read is not the current one -> the change itself -> the new version (and status) with a history row ->
 *   the e-invoice follows (reissued when lines or amounts changed, voided when cancelled) -> a finished shift (交班)
 *   holding the order is recomputed when its money changed -> commit -> ORDER_UPDATED (after MENU_CHANGED when a
 *   limited stock moved).
 * The row lock serializes changes of one order: of two edits of one version, the second waits, then sees the new
 * version and answers 409 訂單已被更新，請重新整理.
 */

export interface ChangeTarget {
  storeId: number;
  orderId: number;
  /** The version the client read; null for a customer, who holds no version (the change applies to the current one). */
  version: number | null;
  /**
   * Other orders the work writes (a merge's checks): locked with the target in id order before the work runs, so two
   * changes over the same orders from opposite ends (A into B, B into A) wait for each other instead of deadlocking.
   */
  lockWith?: readonly number[];
}

export interface ChangeScope {
  tx: Transaction;
  /** The locked row as it was before the change. */
  order: OrderRow;
  now: Date;
  /** Null for a customer's change of their own front-stage order. */
  userId: number | null;
}

export interface ChangeOutcome {
  /** The status after the change; the same status when left out. */
  status?: OrderStatus;
  /** What was done, for the history (e.g. 新增餐點：紅茶 x1); null for a plain status change. */
  reason: string | null;
  /** Lines or amounts changed: an issued e-invoice no longer matches the order. */
  invoiceAffected?: boolean;
  /** A payment was taken: the money of the order's shift changed (amount changes count through invoiceAffected). */
  paymentChanged?: boolean;
  /** An unpaid order was paid: its e-invoice is issued now when it is due. */
  invoiceAtPayment?: boolean;
  /** A limited stock moved: the store's POS refetch their menu. */
  stockChanged?: boolean;
  /** Other orders the change wrote (a split's new checks, a merge's closed ones): ORDER_UPDATED for each. */
  alsoChanged?: { orderId: number; status: OrderStatus; version: number }[];
  /** Dining tables whose floor state changed besides the order's own (a move's new table). */
  tablesChanged?: number[];
}

/**
 * 'edit': information, refused on a cancelled order. 'lines': an edit of the lines or their prices, refused on a
 * delivery platform's order too (the platform's order and prices stand, issue 20). 'status': the flow decides.
 */
export type ChangeKind = 'edit' | 'lines' | 'status';

export class OrderChangeRunner {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly invoices: OrderInvoicePort,
    private readonly platformOrders: PlatformOrderPort = NO_PLATFORM_ORDERS,
  ) {}

  run<T>(
    userId: number | null,
    target: ChangeTarget,
    kind: ChangeKind,
    work: (scope: ChangeScope) => Promise<ChangeOutcome>,
    answer: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const { storeId, orderId } = target;
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        if (target.lockWith?.length) await orderBoardRepository.lockOrders(tx, storeId, [orderId, ...target.lockWith]);
        const order = await orderBoardRepository.lockOrder(tx, storeId, orderId);
        if (!order) throw notFound(ORDER_BOARD_MSG.NOT_FOUND);
        if (order.removedAt !== null) throw conflict(ORDER_BOARD_MSG.REMOVED);
        if (target.version !== null && order.version !== target.version) throw conflict(ORDER_BOARD_MSG.STALE);
        if (kind !== 'status' && order.status === 'CANCELLED') throw conflict(ORDER_BOARD_MSG.CANCELLED);
        if (kind === 'lines' && isDeliveryPlatformSource(order.source)) throw conflict(ORDER_BOARD_MSG.PLATFORM_LINES);

        const outcome = await work({ tx, order, now, userId });
        const status = outcome.status ?? order.status;
        const version = order.version + 1;
        await orderBoardRepository.recordChanges(tx, storeId, userId, now, [
          { orderId, fromStatus: order.status, toStatus: status, version, reason: outcome.reason },
        ]);
        const invoiceChange = { storeId, orderId, userId, now };
        const cancelled = status === 'CANCELLED' && order.status !== 'CANCELLED';
        const platform =
          status === order.status
            ? { issueInvoice: false }
            : await this.platformOrders.afterStatusChange(tx, { storeId, orderId, from: order.status, to: status, reason: outcome.reason, now });
        if (cancelled) {
          await this.invoices.voidForOrder(tx, { ...invoiceChange, reason: '訂單取消' });
        } else if (outcome.invoiceAffected) {
          await this.invoices.reissueForOrder(tx, { ...invoiceChange, reason: '訂單修改' });
        } else if (outcome.invoiceAtPayment) {
          await this.invoices.issueForOrder(tx, { ...invoiceChange, reason: '付款' });
        } else if (platform.issueInvoice) {
          await this.invoices.issueForOrder(tx, { ...invoiceChange, reason: '外送平台訂單完成' });
        }
        // An order already closed into a finished shift: the handover's totals follow, in this transaction.
        if (order.shiftId !== null && (cancelled || outcome.invoiceAffected || outcome.paymentChanged)) {
          await recalculateShiftsOfOrders(tx, storeId, [orderId], now);
        }
        if (outcome.stockChanged) outbox.add({ destination: 'store', storeId }, 'MENU_CHANGED', { storeId });
        outbox.add({ destination: 'store', storeId }, 'ORDER_UPDATED', { storeId, orderId, status, version });
        for (const other of outcome.alsoChanged ?? []) outbox.add({ destination: 'store', storeId }, 'ORDER_UPDATED', { storeId, ...other });
        // Table service (docs/tables.md): the 桌位 views re-read the floor.
        const tableIds = [...new Set([...(order.tableId === null ? [] : [order.tableId]), ...(outcome.tablesChanged ?? [])])];
        if (tableIds.length > 0) outbox.add({ destination: 'store', storeId }, 'TABLE_CHANGED', { storeId, tableIds });
        if (isFrontStageSource(order.source)) outbox.add({ destination: 'frontOrder', orderId }, 'ORDER_UPDATED', { storeId, orderId, status, version });
        return answer(tx);
      }),
    );
  }
}
