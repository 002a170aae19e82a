import type { ShiftPayMethodTotal, ShiftSales, ShiftTotals } from '@diancan/core';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { shifts, stores, users } from '../../platform/db/schema/index.js';

export type ShiftRow = typeof shifts.$inferSelect;
export type ShiftView = ShiftRow & { finishedByName: string | null };

/**
 * Which rows a total is computed over: the rows of a finished shift, or (the open shift's preview) the rows a finish
 * right now would close into it.
 */
export type ShiftScope = { shiftId: number } | { unassignedUpTo: Date };

const finisher = alias(users, 'finisher');
const viewColumns = { shift: shifts, finishedByName: finisher.name };
const live = (storeId: number) => and(eq(shifts.storeId, storeId), isNull(shifts.removedAt));

function toView(row: { shift: ShiftRow; finishedByName: string | null }): ShiftView {
  return { ...row.shift, finishedByName: row.finishedByName };
}

/**
 * The orders a finish closes into a shift: committed, not yet in a shift, made up to the finish, and settled
 * (paid, or cancelled). An unpaid open order (a mobile order not paid yet) waits for the shift its payment falls in.
 */
function unassignedOrders(storeId: number, upTo: Date): SQL {
  return sql`o.store_id = ${storeId} and o.shift_id is null and o.created_at <= ${upTo.toISOString()}::timestamptz
    and (o.payment_status = 'PAID' or o.status = 'CANCELLED')`;
}

function ordersIn(storeId: number, scope: ShiftScope): SQL {
  return 'shiftId' in scope ? sql`o.store_id = ${storeId} and o.shift_id = ${scope.shiftId}` : unassignedOrders(storeId, scope.unassignedUpTo);
}

function recordsIn(storeId: number, scope: ShiftScope): SQL {
  return 'shiftId' in scope
    ? sql`r.store_id = ${storeId} and r.shift_id = ${scope.shiftId}`
    : sql`r.store_id = ${storeId} and r.shift_id is null and r.created_at <= ${scope.unassignedUpTo.toISOString()}::timestamptz`;
}

/** Refunds (issue 21) are handed over like drawer records: by the shift they were made in. */
function refundsIn(storeId: number, scope: ShiftScope): SQL {
  return 'shiftId' in scope
    ? sql`f.store_id = ${storeId} and f.shift_id = ${scope.shiftId}`
    : sql`f.store_id = ${storeId} and f.shift_id is null and f.created_at <= ${scope.unassignedUpTo.toISOString()}::timestamptz`;
}

/** Runs an UPDATE ... RETURNING 1 and answers how many rows it changed, without sending them back. */
async function countOf(tx: Executor, update: SQL): Promise<number> {
  const [row] = await queryRows<{ changed: string | number }>(tx, sql`with changed as (${update}) select count(*) as changed from changed`);
  return Number(row?.changed ?? 0);
}

export const shiftRepository = {
  async storeTimeZone(db: Executor, storeId: number): Promise<{ name: string; timeZone: string }> {
    const [row] = await db.select({ name: stores.name, timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    if (!row) throw new Error(`store ${storeId} not found`);
    return row;
  },

  /** The store's open shift, row-locked until the transaction ends: one finish at a time per store. */
  async lockOpen(tx: Executor, storeId: number): Promise<ShiftRow | undefined> {
    const [row] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.storeId, storeId), eq(shifts.status, 'OPEN')))
      .for('update');
    return row;
  },

  async findOpen(db: Executor, storeId: number): Promise<ShiftRow | undefined> {
    const [row] = await db.select().from(shifts).where(and(eq(shifts.storeId, storeId), eq(shifts.status, 'OPEN')));
    return row;
  },

  /**
   * Opens a shift numbered after the store's last one. Does nothing when the store already has an open shift or a
   * concurrent call took the number (both unique indexes), so callers read the open shift afterwards.
   */
  async insertOpen(
    tx: Executor,
    storeId: number,
    values: { startedAt: Date; openingFloat: number; openedBy: number | null },
    now: Date,
  ): Promise<void> {
    await tx.execute(sql`
      insert into shifts (store_id, number, status, started_at, opening_float_cents, expected_cash_cents, opened_by,
        created_at, updated_at)
      select ${storeId}::int, coalesce(max(number), 0) + 1, 'OPEN', ${values.startedAt.toISOString()}::timestamptz,
        ${values.openingFloat}::bigint, ${values.openingFloat}::bigint, ${values.openedBy}::int,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from shifts where store_id = ${storeId}
      on conflict do nothing`);
  },

  /** When the store's first shift starts: its oldest sale or record not in a shift, else now. */
  async firstUnassignedAt(db: Executor, storeId: number, now: Date): Promise<Date> {
    const [row] = await queryRows<{ first: string | Date | null }>(
      db,
      sql`select least(
        (select min(created_at) from orders where store_id = ${storeId} and shift_id is null),
        (select min(created_at) from cash_drawer_records where store_id = ${storeId} and shift_id is null)) as first`,
    );
    return row?.first ? new Date(row.first) : now;
  },

  /** Stamps the shift on every order a finish closes; answers how many. Rows committed later stay for the next. */
  async assignOrders(tx: Executor, storeId: number, shiftId: number, upTo: Date): Promise<number> {
    return countOf(tx, sql`update orders o set shift_id = ${shiftId} where ${unassignedOrders(storeId, upTo)} returning 1`);
  },

  async assignDrawerRecords(tx: Executor, storeId: number, shiftId: number, upTo: Date): Promise<number> {
    return countOf(
      tx,
      sql`update cash_drawer_records r set shift_id = ${shiftId} where ${recordsIn(storeId, { unassignedUpTo: upTo })} returning 1`,
    );
  },

  async assignRefunds(tx: Executor, storeId: number, shiftId: number, upTo: Date): Promise<number> {
    return countOf(tx, sql`update einvoice_refunds f set shift_id = ${shiftId} where ${refundsIn(storeId, { unassignedUpTo: upTo })} returning 1`);
  },

  /** Sales of the scope: removed orders left out, cancelled ones counted apart and never in sales. */
  async salesOf(db: Executor, storeId: number, scope: ShiftScope): Promise<ShiftSales> {
    const [row] = await queryRows<{
      order_count: string | number;
      cancelled_count: string | number;
      cancelled_cents: string | number;
      refund_count: string | number;
      refund_cents: string | number;
      pay_methods: ShiftPayMethodTotal[] | string;
    }>(
      db,
      sql`with scoped as (
          select o.id, o.status, o.payable_cents from orders o where ${ordersIn(storeId, scope)} and o.removed_at is null
        )
        select
          (select count(*) from scoped where status <> 'CANCELLED') as order_count,
          (select count(*) from scoped where status = 'CANCELLED') as cancelled_count,
          (select coalesce(sum(payable_cents), 0) from scoped where status = 'CANCELLED') as cancelled_cents,
          (select count(*) from einvoice_refunds f where ${refundsIn(storeId, scope)} and f.reverted_at is null) as refund_count,
          (select coalesce(sum(f.amount_cents), 0) from einvoice_refunds f where ${refundsIn(storeId, scope)} and f.reverted_at is null)
            as refund_cents,
          (select coalesce(json_agg(t), '[]'::json) from (
            select p.statistic_key as "statisticKey",
              (array_agg(p.pay_method_name order by p.id desc))[1] as name,
              sum(p.amount_cents)::bigint as amount,
              count(distinct p.order_id)::int as "orderCount"
            from scoped s join order_payments p on p.store_id = ${storeId} and p.order_id = s.id
            where s.status <> 'CANCELLED'
            group by p.statistic_key
          ) t) as pay_methods`,
    );
    if (!row) throw new Error('shift sales query answered no row');
    const payMethods = typeof row.pay_methods === 'string' ? (JSON.parse(row.pay_methods) as ShiftPayMethodTotal[]) : row.pay_methods;
    return {
      payMethods: payMethods.map((total) => ({ ...total, amount: Number(total.amount), orderCount: Number(total.orderCount) })),
      orderCount: Number(row.order_count),
      cancelledCount: Number(row.cancelled_count),
      cancelledAmount: Number(row.cancelled_cents),
      refundCount: Number(row.refund_count),
      refundAmount: Number(row.refund_cents),
    };
  },

  /** Cash drawer income and expense of the scope, removed records left out. */
  async drawerOf(db: Executor, storeId: number, scope: ShiftScope): Promise<{ income: number; expense: number }> {
    const [row] = await queryRows<{ income: string | number; expense: string | number }>(
      db,
      sql`select
          coalesce(sum(r.amount_cents) filter (where r.type = 'INCOME'), 0) as income,
          coalesce(sum(r.amount_cents) filter (where r.type = 'EXPENSE'), 0) as expense
        from cash_drawer_records r where ${recordsIn(storeId, scope)} and r.removed_at is null`,
    );
    return { income: Number(row?.income ?? 0), expense: Number(row?.expense ?? 0) };
  },

  /** Stores computed totals (a finish also sets the counted cash; a recalculate keeps it). */
  async saveTotals(tx: Executor, id: number, totals: ShiftTotals, now: Date): Promise<void> {
    await tx
      .update(shifts)
      .set({
        cashSalesCents: totals.cashSales,
        otherSalesCents: totals.otherSales,
        salesTotalCents: totals.salesTotal,
        payMethods: totals.payMethods,
        orderCount: totals.orderCount,
        cancelledCount: totals.cancelledCount,
        cancelledCents: totals.cancelledAmount,
        refundCount: totals.refundCount,
        refundCents: totals.refundAmount,
        drawerIncomeCents: totals.drawerIncome,
        drawerExpenseCents: totals.drawerExpense,
        expectedCashCents: totals.expectedCash,
        countedCashCents: totals.countedCash,
        differenceCents: totals.difference,
        calculatedAt: now,
        updatedAt: now,
      })
      .where(eq(shifts.id, id));
  },

  async markFinished(
    tx: Executor,
    id: number,
    values: { finishedAt: Date; businessDate: string; remark: string; finishedBy: number },
  ): Promise<void> {
    await tx
      .update(shifts)
      .set({ status: 'FINISHED', ...values, updatedAt: values.finishedAt })
      .where(eq(shifts.id, id));
  },

  async find(db: Executor, storeId: number, id: number): Promise<ShiftView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(shifts)
      .leftJoin(finisher, eq(finisher.id, shifts.finishedBy))
      .where(and(live(storeId), eq(shifts.id, id)));
    return row && toView(row);
  },

  /** Finished shifts of the store whose business day is in the range, newest first. */
  async page(db: Executor, storeId: number, range: { startDate: string; endDate: string }, limit: number, offset: number) {
    const where = and(live(storeId), gte(shifts.businessDate, range.startDate), lte(shifts.businessDate, range.endDate));
    const [rows, [total]] = await Promise.all([
      db
        .select(viewColumns)
        .from(shifts)
        .leftJoin(finisher, eq(finisher.id, shifts.finishedBy))
        .where(where)
        .orderBy(desc(shifts.finishedAt), desc(shifts.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(shifts).where(where),
    ]);
    return { rows: rows.map(toView), total: total?.total ?? 0 };
  },

  /** The shifts finished on one business day, in the order they were finished. */
  async ofDay(db: Executor, storeId: number, date: string): Promise<ShiftView[]> {
    const rows = await db
      .select(viewColumns)
      .from(shifts)
      .leftJoin(finisher, eq(finisher.id, shifts.finishedBy))
      .where(and(live(storeId), eq(shifts.businessDate, date)))
      .orderBy(asc(shifts.finishedAt), asc(shifts.id));
    return rows.map(toView);
  },

  /** The listed shifts of the store that are not removed, row-locked in id order (two callers never deadlock). */
  async lockMany(tx: Executor, storeId: number, ids: readonly number[]): Promise<ShiftRow[]> {
    return tx
      .select()
      .from(shifts)
      .where(and(live(storeId), inArray(shifts.id, [...ids])))
      .orderBy(asc(shifts.id))
      .for('update');
  },

  async softRemove(tx: Executor, ids: readonly number[], values: { removedBy: number; reason: string }, now: Date): Promise<void> {
    await tx
      .update(shifts)
      .set({ removedAt: now, removedBy: values.removedBy, removedReason: values.reason, updatedAt: now })
      .where(inArray(shifts.id, [...ids]));
  },

  /** The finished shifts the listed orders are in (for a recalculate after the orders changed). */
  async shiftIdsOfOrders(db: Executor, storeId: number, orderIds: readonly number[]): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await queryRows<{ shift_id: string | number }>(
      db,
      sql`select distinct o.shift_id from orders o
        where o.store_id = ${storeId} and o.id = any(${`{${orderIds.join(',')}}`}::bigint[]) and o.shift_id is not null`,
    );
    return rows.map((row) => Number(row.shift_id));
  },
};
