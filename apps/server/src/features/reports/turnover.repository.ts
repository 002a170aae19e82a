import { ORDER_SOURCES, type OrderSource, type OrderStatus, type OrderType, type PaymentStatus, type ReportOrderFilter } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { intArray } from '../../platform/db/sql.js';
import { turnoverStatements } from './report-statements.sql.js';

/** The turnover report's SQL: the order list, its totals and totals per pay method (stored cents, never repriced). */

export interface TurnoverOrderRow {
  id: number;
  orderNumber: number;
  businessDate: string;
  createdAt: Date;
  source: OrderSource;
  type: OrderType;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  tableNumber: string | null;
  entertain: boolean;
  subtotalCents: number;
  entertainCents: number;
  automaticDiscountCents: number;
  couponDiscountCents: number;
  manualDiscountCents: number;
  payableCents: number;
  paidCents: number;
  changeCents: number;
  invoiceType: string | null;
  remark: string;
}

export interface TurnoverPaymentRow {
  orderId: number;
  payMethodId: number | null;
  name: string;
  statisticKey: string;
  amountCents: number;
}

export interface RevenueRow {
  orderCount: number;
  gross: number;
  entertain: number;
  automaticDiscount: number;
  couponDiscount: number;
  manualDiscount: number;
  net: number;
  cancelledCount: number;
  cancelledAmount: number;
  unpaidCount: number;
  unpaidAmount: number;
  refundCount: number;
  refundAmount: number;
  bySource: { source: OrderSource; orderCount: number; net: number }[];
}

export interface PayMethodTotalRow {
  payMethodId: number | null;
  name: string;
  statisticKey: string;
  orderCount: number;
  amount: number;
}

export interface RemovableOrderRow {
  id: number;
  status: OrderStatus;
  removed: boolean;
  orderNumber: number;
  businessDate: string;
  payableCents: number;
  /** The finished shift (交班) holding the order, or null while it is in none. */
  shiftId: number | null;
}

/** Sums come back from PostgreSQL as bigint / numeric text; they are cents well inside a safe integer. */
const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
/** Dates are read as text (`::text`): a driver's Date would carry the server's own time zone into a calendar day. */
const day = (value: unknown): string => String(value);

export const turnoverRepository = {
  async page(db: Executor, filter: ReportOrderFilter, limit: number, offset: number): Promise<TurnoverOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, turnoverStatements.page(filter, limit, offset));
    return rows.map((row) => ({
      id: int(row.id),
      orderNumber: int(row.order_number),
      businessDate: day(row.business_date),
      createdAt: instant(row.created_at),
      source: row.source as OrderSource,
      type: row.type as OrderType,
      status: row.status as OrderStatus,
      paymentStatus: row.payment_status as PaymentStatus,
      tableNumber: (row.table_number as string | null) ?? null,
      entertain: Boolean(row.entertain),
      subtotalCents: int(row.subtotal_cents),
      entertainCents: int(row.entertain_cents),
      automaticDiscountCents: int(row.automatic_discount_cents),
      couponDiscountCents: int(row.coupon_discount_cents),
      manualDiscountCents: int(row.manual_discount_cents),
      payableCents: int(row.payable_cents),
      paidCents: int(row.paid_cents),
      changeCents: int(row.change_cents),
      invoiceType: (row.invoice_type as string | null) ?? null,
      remark: String(row.remark ?? ''),
    }));
  },

  async count(db: Executor, filter: ReportOrderFilter): Promise<number> {
    const [row] = await queryRows<{ total: unknown }>(db, turnoverStatements.count(filter));
    return int(row?.total);
  },

  /** The payments of some orders of one store, in the order they were taken. */
  async payments(db: Executor, storeId: number, orderIds: readonly number[]): Promise<TurnoverPaymentRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select order_id, pay_method_id, pay_method_name, statistic_key, amount_cents
      from order_payments
      where store_id = ${storeId}::int and order_id = any(${intArray(orderIds)}::bigint[])
      order by order_id, id`);
    return rows.map((row) => ({
      orderId: int(row.order_id),
      payMethodId: row.pay_method_id === null ? null : int(row.pay_method_id),
      name: String(row.pay_method_name),
      statisticKey: String(row.statistic_key),
      amountCents: int(row.amount_cents),
    }));
  },

  async revenue(db: Executor, filter: ReportOrderFilter): Promise<RevenueRow> {
    const [row] = await queryRows<Record<string, unknown>>(db, turnoverStatements.revenue(filter));
    return revenueRowOf(row);
  },

  /** Each store's revenue over the range, unfiltered (a store without orders in it: all zeros). */
  async revenueByStore(db: Executor, storeIds: readonly number[], range: { startDate: string; endDate: string }): Promise<Map<number, RevenueRow>> {
    if (storeIds.length === 0) return new Map();
    const rows = await queryRows<Record<string, unknown>>(db, turnoverStatements.revenueByStore(storeIds, range));
    const byStore = new Map(rows.map((row) => [int(row.store_id), revenueRowOf(row)]));
    return new Map(storeIds.map((storeId) => [storeId, byStore.get(storeId) ?? revenueRowOf(undefined)]));
  },

  async payMethodTotals(db: Executor, filter: ReportOrderFilter): Promise<PayMethodTotalRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, turnoverStatements.payMethodTotals(filter));
    return rows.map((row) => ({
      payMethodId: row.pay_method_id === null ? null : int(row.pay_method_id),
      name: String(row.pay_method_name),
      statisticKey: String(row.statistic_key),
      orderCount: int(row.order_count),
      amount: int(row.amount),
    }));
  },

  /** Locks the store's listed orders for removal (in id order, so two removals never deadlock). */
  async lockForRemoval(db: Executor, storeId: number, ids: readonly number[]): Promise<RemovableOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select id, status, removed_at is not null as removed, order_number, business_date::text as business_date, payable_cents,
        shift_id
      from orders
      where store_id = ${storeId}::int and id = any(${intArray(ids)}::bigint[])
      order by id
      for update`);
    return rows.map((row) => ({
      id: int(row.id),
      status: row.status as OrderStatus,
      removed: Boolean(row.removed),
      orderNumber: int(row.order_number),
      businessDate: day(row.business_date),
      payableCents: int(row.payable_cents),
      shiftId: row.shift_id === null ? null : int(row.shift_id),
    }));
  },

  /** Marks the orders removed; bumps their version so an edit made from a stale read fails (409). */
  async markRemoved(
    db: Executor,
    storeId: number,
    ids: readonly number[],
    removal: { userId: number; reason: string; now: Date },
  ): Promise<number> {
    const rows = await queryRows<{ id: unknown }>(db, sql`
      update orders
      set removed_at = ${removal.now.toISOString()}::timestamptz, removed_by = ${removal.userId}::int,
          removed_reason = ${removal.reason}, version = version + 1, updated_at = ${removal.now.toISOString()}::timestamptz
      where store_id = ${storeId}::int and id = any(${intArray(ids)}::bigint[]) and removed_at is null
      returning id`);
    return rows.length;
  },

  async storeOf(db: Executor, storeId: number): Promise<{ name: string; timeZone: string } | undefined> {
    const [row] = await queryRows<{ name: string; time_zone: string }>(db, sql`
      select name, time_zone from stores where id = ${storeId}::int`);
    return row ? { name: row.name, timeZone: row.time_zone } : undefined;
  },
};

function revenueRowOf(row: Record<string, unknown> | undefined): RevenueRow {
  return {
    orderCount: int(row?.order_count),
    gross: int(row?.gross),
    entertain: int(row?.entertain),
    automaticDiscount: int(row?.automatic_discount),
    couponDiscount: int(row?.coupon_discount),
    manualDiscount: int(row?.manual_discount),
    net: int(row?.net),
    cancelledCount: int(row?.cancelled_count),
    cancelledAmount: int(row?.cancelled_amount),
    unpaidCount: int(row?.unpaid_count),
    unpaidAmount: int(row?.unpaid_amount),
    refundCount: int(row?.refund_count),
    refundAmount: int(row?.refund_amount),
    bySource: ORDER_SOURCES.map((source, index) => ({
      source,
      orderCount: int(row?.[`source_count_${index}`]),
      net: int(row?.[`source_net_${index}`]),
    })),
  };
}
