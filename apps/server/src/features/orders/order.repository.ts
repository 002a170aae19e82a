import { and, eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import type { orders } from '../../platform/db/schema/index.js';
import { orderIdempotencyKeys, orderLines, orderPayments } from '../../platform/db/schema/index.js';
import { intArray } from '../../platform/db/sql.js';
import { queryPreparedRows, queryRows } from '../../platform/db/raw-rows.js';
import type { StockNeed } from './order-pricing.js';

/** The writes of order creation; see docs/orders.md for why they are shaped this way. */

export interface StoredKey {
  requestHash: string;
  response: unknown;
}

export interface StockRow {
  itemId: number;
  availableQuantity: number | null;
  availableForSale: boolean;
}

/** `Keys` of a table's insert row, each required (a value or null): a key left out or misspelt does not compile. */
type Columns<Row, Keys extends keyof Row> = { [K in Keys]-?: Exclude<Row[K], undefined> };

/** The order row's columns the checkout decides; the statement adds the store, day, number, version, author and times. */
export type OrderColumns = Columns<
  typeof orders.$inferInsert,
  | 'status' | 'paymentStatus' | 'source' | 'type' | 'tableNumber' | 'remark' | 'reservationType' | 'reservedFor'
  | 'reservationName' | 'reservationPhone' | 'reservationAddress' | 'reservationUniformNumber' | 'entertain'
  | 'subtotalCents' | 'entertainCents' | 'automaticDiscountCents' | 'automaticDiscountId' | 'automaticDiscountName'
  | 'coupon' | 'couponDiscountCents' | 'totalCents' | 'manualDiscountType' | 'manualDiscountRatio' | 'manualDiscountCents' | 'payableCents' | 'paidCents'
  | 'changeCents' | 'invoiceType' | 'invoiceCode' | 'awaitingPayment'
>;

/** One order line's columns; the statement adds the store, the order and the day. */
export type LineColumns = Columns<
  typeof orderLines.$inferInsert,
  | 'lineNo' | 'itemId' | 'itemName' | 'categoryId' | 'categoryName' | 'count' | 'unitPriceCents' | 'unitTotalCents'
  | 'amountCents' | 'entertain' | 'remark' | 'options' | 'combos'
>;

/** The payment's columns; the statement adds the store, the order, the day and the time. */
export type PaymentColumns = Columns<
  typeof orderPayments.$inferInsert,
  'payMethodId' | 'payMethodName' | 'statisticKey' | 'amountCents' | 'tenderedCents' | 'changeCents'
>;

/** Everything the order row, its lines, payment, first history row and the key's answer hold. */
export interface OrderWrite {
  storeId: number;
  key: string;
  businessDate: string;
  now: Date;
  createdBy: number | null;
  order: OrderColumns;
  lines: LineColumns[];
  payments: PaymentColumns[];
  /** The answer kept for retries, without the id and number the insert gives. */
  response: object;
}

const k = orderIdempotencyKeys;

/** Rows as JSON keyed by the table's column names (line_no, ...), which is how json_to_recordset reads them. */
function asRecordset(table: Table, rows: readonly object[]): string {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  return JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]!.name, value]))));
}

export const orderRepository = {
  async readKey(db: Executor, storeId: number, key: string): Promise<StoredKey | undefined> {
    const [row] = await db
      .select({ requestHash: k.requestHash, response: k.response })
      .from(k)
      .where(and(eq(k.storeId, storeId), eq(k.key, key)));
    return row;
  },

  /** Locks the stock rows of the items, in item id order (so concurrent orders never deadlock), and reads them. */
  async lockStock(db: Executor, storeId: number, itemIds: readonly number[]): Promise<StockRow[]> {
    const rows = await queryRows<{ item_id: number; available_quantity: number | null; available_for_sale: boolean }>(db, sql`
      select item_id, available_quantity, available_for_sale from menu_item_stocks
      where store_id = ${storeId} and item_id = any(${intArray(itemIds)})
      order by item_id for update`);
    return rows.map((row) => ({
      itemId: Number(row.item_id),
      availableQuantity: row.available_quantity === null ? null : Number(row.available_quantity),
      availableForSale: row.available_for_sale,
    }));
  },

  /** Takes the units from the limited stocks (unlimited ones stay unlimited). Run after lockStock checked them. */
  async takeStock(db: Executor, storeId: number, needs: readonly StockNeed[], now: Date): Promise<void> {
    await db.execute(sql`
      update menu_item_stocks s
      set available_quantity = s.available_quantity - d.units, updated_at = ${now.toISOString()}::timestamptz
      from unnest(${intArray(needs.map((need) => need.itemId))}, ${intArray(needs.map((need) => need.units))}) as d(item_id, units)
      where s.store_id = ${storeId} and s.item_id = d.item_id and s.available_quantity is not null`);
  },

  /** Table service (docs/tables.md): the check's table, guests and service charge, set after the order's write. */
  async attachTable(
    db: Executor,
    storeId: number,
    orderId: number,
    table: { tableId: number; guests: number | null; serviceChargePercent: number; serviceChargeCents: number },
  ): Promise<void> {
    await db.execute(sql`
      update orders set table_id = ${table.tableId}, guests = ${table.guests}, service_charge_percent = ${table.serviceChargePercent},
        service_charge_cents = ${table.serviceChargeCents}
      where store_id = ${storeId} and id = ${orderId}`);
  },

  /** The table a reservation holds (docs/tables.md: 有預約 on the floor), set after the order's write. */
  async reserveTable(db: Executor, storeId: number, orderId: number, tableId: number): Promise<void> {
    await db.execute(sql`update orders set reservation_table_id = ${tableId} where store_id = ${storeId} and id = ${orderId}`);
  },

  /**
   * Writes the order in ONE statement: the day's next order number (row-locked until commit, so numbers are
   * gapless and taken as late as possible), the order, its lines, its payment, its first history row, and the
   * idempotency key's answer. Answers the new order's id and number.
   */
  async insertOrder(db: Executor, write: OrderWrite): Promise<{ id: number; orderNumber: number }> {
    const o = write.order;
    const now = write.now.toISOString();
    const rows = await queryPreparedRows<{ id: number | string; order_number: number }>(db, sql`
      with next_number as (
        insert into order_number_counters (store_id, business_date, last_number)
        values (${write.storeId}::int, ${write.businessDate}::date, 1)
        on conflict (store_id, business_date) do update set last_number = order_number_counters.last_number + 1
        returning last_number
      ), new_order as (
        insert into orders (store_id, business_date, order_number, status, payment_status, version, source, type,
          table_number, remark, reservation_type, reserved_for, reservation_name, reservation_phone, reservation_address,
          reservation_uniform_number, entertain, subtotal_cents, entertain_cents, automatic_discount_cents,
          automatic_discount_id, automatic_discount_name, coupon, coupon_discount_cents, total_cents, manual_discount_type, manual_discount_ratio,
          manual_discount_cents, payable_cents, paid_cents, change_cents, invoice_type, invoice_code, created_by,
          created_at, updated_at, status_changed_at, awaiting_payment)
        select ${write.storeId}::int, ${write.businessDate}::date, next_number.last_number, ${o.status}::text,
          ${o.paymentStatus}::text, 1, ${o.source}::text, ${o.type}::text, ${o.tableNumber}::text, ${o.remark}::text,
          ${o.reservationType}::text, ${o.reservedFor?.toISOString() ?? null}::timestamptz, ${o.reservationName}::text,
          ${o.reservationPhone}::text, ${o.reservationAddress}::text, ${o.reservationUniformNumber}::text,
          ${o.entertain}::boolean, ${o.subtotalCents}::int, ${o.entertainCents}::int, ${o.automaticDiscountCents}::int,
          ${o.automaticDiscountId}::int, ${o.automaticDiscountName}::text,
          ${o.coupon === null ? null : JSON.stringify(o.coupon)}::jsonb, ${o.couponDiscountCents}::int, ${o.totalCents}::int,
          ${o.manualDiscountType}::text, ${o.manualDiscountRatio}::int, ${o.manualDiscountCents}::int,
          ${o.payableCents}::int, ${o.paidCents}::int, ${o.changeCents}::int, ${o.invoiceType}::text,
          ${o.invoiceCode}::text, ${write.createdBy}::int, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz,
          ${o.awaitingPayment}::boolean
        from next_number
        returning id, order_number, status
      ), new_lines as (
        insert into order_lines (store_id, order_id, business_date, line_no, item_id, item_name, category_id,
          category_name, count, unit_price_cents, unit_total_cents, amount_cents, entertain, remark, options, combos)
        select ${write.storeId}::int, new_order.id, ${write.businessDate}::date, x.line_no, x.item_id, x.item_name,
          x.category_id, x.category_name, x.count, x.unit_price_cents, x.unit_total_cents, x.amount_cents, x.entertain,
          x.remark, x.options, x.combos
        from new_order, json_to_recordset(${asRecordset(orderLines, write.lines)}::json) as x(line_no int, item_id int,
          item_name text, category_id int, category_name text, count numeric, unit_price_cents int,
          unit_total_cents int, amount_cents int, entertain boolean, remark text, options jsonb, combos jsonb)
      ), new_payments as (
        insert into order_payments (store_id, order_id, business_date, pay_method_id, pay_method_name, statistic_key,
          amount_cents, tendered_cents, change_cents, created_at)
        select ${write.storeId}::int, new_order.id, ${write.businessDate}::date, p.pay_method_id, p.pay_method_name,
          p.statistic_key, p.amount_cents, p.tendered_cents, p.change_cents, ${now}::timestamptz
        from new_order, json_to_recordset(${asRecordset(orderPayments, write.payments)}::json) as p(pay_method_id int,
          pay_method_name text, statistic_key text, amount_cents int, tendered_cents int, change_cents int)
      ), first_status as (
        insert into order_status_history (store_id, order_id, from_status, to_status, version, changed_by, changed_at)
        select ${write.storeId}::int, new_order.id, null, new_order.status, 1, ${write.createdBy}::int, ${now}::timestamptz
        from new_order
      ), answered as (
        update order_idempotency_keys set order_id = new_order.id,
          response = ${JSON.stringify(write.response)}::jsonb || jsonb_build_object('orderId', new_order.id, 'orderNumber', new_order.order_number)
        from new_order
        where order_idempotency_keys.store_id = ${write.storeId}::int and order_idempotency_keys.key = ${write.key}::text
      )
      select id, order_number from new_order`);
    const row = rows[0];
    if (!row) throw new Error('order not written');
    return { id: Number(row.id), orderNumber: Number(row.order_number) };
  },
};
