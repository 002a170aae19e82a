import type { CashDrawerRecordType, ShiftPayMethodTotal, ShiftStatus } from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * Reports tables (issue 8; docs/reports.md): shift handovers (交班) and cash drawer records (臨時收支).
 *
 * A store has at most one OPEN shift (partial unique index). Finishing it stamps its id on the store's orders and
 * cash drawer records that have none yet, stores the totals computed from those rows, and opens the next shift in
 * the same transaction. Totals are stored (a handover is a signed-off count) and recomputed only by recalculate.
 * Amount totals are bigint: a busy month summed by detailByDate stays exact past NT$21 million.
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);
const totalCents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const shifts = pgTable(
  'shifts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    /** 1, 2, 3, ... per store, in the order shifts open. */
    number: integer('number').notNull(),
    status: text('status').$type<ShiftStatus>().notNull(),
    /** The previous shift's finish (or the store's first unassigned sale for its first shift). */
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    /** The store's calendar day of the finish: the shift list and detailByDate filter on it. */
    businessDate: date('business_date', { mode: 'string' }),
    /** The float left in the drawer when the shift opened (set by the previous finish). */
    openingFloatCents: totalCents('opening_float_cents'),
    cashSalesCents: totalCents('cash_sales_cents'),
    otherSalesCents: totalCents('other_sales_cents'),
    salesTotalCents: totalCents('sales_total_cents'),
    /** Per statistic key: `{statisticKey, name, amount, orderCount}`, CASH first. */
    payMethods: jsonb('pay_methods').$type<ShiftPayMethodTotal[]>().notNull().default([]),
    orderCount: integer('order_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    cancelledCents: totalCents('cancelled_cents'),
    /** Refunds made during the shift (issue 21), whatever day their orders were sold; reverted ones left out. */
    refundCount: integer('refund_count').notNull().default(0),
    refundCents: totalCents('refund_cents'),
    drawerIncomeCents: totalCents('drawer_income_cents'),
    drawerExpenseCents: totalCents('drawer_expense_cents'),
    expectedCashCents: totalCents('expected_cash_cents'),
    /** What the cashier counted at the finish; null while open. */
    countedCashCents: bigint('counted_cash_cents', { mode: 'number' }),
    differenceCents: bigint('difference_cents', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    openedBy: integer('opened_by').references(() => users.id),
    finishedBy: integer('finished_by').references(() => users.id),
    /** When the stored totals were computed (the finish or the last recalculate). */
    calculatedAt: instant('calculated_at'),
    /** Soft removal (batchRemove, with its reason); the shift's orders and records keep its id. */
    removedAt: instant('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
    removedReason: text('removed_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shifts_store_number_key').on(t.storeId, t.number),
    uniqueIndex('shifts_store_open_key').on(t.storeId).where(sql`status = 'OPEN'`),
    index('shifts_store_day_idx').on(t.storeId, t.businessDate),
  ],
);

export const cashDrawerRecords = pgTable(
  'cash_drawer_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    /** The store's calendar day the record was made. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    type: text('type').$type<CashDrawerRecordType>().notNull(),
    /** Above 0; the type says which way the money went. */
    amountCents: integer('amount_cents').notNull(),
    remark: text('remark').notNull().default(''),
    /** The shift it was handed over in; null until that shift is finished (like orders.shift_id). */
    shiftId: bigint('shift_id', { mode: 'number' }).references(() => shifts.id),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft removal (batchRemove of the open shift's records); removed records count in no total. */
    removedAt: instant('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
  },
  (t) => [
    index('cash_drawer_records_store_day_idx').on(t.storeId, t.businessDate),
    index('cash_drawer_records_store_unshifted_idx').on(t.storeId, t.createdAt).where(sql`shift_id is null`),
    index('cash_drawer_records_store_shift_idx').on(t.storeId, t.shiftId),
  ],
);
