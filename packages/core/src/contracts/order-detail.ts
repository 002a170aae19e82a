import { z } from 'zod';
import { platformOrderDetailSchema } from './delivery-platforms.js';
import { queryId, requestObject } from './fields.js';
import { orderMemberSummarySchema, orderPointsClaimSchema } from './members.js';
import { INVOICE_INFO_TYPES, ORDER_SOURCES, ORDER_TYPES, orderTotalsSchema, RESERVATION_TYPES } from './orders.js';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';

/**
 * One order in full (docs/order-board.md): the order board's drawer and the report's order detail page
 * (/report/order-details/{orderId}) read the same shape from either path. Money is integer cents; times are ISO 8601
 * with offset; `businessDate` is yyyy-MM-dd in the store's time zone. Lines keep the snapshots the checkout stored
 * (names and prices as sold), so a later menu change never rewrites a past order.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** Both take `?storeId=&orderId=` and answer `orderDetailSchema`: the same read model. */
export const ORDER_DETAIL_PATHS = {
  /** The order board's drawer. */
  order: call('GET', '/api/back/order/getOrderDetail'),
  /** The report's order detail page. */
  report: call('GET', '/api/back/report/getOrderDetail'),
} as const;

export const orderDetailQuerySchema = requestObject({ storeId: queryId('商店編號'), orderId: queryId('訂單編號') });
export type OrderDetailQuery = z.infer<typeof orderDetailQuerySchema>;

/** Somebody who did something to the order; null when the account is gone. */
export const orderActorSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrderActor = z.infer<typeof orderActorSchema>;

/** A chosen taste option as stored: per unit of its line. */
export const orderOptionSnapshotSchema = z.object({
  optionId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** Cents, may be negative. */
  price: z.number().int(),
});
export type OrderOptionSnapshotView = z.infer<typeof orderOptionSnapshotSchema>;

/** An upgrade (套餐) as stored, with the items picked in its slots. */
export const orderComboSnapshotSchema = z.object({
  upgradeId: z.number().int(),
  name: z.string(),
  comboPrice: z.number().int(),
  items: z.array(
    z.object({
      groupId: z.number().int(),
      groupName: z.string(),
      itemId: z.number().int(),
      name: z.string(),
      comboItemPrice: z.number().int(),
      options: z.array(orderOptionSnapshotSchema),
    }),
  ),
});
export type OrderComboSnapshotView = z.infer<typeof orderComboSnapshotSchema>;

export const orderDetailLineSchema = z.object({
  /** The line's id: what the line edits (updateOrderDetail, removeOrderDetail, cancelFreeItem) name as `detailId`. */
  id: z.number().int(),
  lineNo: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** At most 2 decimals. */
  count: z.number(),
  /** The item's own price. */
  unitPrice: z.number().int(),
  /** One unit with its options and combos. */
  unitTotal: z.number().int(),
  /** count x unitTotal, before discounts. */
  amount: z.number().int(),
  entertain: z.boolean(),
  remark: z.string(),
  options: z.array(orderOptionSnapshotSchema),
  combos: z.array(orderComboSnapshotSchema),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

export const orderDetailPaymentSchema = z.object({
  id: z.number().int(),
  payMethodId: z.number().int().nullable(),
  payMethodName: z.string(),
  statisticKey: z.string(),
  /** What the sale collected (the payable). */
  amount: z.number().int(),
  /** Cash tendered; equals amount for other methods. */
  tendered: z.number().int(),
  change: z.number().int(),
  createdAt: z.string(),
});
export type OrderDetailPayment = z.infer<typeof orderDetailPaymentSchema>;

/** One change of the order. The first row is the creation (from null); edits that keep the status have from = to. */
export const orderHistoryEntrySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  /** The order's version after the change. */
  version: z.number().int(),
  changedBy: orderActorSchema.nullable(),
  /** What was done, e.g. 新增餐點：珍珠奶茶 x1; null for a plain status change. */
  reason: z.string().nullable(),
  changedAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderReservationViewSchema = z.object({
  type: z.enum(RESERVATION_TYPES),
  /** The pickup or delivery time (ISO 8601). */
  reservedFor: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  uniformNumber: z.string().nullable(),
});
export type OrderReservationView = z.infer<typeof orderReservationViewSchema>;

/** The delivery record of a DELIVERY order (docs/order-board.md). */
export const orderDeliveryViewSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  courierName: z.string().nullable(),
  courierPhone: z.string().nullable(),
  /** The delivery platform's own order number, when the order came from one. */
  platformOrderNo: z.string().nullable(),
  remark: z.string(),
  dispatchedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OrderDeliveryView = z.infer<typeof orderDeliveryViewSchema>;

export const orderDetailSchema = z.object({
  id: z.number().int(),
  /** 001, per store and business day. */
  orderNo: z.string(),
  storeId: z.number().int(),
  businessDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Every edit names the version it read (409 訂單已被更新，請重新整理 when stale). */
  version: z.number().int(),
  source: z.enum(ORDER_SOURCES),
  type: z.enum(ORDER_TYPES),
  tableNumber: z.string().nullable(),
  /** Table service (docs/tables.md): the dining table the check is open on and its guests (來客數); null otherwise. */
  tableId: z.number().int().nullish(),
  guests: z.number().int().nullish(),
  remark: z.string(),
  reservation: orderReservationViewSchema.nullable(),
  delivery: orderDeliveryViewSchema.nullable(),
  /** A delivery platform's order (source UBER_EATS / FOODPANDA): its number, state there, deadlines; null otherwise. */
  platformOrder: platformOrderDetailSchema.nullable(),
  /** Whole-order entertain (招待). */
  entertain: z.boolean(),
  totals: orderTotalsSchema,
  /** The cashier's discount; its money is totals.manualDiscount. RATIO: the share paid (0.9 = 9折). */
  manualDiscount: z.object({ type: z.enum(['MONEY', 'RATIO']), ratio: z.number().nullable() }).nullable(),
  /** The automatic tier applied, as it was named then; its money is totals.automaticDiscount. */
  automaticDiscount: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** The coupon redeemed (docs/coupons.md), as it was named then; its money is totals.couponDiscount. */
  coupon: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  /** The member named and their points (docs/members.md); its money is totals.pointsDiscount. */
  member: orderMemberSummarySchema.nullish(),
  /** The receipt's points claim of an order without a member. */
  pointsClaim: orderPointsClaimSchema.extend({ claimed: z.boolean() }).nullish(),
  /** The buyer's e-invoice choice. */
  invoice: z.object({ type: z.enum(INVOICE_INFO_TYPES), number: z.string() }).nullable(),
  createdAt: z.string(),
  createdBy: orderActorSchema.nullable(),
  /** Who took the order at the counter in staff mode (docs/staff.md), as named then; null otherwise. */
  staffId: z.number().int().nullable().default(null),
  staffName: z.string().nullable().default(null),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
  /** The shift handover (交班) the order was closed into, once a shift is finished. */
  shiftId: z.number().int().nullable(),
  /** That shift's number in the store (班別 #N), shown in the order detail. */
  shiftNumber: z.number().int().nullable(),
  /** Removed from the reports (batchRemove): when, by whom, why. */
  removed: z.object({ at: z.string(), by: orderActorSchema.nullable(), reason: z.string().nullable() }).nullable(),
  lines: z.array(orderDetailLineSchema),
  payments: z.array(orderDetailPaymentSchema),
  /** Oldest first. */
  history: z.array(orderHistoryEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
