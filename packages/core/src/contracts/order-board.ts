import { z } from 'zod';
import { MSG } from '../messages.js';
import { queryId, requestObject, requiredId } from './fields.js';
import type { OrderComboSnapshotView, OrderOptionSnapshotView } from './order-detail.js';
import {
  LINE_REMARK_MAX,
  ORDER_COUNT_MAX,
  ORDER_PAID_MAX,
  ORDER_REMARK_MAX,
  invoiceInfoSchema,
  ORDER_MSG,
  ORDER_SOURCES,
  orderPaymentSchema,
  ORDER_TYPES,
  orderLinesField,
  RESERVATION_TYPES,
  reservationSchema,
} from './orders.js';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';
import { platformOrderCardSchema } from './delivery-platforms.js';
import { memberCheckoutFields } from './members.js';
import { oneTimeKeyField, PAYMENT_MSG, tenderPartsField } from './payments.js';

/**
 * The live order board (/order-manage/socket; store operations section 7, docs/order-board.md). The board lists
 * order cards, moves orders along the status flow (order-status.ts), and edits them. Every edit names the `version`
 * of the order it read: a stale one answers 409 訂單已被更新，請重新整理 and the board reloads that card. Each change
 * commits in one transaction (amounts priced again with core, stock adjusted, a history row) and then publishes
 * ORDER_UPDATED on the store's topic.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** GET and DELETE take a query string; the others a JSON body. The order detail is in ORDER_DETAIL_PATHS. */
export const ORDER_BOARD_PATHS = {
  getOrderCardList: call('GET', '/api/back/order/getOrderCardList'),
  getOrderCard: call('GET', '/api/back/order/getOrderCard'),
  updateOrderStatus: call('PUT', '/api/back/order/updateOrderStatus'),
  batchFinish: call('POST', '/api/back/order/batchFinish'),
  addOrderDetail: call('POST', '/api/back/order/addOrderDetail'),
  updateOrderDetail: call('PUT', '/api/back/order/updateOrderDetail'),
  updateOrderInfo: call('PUT', '/api/back/order/updateOrderInfo'),
  removeOrderDetail: call('DELETE', '/api/back/order/removeOrderDetail'),
  updateOrderPaid: call('PUT', '/api/back/order/updateOrderPaid'),
  cancelFreeItem: call('PUT', '/api/back/order/cancelFreeItem'),
  updateDeliveryOrder: call('POST', '/api/back/deliveryOrder/updateDeliveryOrder'),
} as const;

/** Most orders one batchFinish call takes. */
export const BATCH_FINISH_MAX = 100;
/**
 * Most open orders the card list answers: the newest ones, oldest first. A store that never moves its orders on (it
 * does not use the board) would otherwise send its whole history of NEW orders to every board that opens.
 */
export const OPEN_CARDS_MAX = 500;
/** Most finished orders of today the card list adds (scope TODAY), newest first. */
export const FINISHED_CARDS_MAX = 200;
export const STATUS_REASON_MAX = 100;
export const COURIER_NAME_MAX = 30;
export const DELIVERY_REMARK_MAX = 200;

/** Server messages of this area (ours, except STALE which the issue quotes). */
export const ORDER_BOARD_MSG = {
  STALE: '訂單已被更新，請重新整理',
  NOT_FOUND: '訂單不存在',
  LINE_NOT_FOUND: '餐點明細不存在',
  CANCELLED: '訂單已取消，無法修改',
  PLATFORM_LINES: '外送平台訂單的餐點與金額以平台為準，無法修改',
  REMOVED: '訂單已刪除，無法修改',
  LAST_LINE: '訂單至少需保留一項餐點，如需取消請改為取消訂單',
  ALREADY_PAID: '訂單已付款',
  NOT_FREE: '此餐點不是招待品項',
  ENTERTAIN_ORDER: '整筆招待的訂單無法取消單項招待',
  NOT_DELIVERY: '此訂單不是外送訂單',
  NOT_RESERVATION: '此訂單沒有預約',
  RESERVATION_TYPE: '預約類型不可變更',
  TABLE_NOT_INSIDE: '只有內用訂單可設定桌號',
  DUPLICATE_ORDER: '訂單重複',
  DEFAULT: MSG.DEFAULT_ERROR,
} as const;

// ---- requests --------------------------------------------------------------------------------

const storeId = requiredId('商店編號');
const orderId = requiredId('訂單編號');
const detailId = requiredId('餐點明細編號');
/** The order's version as the client read it. */
const version = z.number({ error: '訂單版本為必填' }).int('訂單版本不正確').positive('訂單版本不正確');

export const orderCardListQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  /** OPEN: the orders still on the board. TODAY: those plus the ones finished or cancelled this business day. */
  scope: z.enum(['OPEN', 'TODAY'], { error: '範圍須為OPEN或TODAY' }).default('OPEN'),
});
export type OrderCardListQuery = z.infer<typeof orderCardListQuerySchema>;

export const orderCardQuerySchema = requestObject({ storeId: queryId('商店編號'), orderId: queryId('訂單編號') });
export type OrderCardQuery = z.infer<typeof orderCardQuerySchema>;

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label}須為文字` }).trim().max(max, `${label}不可超過${max}字`);

/** A change of a delivery record: only the fields sent change. */
export const deliveryOrderChangeSchema = z.object(
  {
    status: z.enum(DELIVERY_STATUSES, { error: '外送狀態不正確' }).optional(),
    courierName: optionalText('外送員姓名', COURIER_NAME_MAX).optional(),
    courierPhone: z.string({ error: '電話須為文字' }).trim().regex(/^\d{0,20}$/, MSG.PHONE_FORMAT).optional(),
    platformOrderNo: optionalText('平台訂單編號', 50).optional(),
    remark: optionalText('外送備註', DELIVERY_REMARK_MAX).optional(),
  },
  { error: '外送資料格式不正確' },
);
export type DeliveryOrderChange = z.infer<typeof deliveryOrderChangeSchema>;

/** A void's reason (one of the store's list, docs/staff.md) and a free text beside it. */
export const BOARD_VOID_REASON_MAX = 30;
export const BOARD_VOID_NOTE_MAX = 100;
/**
 * A void (a cancel, a line removed or reduced) carries why: `voidReason` from the store's list (員工設定) and an
 * optional `voidNote`. In staff mode the server requires a reason from the list (docs/staff.md); off, they are optional.
 */
const voidFields = {
  voidReason: optionalText('作廢原因', BOARD_VOID_REASON_MAX).optional(),
  voidNote: optionalText('作廢說明', BOARD_VOID_NOTE_MAX).optional(),
};

/** The spec's {orderId, storeId, status, deliveryOrder}, plus the version and an optional reason (e.g. why cancelled). */
export const updateOrderStatusRequestSchema = requestObject({
  storeId,
  orderId,
  version,
  status: z.enum(ORDER_STATUSES, { error: '訂單狀態不正確' }),
  reason: optionalText('原因', STATUS_REASON_MAX).optional(),
  /** For a DELIVERY order: its delivery record changes with the status, in the same transaction. */
  deliveryOrder: deliveryOrderChangeSchema.nullish().transform((value) => value ?? null),
  ...voidFields,
});
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequestSchema>;

/** Finishes (COMPLETED) several orders at once; each is checked on its own and answered in `results`. */
export const batchFinishRequestSchema = requestObject({
  storeId,
  orders: z
    .array(z.object({ orderId, version }, { error: '訂單格式不正確' }), { error: '訂單為必填' })
    .min(1, '請選擇訂單')
    .max(BATCH_FINISH_MAX, `一次最多完成${BATCH_FINISH_MAX}筆訂單`)
    .refine((orders) => new Set(orders.map((order) => order.orderId)).size === orders.length, ORDER_BOARD_MSG.DUPLICATE_ORDER),
});
export type BatchFinishRequest = z.infer<typeof batchFinishRequestSchema>;

export const batchFinishResultSchema = z.object({
  /** One per requested order, in the request's order. */
  results: z.array(
    z.object({
      orderId: z.number().int(),
      finished: z.boolean(),
      /** Why not (stale version, illegal transition, not found); null when finished. */
      message: z.string().nullable(),
      /** The order's version now (after finishing), or null when it was not found. */
      version: z.number().int().nullable(),
    }),
  ),
  finishedCount: z.number().int(),
});
export type BatchFinishResult = z.infer<typeof batchFinishResultSchema>;

/** Adds lines to an order, checked and priced against the catalogue exactly as the checkout does. */
export const addOrderDetailRequestSchema = requestObject({ storeId, orderId, version, lines: orderLinesField });
export type AddOrderDetailRequest = z.infer<typeof addOrderDetailRequestSchema>;

const lineCount = z
  .number({ error: '數量為必填' })
  .positive('數量須大於0')
  .max(ORDER_COUNT_MAX, `數量不可超過${ORDER_COUNT_MAX}`)
  .refine((count) => Math.abs(count * 100 - Math.round(count * 100)) < 1e-6, '數量最多2位小數');

/** Changes a line's count and remark (options and combos: remove the line and add it again). */
export const updateOrderDetailRequestSchema = requestObject({
  storeId,
  orderId,
  version,
  detailId,
  count: lineCount,
  remark: optionalText('餐點備註', LINE_REMARK_MAX).default(''),
  ...voidFields,
});
export type UpdateOrderDetailRequest = z.infer<typeof updateOrderDetailRequestSchema>;

/** The order's own information; amounts do not change. Fields left out stay as they are. */
export const updateOrderInfoRequestSchema = requestObject({
  storeId,
  orderId,
  version,
  remark: optionalText('訂單備註', ORDER_REMARK_MAX).optional(),
  /** 內用 orders only; '' or null clears it. */
  tableNumber: z
    .string({ error: '桌號須為文字' })
    .regex(/^\d{0,10}$/, '桌號須為10位以內數字')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** PICKUP / DELIVERY orders only, of the same type: a new time, name, phone or address (取餐時間更改！). */
  reservation: reservationSchema.optional(),
});
export type UpdateOrderInfoRequest = z.infer<typeof updateOrderInfoRequestSchema>;

export const removeOrderDetailQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  orderId: queryId('訂單編號'),
  detailId: queryId('餐點明細編號'),
  version: queryId('訂單版本'),
  ...voidFields,
});
export type RemoveOrderDetailQuery = z.infer<typeof removeOrderDetailQuerySchema>;

/**
 * Marks an UNPAID order PAID. The payment as `payMethodId` + `paid` (+ `oneTimeKey`), or as `payment` ({payMethodId,
 * paid, oneTimeKey}, as on addOrder), or split over `payments` (docs/payments.md): one of the three. `paid` is the cash
 * tendered (other methods collect the payable); a wallet the store charges through needs the customer's scanned code.
 */
export const updateOrderPaidRequestSchema = requestObject({
  storeId,
  orderId,
  version,
  payMethodId: requiredId('付款方式').nullish(),
  paid: z
    .number({ error: '付款金額為必填' })
    .int('付款金額須為整數(以分為單位)')
    .min(0, '付款金額不可小於0元')
    .max(ORDER_PAID_MAX, `付款金額不可超過${ORDER_PAID_MAX / 100}元`)
    .default(0),
  /** The customer's code scanned at the counter (LINE Pay / JKOPay): the server charges it before the order is paid. */
  oneTimeKey: oneTimeKeyField.nullish().transform((value) => value ?? null),
  payment: orderPaymentSchema.nullish().transform((value) => value ?? null),
  /** Split tender: several parts instead of one payment; charged parts carry their `oneTimeKey`. */
  payments: tenderPartsField.nullish().transform((value) => value ?? null),
  /** The buyer's e-invoice choice, told at the counter; the e-invoice is issued with the payment when it is due. */
  invoice: invoiceInfoSchema.nullish().transform((value) => value ?? null),
  /** The member (docs/members.md), when the order does not name one yet, and points of theirs redeemed now. */
  ...memberCheckoutFields,
})
  .superRefine((request, context) => {
    const single = request.payMethodId !== null && request.payMethodId !== undefined;
    if (request.payments !== null && (single || request.payment !== null)) {
      context.addIssue({ code: 'custom', message: PAYMENT_MSG.PAYMENT_OR_PAYMENTS, path: ['payments'] });
    } else if (request.payment !== null && single && request.payment.payMethodId !== request.payMethodId) {
      context.addIssue({ code: 'custom', message: PAYMENT_MSG.PAYMENT_OR_PAYMENTS, path: ['payment'] });
    } else if (!single && request.payment === null && request.payments === null) {
      context.addIssue({ code: 'custom', message: ORDER_MSG.PAY_METHOD_REQUIRED, path: ['payMethodId'] });
    }
  });
export type UpdateOrderPaidRequest = z.infer<typeof updateOrderPaidRequestSchema>;

/** updateOrderPaid in one shape: the payment's method (a split's first part) and, for one payment, its cash and code. */
export type OrderPaidChange = Omit<UpdateOrderPaidRequest, 'payment' | 'payMethodId'> & { payMethodId: number };

/** The request folded into one shape (the schema keeps its object shape for the access policy, so no transform). */
export function orderPaidChangeOf({ payment, ...request }: UpdateOrderPaidRequest): OrderPaidChange {
  return {
    ...request,
    payMethodId: payment?.payMethodId ?? request.payMethodId ?? request.payments?.[0]?.payMethodId ?? 0,
    paid: payment ? payment.paid : request.paid,
    oneTimeKey: payment ? payment.oneTimeKey : request.oneTimeKey,
  };
}

/** Takes a line's entertain (招待) off: it is charged again. */
export const cancelFreeItemRequestSchema = requestObject({ storeId, orderId, version, detailId });
export type CancelFreeItemRequest = z.infer<typeof cancelFreeItemRequestSchema>;

/** The delivery record of a DELIVERY order: status, courier, platform number, remark. */
export const updateDeliveryOrderRequestSchema = requestObject({
  storeId,
  orderId,
  version,
  ...deliveryOrderChangeSchema.shape,
});
export type UpdateDeliveryOrderRequest = z.infer<typeof updateDeliveryOrderRequestSchema>;

// ---- the card --------------------------------------------------------------------------------

export const orderCardLineSchema = z.object({
  /** The line's id (detailId of the line edits). */
  id: z.number().int(),
  itemName: z.string(),
  count: z.number(),
  remark: z.string(),
  entertain: z.boolean(),
  /** What was chosen, readable: options (少冰, 珍珠 x2) then each combo (套餐A：薯條(大)、紅茶). */
  choices: z.array(z.string()),
});
export type OrderCardLine = z.infer<typeof orderCardLineSchema>;

/** What the board shows of one order. */
export const orderCardSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  storeId: z.number().int(),
  businessDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  source: z.enum(ORDER_SOURCES),
  type: z.enum(ORDER_TYPES),
  tableNumber: z.string().nullable(),
  /** Pickup or delivery time and the customer's name. */
  reservation: z.object({ type: z.enum(RESERVATION_TYPES), reservedFor: z.string(), name: z.string() }).nullable(),
  delivery: z.object({ status: z.enum(DELIVERY_STATUSES), courierName: z.string().nullable() }).nullable(),
  /**
   * A delivery platform's order (Uber Eats, foodpanda): its number, its status there and the accept countdown. The
   * server always sends it (null for other orders); optional only so cards built before issue 20 still type-check.
   */
  platformOrder: platformOrderCardSchema.nullish(),
  remark: z.string(),
  entertain: z.boolean(),
  lines: z.array(orderCardLineSchema),
  /** What the customer pays (cents). */
  amount: z.number().int(),
  /** The idle reminder counts from here. */
  statusChangedAt: z.string(),
  createdAt: z.string(),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderCardListSchema = z.array(orderCardSchema);

/** A line's choices as the card shows them (pure, so a client may build the same text from an OrderDetail line). */
export function orderLineChoices(line: { options: readonly OrderOptionSnapshotView[]; combos: readonly OrderComboSnapshotView[] }): string[] {
  const optionText = (option: OrderOptionSnapshotView) => (option.count > 1 ? `${option.name} x${option.count}` : option.name);
  const choices = line.options.map(optionText);
  for (const combo of line.combos) {
    const items = combo.items.map((item) => (item.options.length > 0 ? `${item.name}(${item.options.map(optionText).join('、')})` : item.name));
    choices.push(items.length > 0 ? `${combo.name}：${items.join('、')}` : combo.name);
  }
  return choices;
}
