import type {
  InvoiceInfoType,
  OrderSource,
  OrderStatus,
  OrderType,
  PaymentStatus,
  ReservationType,
} from '@diancan/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * Orders (docs/orders.md). Written once by the checkout and then moved along by the order board, so the order row
 * carries a `version` for optimistic locking and every status change leaves a history row. Every table carries
 * store_id and business_date (the store's calendar day of the sale), and the report indexes lead with both:
 * a month of one store is a range scan whatever the platform's size. Amounts are integer cents, computed once by
 * core's pricing; lines and payments keep snapshots of names and prices, so a later menu change never rewrites
 * a past order.
 */

/** core's CouponTerms, as stored with the order. */
export interface OrderCouponSnapshot {
  id: number;
  code: string;
  name: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  discountAmount: number | null;
  discountPercentage: number | null;
  minimumSpend: number;
}

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);
const cents = (name: string) => integer(name).notNull().default(0);
const businessDate = () => date('business_date', { mode: 'string' }).notNull();

/** Statuses still on the live order board (core's OPEN_ORDER_STATUSES). */
const OPEN_STATUSES = sql`status in ('NEW', 'ACCEPTED', 'PREPARING', 'READY')`;


export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    businessDate: businessDate(),
    /** 1, 2, 3, ... per store and business day; shown as 001 (formatOrderNo). */
    orderNumber: integer('order_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** Bumped by every change after creation; an update names the version it read (409 when stale). */
    version: integer('version').notNull().default(1),
    source: text('source').$type<OrderSource>().notNull(),
    type: text('type').$type<OrderType>().notNull(),
    tableNumber: text('table_number'),
    remark: text('remark').notNull().default(''),
    /** Reservation (預約): when and for whom; null columns for an order without one. */
    reservationType: text('reservation_type').$type<ReservationType>(),
    reservedFor: instant('reserved_for'),
    reservationName: text('reservation_name'),
    reservationPhone: text('reservation_phone'),
    reservationAddress: text('reservation_address'),
    reservationUniformNumber: text('reservation_uniform_number'),
    /** The dining table a reservation holds (docs/tables.md: 有預約 on the floor); no foreign key, as table_id. */
    reservationTableId: bigint('reservation_table_id', { mode: 'number' }),
    /** Whole-order entertain (招待). */
    entertain: boolean('entertain').notNull().default(false),
    subtotalCents: cents('subtotal_cents'),
    entertainCents: cents('entertain_cents'),
    automaticDiscountCents: cents('automatic_discount_cents'),
    /** The tier applied, as it was: the discount may be edited or deleted later. */
    automaticDiscountId: integer('automatic_discount_id'),
    automaticDiscountName: text('automatic_discount_name'),
    /** The coupon redeemed (docs/coupons.md), its terms as they were: repricing an edited order applies them again. */
    coupon: jsonb('coupon').$type<OrderCouponSnapshot>(),
    couponDiscountCents: cents('coupon_discount_cents'),
    /** The member named at the checkout (docs/members.md); null for none or once the member was erased. */
    memberId: bigint('member_id', { mode: 'number' }),
    /** Points redeemed with the order and the money they took off (after the coupon, before the manual discount). */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsDiscountCents: cents('points_discount_cents'),
    /** subtotal - entertain - automatic discount - coupon discount - points discount. */
    totalCents: cents('total_cents'),
    manualDiscountType: text('manual_discount_type').$type<'MONEY' | 'RATIO'>(),
    /** RATIO: the share paid in hundredths (90 = 9折). */
    manualDiscountRatio: integer('manual_discount_ratio'),
    manualDiscountCents: cents('manual_discount_cents'),
    payableCents: cents('payable_cents'),
    /** Tendered (cash) or collected (other methods). */
    paidCents: cents('paid_cents'),
    changeCents: cents('change_cents'),
    /** The buyer's e-invoice choice; the e-invoice itself is issued by the invoices area. */
    invoiceType: text('invoice_type').$type<InvoiceInfoType>(),
    invoiceCode: text('invoice_code'),
    createdBy: integer('created_by').references(() => users.id),
    /** The staff member who took the order (staff mode, docs/staff.md), the name as it was; null otherwise. */
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the status last changed (creation included): the board's idle reminder counts from here. */
    statusChangedAt: instant('status_changed_at').notNull().defaultNow(),
    /**
     * The shift handover (交班) the order was closed into; null until a shift is finished. Finishing a shift sets it
     * with one UPDATE of the store's unassigned orders, so an order committed meanwhile lands in this shift or the
     * next, never both nor neither. No foreign key: the shifts table belongs to the reports area.
     */
    shiftId: bigint('shift_id', { mode: 'number' }),
    /** Soft removal from the reports (batchRemove, with its reason); removed orders count in no total. */
    removedAt: instant('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
    removedReason: text('removed_reason'),
    /**
     * A self-ordering order of a 先付款 store waiting for the customer's phone payment (docs/payments.md): kept off
     * the board and the kitchen until the provider says it is paid.
     */
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    /**
     * Table service (docs/tables.md): the dining table the check is open on (no foreign key: a table is removed
     * softly and the order keeps its name in table_number), the guests (來客數) and the service charge as applied:
     * the percent is kept so an edit prices the check again with the same rule.
     */
    tableId: bigint('table_id', { mode: 'number' }),
    guests: integer('guests'),
    serviceChargePercent: integer('service_charge_percent'),
    serviceChargeCents: cents('service_charge_cents'),
    /** A check made by splitting another one; its discounts are then its share, kept as money. */
    splitFromOrderId: bigint('split_from_order_id', { mode: 'number' }),
    /** A check merged into another one (併單): closed, its lines moved there. */
    mergedIntoOrderId: bigint('merged_into_order_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('orders_store_day_number_key').on(t.storeId, t.businessDate, t.orderNumber),
    index('orders_store_day_status_idx').on(t.storeId, t.businessDate, t.status),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_store_open_idx').on(t.storeId, t.createdAt).where(OPEN_STATUSES),
    index('orders_store_unshifted_idx').on(t.storeId, t.createdAt).where(sql`shift_id is null`),
    index('orders_store_shift_idx').on(t.storeId, t.shiftId),
    // The turnover list: a store's days newest first without sorting the month (reports leave removed orders out).
    index('orders_store_report_idx').on(t.storeId, t.businessDate, t.createdAt, t.id).where(sql`removed_at is null`),
    // The few orders of a month that change its sales figures (cancelled or removed, wholly entertained): the sales
    // ranking and pay method totals read them as small sets instead of joining every line or payment to its order.
    index('orders_store_day_dropped_idx').on(t.storeId, t.businessDate).where(sql`removed_at is not null or status = 'CANCELLED'`),
    index('orders_store_day_entertain_idx').on(t.storeId, t.businessDate).where(sql`entertain`),
    index('orders_store_reserved_table_idx').on(t.storeId, t.reservedFor).where(sql`reservation_table_id is not null`),
    // The floor view: the unpaid checks still open on a store's tables.
    index('orders_store_open_table_idx')
      .on(t.storeId, t.tableId)
      .where(sql`table_id is not null and payment_status = 'UNPAID' and status <> 'CANCELLED'`),
  ],
);

/** A chosen option as the order keeps it. */
export interface OrderOptionSnapshot {
  optionId: number;
  groupId: number;
  groupName: string;
  name: string;
  count: number;
  price: number;
}

/** An upgrade (套餐) as the order keeps it, with the items picked in its slots. */
export interface OrderComboSnapshot {
  upgradeId: number;
  name: string;
  comboPrice: number;
  items: {
    groupId: number;
    groupName: string;
    itemId: number;
    name: string;
    comboItemPrice: number;
    options: OrderOptionSnapshot[];
  }[];
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    businessDate: businessDate(),
    /** Position in the cart, from 1. */
    lineNo: integer('line_no').notNull(),
    /** The menu item (no foreign key: the snapshot below is the record; menu rows may go). */
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    count: numeric('count', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Unit price with options and combos: what one unit of the line costs. */
    unitTotalCents: integer('unit_total_cents').notNull(),
    /** count x unitTotal, to the cent (core linePrice), before any discount. */
    amountCents: integer('amount_cents').notNull(),
    entertain: boolean('entertain').notNull().default(false),
    remark: text('remark').notNull().default(''),
    options: jsonb('options').$type<OrderOptionSnapshot[]>().notNull(),
    combos: jsonb('combos').$type<OrderComboSnapshot[]>().notNull(),
  },
  (t) => [
    index('order_lines_store_order_idx').on(t.storeId, t.orderId),
    index('order_lines_store_day_item_idx').on(t.storeId, t.businessDate, t.itemId),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    businessDate: businessDate(),
    /** No foreign key: a pay method may be removed; its name and key stay here. */
    payMethodId: integer('pay_method_id'),
    payMethodName: text('pay_method_name').notNull(),
    statisticKey: text('statistic_key').notNull(),
    /** What the sale collected (the payable). */
    amountCents: integer('amount_cents').notNull(),
    /** Cash tendered; equals amount for other methods. */
    tenderedCents: integer('tendered_cents').notNull(),
    changeCents: integer('change_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_store_order_idx').on(t.storeId, t.orderId),
    index('order_payments_store_day_key_idx').on(t.storeId, t.businessDate, t.statisticKey),
  ],
);

/** Every status an order took, with who moved it; the first row is its creation. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** The order's version after the change. */
    version: integer('version').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    reason: text('reason'),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_store_order_idx').on(t.storeId, t.orderId)],
);

/**
 * The last order number given per store and business day. Taken (row-locked) as the last step before the order
 * is written, so concurrent checkouts wait on it only for the final inserts, and a rolled-back order gives its
 * number back: numbers have no gaps.
 */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    storeId: storeId(),
    businessDate: businessDate(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDate] })],
);

/**
 * addOrder's Idempotency-Key per store. Inserted first in the order's transaction and committed with the order:
 * a concurrent request with the same key waits on the unique key and then reads the winner's answer; a crash
 * before commit leaves neither the key nor the order.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    storeId: storeId(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request body. */
    requestHash: text('request_hash').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The first answer's data, returned as is to every retry. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), index('order_idempotency_keys_created_idx').on(t.createdAt)],
);
