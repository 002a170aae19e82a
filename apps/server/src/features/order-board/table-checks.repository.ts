import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { orderLines, orders } from '../../platform/db/schema/index.js';
import type { LineRow, OrderAmounts, OrderRow } from './order-board.repository.js';

/** The SQL of split, move and merge (docs/tables.md); the orders involved are locked by the caller. */

/** A split check's amounts: its share, its discounts kept as money (no tier, no coupon). */
export type ShareAmounts = Omit<OrderAmounts, 'automaticDiscountId' | 'automaticDiscountName'> & { manualDiscountType: 'MONEY' | null };

const o = orders;
const l = orderLines;

export const tableChecksRepository = {
  /**
   * A new unpaid check split off `original`: the same day, table, type, status and source, the day's next order
   * number (the counter row, as the checkout takes it), its first history row.
   */
  async insertSplitCheck(
    db: Executor,
    original: OrderRow,
    amounts: ShareAmounts,
    context: { now: Date; userId: number | null; reason: string },
  ): Promise<{ id: number; orderNumber: number }> {
    const at = context.now.toISOString();
    const rows = await queryRows<{ id: number | string; order_number: number }>(db, sql`
      with next_number as (
        insert into order_number_counters (store_id, business_date, last_number)
        values (${original.storeId}::int, ${original.businessDate}::date, 1)
        on conflict (store_id, business_date) do update set last_number = order_number_counters.last_number + 1
        returning last_number
      ), new_order as (
        insert into orders (store_id, business_date, order_number, status, payment_status, version, source, type,
          table_number, remark, entertain, subtotal_cents, entertain_cents, automatic_discount_cents, coupon_discount_cents,
          total_cents, manual_discount_type, manual_discount_cents, service_charge_cents, payable_cents, paid_cents,
          change_cents, created_by, created_at, updated_at, status_changed_at, table_id, guests, service_charge_percent,
          split_from_order_id)
        select ${original.storeId}::int, ${original.businessDate}::date, next_number.last_number, ${original.status}::text,
          'UNPAID', 1, ${original.source}::text, ${original.type}::text, ${original.tableNumber}::text, '',
          ${original.entertain}::boolean, ${amounts.subtotalCents}::int, ${amounts.entertainCents}::int, 0, 0,
          ${amounts.totalCents}::int, ${amounts.manualDiscountType}::text, ${amounts.manualDiscountCents}::int,
          ${amounts.serviceChargeCents}::int, ${amounts.payableCents}::int, 0, 0, ${context.userId}::int, ${at}::timestamptz,
          ${at}::timestamptz, ${at}::timestamptz, ${original.tableId}::bigint, null, ${original.serviceChargePercent}::int,
          ${original.id}::bigint
        from next_number
        returning id, order_number, status
      ), first_status as (
        insert into order_status_history (store_id, order_id, from_status, to_status, version, changed_by, reason, changed_at)
        select ${original.storeId}::int, new_order.id, null, new_order.status, 1, ${context.userId}::int, ${context.reason}::text,
          ${at}::timestamptz
        from new_order
      )
      select id, order_number from new_order`);
    const row = rows[0];
    if (!row) throw new Error('split check not written');
    return { id: Number(row.id), orderNumber: Number(row.order_number) };
  },

  /** Copies of lines (their snapshots) on another order, with the counts and amounts given. */
  async insertLineCopies(db: Executor, order: { storeId: number; id: number }, lines: readonly { from: LineRow; lineNo: number; count: number; amountCents: number }[]) {
    if (lines.length === 0) return;
    await db.insert(l).values(
      lines.map(({ from, lineNo, count, amountCents }) => {
        const { id: _id, orderId: _orderId, ...snapshot } = from;
        return { ...snapshot, orderId: order.id, storeId: order.storeId, lineNo, count, amountCents };
      }),
    );
  },

  /** The original's own share after a split: its amounts, discounts as money, marked split (tiers no longer apply). */
  async saveShare(db: Executor, storeId: number, orderId: number, amounts: ShareAmounts, splitFrom: number): Promise<void> {
    await db
      .update(o)
      .set({
        ...amounts,
        automaticDiscountId: null,
        automaticDiscountName: null,
        coupon: null,
        manualDiscountRatio: null,
        splitFromOrderId: splitFrom,
      })
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },

  /** Every line of `fromOrderId` moves to `intoOrderId`, numbered after `afterLineNo`. */
  async moveLines(db: Executor, storeId: number, fromOrderId: number, intoOrderId: number, afterLineNo: number): Promise<void> {
    await db
      .update(l)
      .set({ orderId: intoOrderId, lineNo: sql`${l.lineNo} + ${afterLineNo}` })
      .where(and(eq(l.storeId, storeId), eq(l.orderId, fromOrderId)));
  },

  async setTable(db: Executor, storeId: number, orderId: number, table: { id: number; name: string }): Promise<void> {
    await db
      .update(o)
      .set({ tableId: table.id, tableNumber: table.name, type: 'INSIDE' })
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },

  async setGuests(db: Executor, storeId: number, orderId: number, guests: number | null): Promise<void> {
    await db
      .update(o)
      .set({ guests })
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },

  /** A check merged into another (併單): nothing left on it, marked where it went (its status is set by the caller). */
  async closeMerged(db: Executor, storeId: number, orderId: number, intoOrderId: number): Promise<void> {
    await db
      .update(o)
      .set({
        mergedIntoOrderId: intoOrderId,
        subtotalCents: 0,
        entertainCents: 0,
        automaticDiscountCents: 0,
        couponDiscountCents: 0,
        totalCents: 0,
        manualDiscountCents: 0,
        serviceChargeCents: 0,
        payableCents: 0,
        guests: null,
      })
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },
};
