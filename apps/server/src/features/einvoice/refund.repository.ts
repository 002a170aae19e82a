import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { einvoiceAllowances, einvoiceRefunds } from '../../platform/db/schema/index.js';

/** SQL of refunds and allowances (docs/einvoice.md, "Refunds and allowances"). */

export type AllowanceRow = typeof einvoiceAllowances.$inferSelect;
export type RefundRow = typeof einvoiceRefunds.$inferSelect;

export interface RefundOrder {
  id: number;
  orderNumber: number;
  status: string;
  paymentStatus: string;
  payableCents: number;
  /** Whether a payment of the order was in cash (statistic key CASH). */
  paidInCash: boolean;
  lines: { id: number; name: string; count: number; amount: number }[];
}

/** Namespace of the advisory lock that numbers a store's allowances of a day. */
const ALLOWANCE_NUMBER_LOCK = 6_002;

export const refundRepository = {
  /**
   * The order, row-locked until the transaction ends: two refunds of one order queue here, so the second one sees
   * what the first gave back (two refunds of the last unit: one wins).
   */
  async lockOrder(db: Executor, storeId: number, orderId: number): Promise<RefundOrder | undefined> {
    const rows = await queryRows<{ order: string }>(db, sql`
      select json_build_object(
        'id', o.id, 'orderNumber', o.order_number, 'status', o.status, 'paymentStatus', o.payment_status,
        'payableCents', o.payable_cents,
        'paidInCash', exists (select 1 from order_payments p where p.store_id = o.store_id and p.order_id = o.id and p.statistic_key = 'CASH'),
        'lines', coalesce((select json_agg(json_build_object('id', l.id, 'name', l.item_name, 'count', l.count,
                   'amount', case when l.entertain then 0 else l.amount_cents end) order by l.line_no)
                 from order_lines l where l.store_id = o.store_id and l.order_id = o.id), '[]'))::text as order
      from orders o where o.store_id = ${storeId} and o.id = ${orderId} and o.removed_at is null
      for update of o`);
    const text = rows[0]?.order;
    if (text === undefined) return undefined;
    const order = JSON.parse(text) as RefundOrder;
    return { ...order, id: Number(order.id), lines: order.lines.map((line) => ({ ...line, id: Number(line.id), count: Number(line.count) })) };
  },

  async refundsOfOrder(db: Executor, storeId: number, orderId: number): Promise<RefundRow[]> {
    return db
      .select()
      .from(einvoiceRefunds)
      .where(and(eq(einvoiceRefunds.storeId, storeId), eq(einvoiceRefunds.orderId, orderId)))
      .orderBy(asc(einvoiceRefunds.id));
  },

  async allowancesOfOrder(db: Executor, storeId: number, orderId: number): Promise<AllowanceRow[]> {
    return db
      .select()
      .from(einvoiceAllowances)
      .where(and(eq(einvoiceAllowances.storeId, storeId), eq(einvoiceAllowances.orderId, orderId)))
      .orderBy(asc(einvoiceAllowances.id));
  },

  async insertRefund(db: Executor, values: Omit<typeof einvoiceRefunds.$inferInsert, 'id'>): Promise<RefundRow> {
    const [row] = await db.insert(einvoiceRefunds).values(values).returning();
    if (!row) throw new Error('refund not written');
    return row;
  },

  /** The allowance with the next number of the store's day (yyyyMMdd + 4 digits), numbered under a lock. */
  async insertAllowance(db: Executor, values: Omit<typeof einvoiceAllowances.$inferInsert, 'id' | 'allowanceNumber'>): Promise<AllowanceRow> {
    await db.execute(sql`select pg_advisory_xact_lock(${ALLOWANCE_NUMBER_LOCK}::int, ${values.storeId}::int)`);
    const prefix = values.allowanceDate.replaceAll('-', '');
    const [last] = await queryRows<{ seq: number | string | null }>(db, sql`
      select max(substr(allowance_number, 9)::int) as seq from einvoice_allowances
      where store_id = ${values.storeId} and allowance_number like ${`${prefix}%`}`);
    const allowanceNumber = `${prefix}${String(Number(last?.seq ?? 0) + 1).padStart(4, '0')}`;
    const [row] = await db.insert(einvoiceAllowances).values({ ...values, allowanceNumber }).returning();
    if (!row) throw new Error('allowance not written');
    return row;
  },

  async lockAllowance(db: Executor, storeId: number, id: number): Promise<AllowanceRow | undefined> {
    const [row] = await refundRepository.allowanceQuery(db, storeId, id).for('update');
    return row;
  },

  async findAllowance(db: Executor, storeId: number, id: number): Promise<AllowanceRow | undefined> {
    const [row] = await refundRepository.allowanceQuery(db, storeId, id);
    return row;
  },

  allowanceQuery(db: Executor, storeId: number, id: number) {
    return db
      .select()
      .from(einvoiceAllowances)
      .where(and(eq(einvoiceAllowances.storeId, storeId), eq(einvoiceAllowances.id, id)));
  },

  async markAllowanceCancelled(
    db: Executor,
    id: number,
    change: { now: Date; cancelDate: string; userId: number; reason: string },
  ): Promise<AllowanceRow> {
    const [row] = await db
      .update(einvoiceAllowances)
      .set({ status: 'CANCELLED', cancelledAt: change.now, cancelDate: change.cancelDate, cancelledBy: change.userId, cancelReason: change.reason })
      .where(and(eq(einvoiceAllowances.id, id), eq(einvoiceAllowances.status, 'ISSUED')))
      .returning();
    if (!row) throw new Error('allowance not cancelled');
    return row;
  },

  /** Reverts the refund of a cancelled allowance; answers it. */
  async revertRefundOfAllowance(db: Executor, storeId: number, allowanceId: number, now: Date): Promise<RefundRow | undefined> {
    const [row] = await db
      .update(einvoiceRefunds)
      .set({ revertedAt: now })
      .where(and(eq(einvoiceRefunds.storeId, storeId), eq(einvoiceRefunds.allowanceId, allowanceId), isNull(einvoiceRefunds.revertedAt)))
      .returning();
    return row;
  },
};
