import type { AutomaticDiscountTier, OrderStatus } from '@diancan/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import {
  automaticDiscounts,
  deliveryOrders,
  orderLines,
  orderPayments,
  orders,
  orderStatusHistory,
  stores,
} from '../../platform/db/schema/index.js';
import { intArray } from '../../platform/db/sql.js';
import type { LineSnapshot } from '../orders/index.js';

/** The SQL of the order board's changes. Every read of an order to change locks its row first. */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
export type DeliveryRow = typeof deliveryOrders.$inferSelect;

/** The amounts an order keeps, as core computed them. */
export type OrderAmounts = Pick<
  OrderRow,
  | 'subtotalCents'
  | 'entertainCents'
  | 'automaticDiscountCents'
  | 'automaticDiscountId'
  | 'automaticDiscountName'
  | 'pointsDiscountCents'
  | 'couponDiscountCents'
  | 'totalCents'
  | 'manualDiscountCents'
  | 'serviceChargeCents'
  | 'payableCents'
  | 'paidCents'
  | 'changeCents'
>;

export interface HistoryWrite {
  orderId: number;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  version: number;
  reason: string | null;
}

const o = orders;
const l = orderLines;

export const orderBoardRepository = {
  /** Locks the order row until the transaction ends; undefined for another store's order or none. */
  async lockOrder(db: Executor, storeId: number, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(o)
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)))
      .for('update');
    return row;
  },

  /** Locks several orders in id order, so two batches over the same orders never deadlock. */
  async lockOrders(db: Executor, storeId: number, orderIds: readonly number[]): Promise<OrderRow[]> {
    return db
      .select()
      .from(o)
      .where(and(eq(o.storeId, storeId), inArray(o.id, [...orderIds])))
      .orderBy(asc(o.id))
      .for('update');
  },

  async timeZone(db: Executor, storeId: number): Promise<string> {
    const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
    return row?.timeZone ?? 'Asia/Taipei';
  },

  async lines(db: Executor, storeId: number, orderId: number): Promise<LineRow[]> {
    return db
      .select()
      .from(l)
      .where(and(eq(l.storeId, storeId), eq(l.orderId, orderId)))
      .orderBy(asc(l.lineNo), asc(l.id));
  },

  async payments(db: Executor, storeId: number, orderId: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.orderId, orderId)))
      .orderBy(asc(orderPayments.id));
  },

  /** The store's enabled automatic discounts in sort order: what an edited order is priced with. */
  async activeTiers(db: Executor, storeId: number): Promise<AutomaticDiscountTier[]> {
    const d = automaticDiscounts;
    const rows = await db
      .select()
      .from(d)
      .where(and(eq(d.storeId, storeId), eq(d.enabled, true)))
      .orderBy(asc(d.sort), asc(d.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      minimumSpendingAmount: row.minimumSpendingAmountCents,
      discountType: row.discountType,
      discountAmount: row.discountAmountCents,
      discountPercentage: row.discountPercentage,
    }));
  },

  async insertLines(db: Executor, order: OrderRow, lines: readonly LineSnapshot[]): Promise<void> {
    if (lines.length === 0) return;
    await db.insert(l).values(
      lines.map((line) => ({
        storeId: order.storeId,
        orderId: order.id,
        businessDate: order.businessDate,
        lineNo: line.lineNo,
        itemId: line.itemId,
        itemName: line.itemName,
        categoryId: line.categoryId,
        categoryName: line.categoryName,
        count: line.count,
        unitPriceCents: line.unitPrice,
        unitTotalCents: line.unitTotal,
        amountCents: line.amount,
        entertain: line.entertain,
        remark: line.remark,
        options: line.options,
        combos: line.combos,
      })),
    );
  },

  async updateLine(db: Executor, storeId: number, lineId: number, change: Partial<Pick<LineRow, 'count' | 'remark' | 'amountCents' | 'entertain'>>): Promise<void> {
    await db
      .update(l)
      .set(change)
      .where(and(eq(l.storeId, storeId), eq(l.id, lineId)));
  },

  async deleteLine(db: Executor, storeId: number, lineId: number): Promise<void> {
    await db.delete(l).where(and(eq(l.storeId, storeId), eq(l.id, lineId)));
  },

  async saveAmounts(db: Executor, storeId: number, orderId: number, amounts: OrderAmounts): Promise<void> {
    await db
      .update(o)
      .set(amounts)
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },

  async saveOrderFields(
    db: Executor,
    storeId: number,
    orderId: number,
    fields: Partial<Pick<OrderRow, 'remark' | 'tableNumber' | 'reservedFor' | 'reservationName' | 'reservationPhone' | 'reservationAddress' | 'reservationUniformNumber' | 'paymentStatus' | 'paidCents' | 'changeCents' | 'invoiceType' | 'invoiceCode' | 'awaitingPayment'>>,
  ): Promise<void> {
    await db
      .update(o)
      .set(fields)
      .where(and(eq(o.storeId, storeId), eq(o.id, orderId)));
  },

  async updatePayment(db: Executor, storeId: number, paymentId: number, amounts: { amountCents: number; tenderedCents: number; changeCents: number }): Promise<void> {
    await db
      .update(orderPayments)
      .set(amounts)
      .where(and(eq(orderPayments.storeId, storeId), eq(orderPayments.id, paymentId)));
  },

  async insertPayment(db: Executor, order: OrderRow, payment: Omit<typeof orderPayments.$inferInsert, 'storeId' | 'orderId' | 'businessDate'>): Promise<void> {
    await db.insert(orderPayments).values({ ...payment, storeId: order.storeId, orderId: order.id, businessDate: order.businessDate });
  },

  /**
   * Ends a change of one or more orders: the new version and status (status_changed_at moves only when the status
   * does), and one history row each. Two statements whatever the number of orders.
   */
  async recordChanges(db: Executor, storeId: number, userId: number | null, now: Date, changes: readonly HistoryWrite[]): Promise<void> {
    if (changes.length === 0) return;
    const at = now.toISOString();
    const rows = JSON.stringify(changes.map((change) => ({ id: change.orderId, status: change.toStatus, version: change.version })));
    await db.execute(sql`
      update orders set version = c.version, updated_at = ${at}::timestamptz,
        status_changed_at = case when orders.status = c.status then orders.status_changed_at else ${at}::timestamptz end,
        status = c.status
      from json_to_recordset(${rows}::json) as c(id bigint, status text, version int)
      where orders.store_id = ${storeId} and orders.id = c.id`);
    await db.insert(orderStatusHistory).values(
      changes.map((change) => ({
        storeId,
        orderId: change.orderId,
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        version: change.version,
        changedBy: userId,
        reason: change.reason,
        changedAt: now,
      })),
    );
  },

  async delivery(db: Executor, storeId: number, orderId: number): Promise<DeliveryRow | undefined> {
    const [row] = await db
      .select()
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.storeId, storeId), eq(deliveryOrders.orderId, orderId)));
    return row;
  },

  async saveDelivery(
    db: Executor,
    storeId: number,
    orderId: number,
    record: Omit<typeof deliveryOrders.$inferInsert, 'storeId' | 'orderId' | 'createdAt'>,
  ): Promise<void> {
    await db
      .insert(deliveryOrders)
      .values({ ...record, storeId, orderId })
      .onConflictDoUpdate({ target: [deliveryOrders.storeId, deliveryOrders.orderId], set: record });
  },

  /** Marks the delivery orders among `orderIds` DELIVERED (batch finish): creates the records they lack. */
  async markDelivered(db: Executor, storeId: number, orderIds: readonly number[], now: Date): Promise<void> {
    if (orderIds.length === 0) return;
    const at = now.toISOString();
    await db.execute(sql`
      insert into delivery_orders (store_id, order_id, status, delivered_at, created_at, updated_at)
      select ${storeId}::int, id, 'DELIVERED', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
      from unnest(${intArray(orderIds)}::bigint[]) as id
      on conflict (store_id, order_id) do update set status = 'DELIVERED', delivered_at = excluded.delivered_at,
        updated_at = excluded.updated_at`);
  },
};

