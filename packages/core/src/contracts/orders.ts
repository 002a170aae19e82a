import { z } from 'zod';
import { isValidTaxId } from '../validation/tax-id.js';
import { isValidDonationCode, isValidPhoneCarrier } from '../validation/carrier.js';
import { MSG } from '../messages.js';
import { COUPON_MSG, couponCodeField } from './coupons.js';
import { MEMBER_MSG, memberCheckoutFields, orderMemberSummarySchema, orderPointsClaimSchema } from './members.js';
import { oneTimeKeyField, PAYMENT_MSG, tenderPartsField } from './payments.js';
import { offlineInvoiceNumberSchema } from './einvoice-offline.js';
import { requestObject, requiredId, requiredText } from './fields.js';
import { ORDER_CHANNELS } from './realtime.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';
import { TABLE_MSG } from './tables.js';
import { guestsField } from './table-service.js';

/**
 * Orders (store operations sections 3, 4, 5 and 7; docs/orders.md): the POS checkout creates one with
 * `POST /api/back/pos/addOrder`, sent with an `Idempotency-Key` header. Money is integer cents; counts have at
 * most 2 decimals. The client sends the prices it showed and the totals it computed with core's pricing; the
 * server prices the order again from its catalogue and refuses any difference (409), so what the customer saw is
 * what is stored.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const ORDER_PATHS = {
  pos: {
    /** Body `addOrderRequestSchema`, header `Idempotency-Key`; answers `addOrderResultSchema`. */
    addOrder: call('POST', '/api/back/pos/addOrder'),
  },
} as const;

// ---- idempotency -----------------------------------------------------------------------------

/**
 * The header addOrder requires. The client makes one key per checkout attempt (a UUID) and sends it again with
 * every retry of that attempt: the same key with the same body answers the first result and never creates a
 * second order; the same key with another body answers 409.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const idempotencyKeySchema = z
  .string({ error: '缺少Idempotency-Key標頭' })
  .min(1, '缺少Idempotency-Key標頭')
  .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency-Key須為8到100個英數字或 _ . : -');

/** Where the order came from: the realtime NEW_ORDER channels. */
export const ORDER_SOURCES = ORDER_CHANNELS;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** 內用 (with a table number), 外帶, and the two reservations 預約自取 / 預約外送. */
export const ORDER_TYPES = ['INSIDE', 'TAKEOUT', 'PICKUP', 'DELIVERY'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const RESERVATION_TYPES = ['PICKUP', 'DELIVERY'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** The buyer's e-invoice choice (store operations 3): 統編, 手機載具 or 捐贈碼. */
export const INVOICE_INFO_TYPES = ['uniformNumber', 'phoneCarrier', 'donationNumber'] as const;
export type InvoiceInfoType = (typeof INVOICE_INFO_TYPES)[number];

/** The order number as people read it: at least 3 digits (007), counted per store and business day. */
export function formatOrderNo(orderNumber: number): string {
  return String(orderNumber).padStart(3, '0');
}

// ---- limits and messages ---------------------------------------------------------------------

export const ORDER_LINES_MAX = 200;
export const ORDER_COUNT_MAX = 99_999;
export const ORDER_REMARK_MAX = 200;
export const LINE_REMARK_MAX = 100;
/** NT$1,000,000 in cents, as menu prices. */
export const ORDER_PRICE_MAX = 100_000_000;
/** NT$10,000,000: cash tendered. */
export const ORDER_PAID_MAX = 1_000_000_000;

/** Server messages of this area (ours, except PAY_METHOD_CLOSED which is the spec's). */
export const ORDER_MSG = {
  PAY_METHOD_CLOSED: MSG.PAY_METHOD_CLOSED,
  PAY_METHOD_REQUIRED: '請選擇付款方式',
  TOTALS_CHANGED: '訂單金額已變更，請重新確認',
  INVOICE_OFF: '商店未開啟電子發票功能',
  RESERVATION_PAST: '取餐時間已過，請重新選擇',
  RESERVATION_TOO_FAR: '預約日期不可超過下個月底',
  IDEMPOTENCY_CONFLICT: MSG.IDEMPOTENCY_CONFLICT,
  EMPTY: '請先加入餐點',
  TAKEN_AT_FUTURE: '訂單時間晚於伺服器時間，請檢查裝置時鐘',
  TAKEN_AT_TOO_OLD: '離線訂單已超過72小時，無法上傳',
  WITHOUT_INVOICE_OFFLINE_ONLY: '僅離線訂單可不開發票',
} as const;

/**
 * An order taken offline keeps the time it was taken (docs/offline.md): the server accepts a client `takenAt` up
 * to 72 hours old (well inside the 7 days an Idempotency-Key is kept, so a late upload still replays), and up to 2
 * minutes ahead of its own clock (a terminal's clock drifts); a time ahead within that slack is stored as now.
 */
export const OFFLINE_ORDER_MAX_AGE_MS = 72 * 3600_000;
export const TAKEN_AT_CLOCK_SLACK_MS = 2 * 60_000;

/** 409: the item was removed, switched off, or its category was. */
export function itemUnavailableMessage(name: string): string {
  return `${name}已下架，請重新選擇`;
}
/** 409: availableForSale is false (售完). */
export function itemSoldOutMessage(name: string): string {
  return `${name}已售完`;
}
/** 409: fewer left than ordered. */
export function stockShortMessage(name: string, left: number): string {
  return `${name}庫存不足，剩餘${left}份`;
}
/** 409: a price differs from the catalogue's. */
export function priceChangedMessage(name: string): string {
  return `${name}價格已變更，請重新確認`;
}
/** 409: an option, upgrade or combo item is no longer offered with the item. */
export function choiceUnavailableMessage(name: string): string {
  return `${name}的選項已變更，請重新選擇`;
}
/** 400: a taste group or combo slot picked fewer or more than its least / most. */
export function choiceCountMessage(itemName: string, groupName: string): string {
  return `${itemName}的「${groupName}」選擇數量不符`;
}

// ---- request ---------------------------------------------------------------------------------

function cents(label: string, max = ORDER_PRICE_MAX, min = 0) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數(以分為單位)`)
    .min(min, `${label}不可小於${min / 100}元`)
    .max(max, `${label}不可超過${max / 100}元`);
}

/** A count with at most 2 decimals, above 0. */
const lineCount = z
  .number({ error: '數量為必填' })
  .positive('數量須大於0')
  .max(ORDER_COUNT_MAX, `數量不可超過${ORDER_COUNT_MAX}`)
  .refine((count) => Math.abs(count * 100 - Math.round(count * 100)) < 1e-6, '數量最多2位小數');

/** A chosen taste option, per unit of its line: count of it (加珍珠 x2) and the price the cashier saw. */
export const orderOptionSchema = z.object(
  {
    optionId: requiredId('選項編號'),
    count: z.number({ error: '選項數量為必填' }).int('選項數量須為整數').min(1, '選項數量須大於0').max(99, '選項數量不可超過99'),
    /** Cents; may be negative ("less" options). */
    price: cents('選項價格', ORDER_PRICE_MAX, -ORDER_PRICE_MAX),
  },
  { error: '選項格式不正確' },
);
export type OrderOption = z.infer<typeof orderOptionSchema>;

/** An item picked in a slot (groupId) of an upgrade, with its surcharge and its own options. */
export const orderComboItemSchema = z.object(
  {
    groupId: requiredId('套餐群組編號'),
    itemId: requiredId('餐點編號'),
    comboItemPrice: cents('套餐餐點加價'),
    options: z.array(orderOptionSchema, { error: '選項格式不正確' }).max(50).default([]),
  },
  { error: '套餐餐點格式不正確' },
);
export type OrderComboItem = z.infer<typeof orderComboItemSchema>;

/** An upgrade (升級 / 套餐) chosen on a line: its comboPrice and the items picked in its slots. */
export const orderComboSchema = z.object(
  {
    upgradeId: requiredId('套餐編號'),
    comboPrice: cents('套餐價格'),
    items: z.array(orderComboItemSchema, { error: '套餐餐點格式不正確' }).max(50).default([]),
  },
  { error: '套餐格式不正確' },
);
export type OrderCombo = z.infer<typeof orderComboSchema>;

/**
 * One cart line. `unitPrice` is the item's price as the cashier saw it (options and combos excluded); options
 * count per unit. Taste groups and combo slots count their distinct picked options / items against least and most.
 */
export const orderLineSchema = z.object(
  {
    itemId: requiredId('餐點編號'),
    count: lineCount,
    unitPrice: cents('餐點價格'),
    options: z.array(orderOptionSchema, { error: '選項格式不正確' }).max(50).default([]),
    combos: z.array(orderComboSchema, { error: '套餐格式不正確' }).max(10).default([]),
    remark: z.string({ error: '備註須為文字' }).trim().max(LINE_REMARK_MAX, `餐點備註不可超過${LINE_REMARK_MAX}字`).default(''),
    /** Line entertain (招待): the line is free. */
    entertain: z.boolean({ error: '招待須為是或否' }).default(false),
  },
  { error: '餐點格式不正確' },
);
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderLineInput = z.input<typeof orderLineSchema>;

export const orderLinesField = z
  .array(orderLineSchema, { error: '餐點為必填' })
  .min(1, ORDER_MSG.EMPTY)
  .max(ORDER_LINES_MAX, `餐點不可超過${ORDER_LINES_MAX}項`);

/** The reservation dialog (預約): pickup or delivery at a date and time in the store's time zone. */
export const reservationSchema = z
  .object(
    {
      type: z.enum(RESERVATION_TYPES, { error: '預約類型須為自取或外送' }),
      /** yyyy-MM-dd, at most the end of next month. */
      date: z.iso.date({ error: '預約日期格式不正確' }),
      /** HH:mm, 24-hour. */
      time: z.string({ error: '預約時間為必填' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, '預約時間格式不正確'),
      /** With its 先生 / 小姐 suffix, as the dialog builds it. */
      name: requiredText('姓名').max(30, '姓名不可超過30字'),
      phone: requiredText('電話').regex(/^\d{1,20}$/, MSG.PHONE_FORMAT),
      address: z.string({ error: '地址須為文字' }).trim().max(200, '地址不可超過200字').default(''),
      uniformNumber: z
        .string({ error: MSG.TAX_ID_INVALID })
        .trim()
        .refine((value) => value === '' || isValidTaxId(value), MSG.TAX_ID_INVALID)
        .default(''),
      /** The dining table held for the guests (docs/tables.md: 有預約 on the floor); the store's, checked by the server. */
      tableId: requiredId('桌位').nullish(),
    },
    { error: '預約格式不正確' },
  )
  .refine((reservation) => reservation.type !== 'DELIVERY' || reservation.address !== '', {
    message: '外送地址為必填',
    path: ['address'],
  })
  .refine((reservation) => reservation.type !== 'DELIVERY' || (reservation.tableId ?? null) === null, {
    message: '外送預約不可指定桌位',
    path: ['tableId'],
  });
export type Reservation = z.infer<typeof reservationSchema>;
export type ReservationInput = z.input<typeof reservationSchema>;

/** The cashier's discount: money off, or the share the customer pays (0.9 = 9折). */
export const manualDiscountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('MONEY'), amount: cents('折扣金額') }),
    z.object({
      type: z.literal('RATIO'),
      ratio: z
        .number({ error: '折扣比例為必填' })
        .gt(0, '折扣比例須大於0')
        .max(1, '折扣比例不可大於1')
        .refine((ratio) => Math.abs(ratio * 100 - Math.round(ratio * 100)) < 1e-6, '折扣比例最多2位小數'),
    }),
  ],
  { error: '折扣格式不正確' },
);
export type ManualDiscountInput = z.infer<typeof manualDiscountSchema>;

export const orderPaymentSchema = z.object(
  {
    payMethodId: requiredId('付款方式'),
    /** Cash tendered in cents (cash only; other methods collect exactly the payable, whatever is sent). */
    paid: cents('付款金額', ORDER_PAID_MAX),
    /** The customer's code scanned at the counter (LINE Pay / JKOPay, docs/payments.md): the server charges it. */
    oneTimeKey: oneTimeKeyField.nullish().transform((value) => value ?? null),
  },
  { error: ORDER_MSG.PAY_METHOD_REQUIRED },
);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** The buyer's e-invoice choice, checked by format here (the server check is checkPhoneCarrier / checkDonationNumber). */
export const invoiceInfoSchema = z
  .object(
    {
      type: z.enum(INVOICE_INFO_TYPES, { error: '發票類型不正確' }),
      number: z.string({ error: '發票資訊為必填' }).trim(),
    },
    { error: '發票資訊格式不正確' },
  )
  .superRefine((invoice, context) => {
    const valid =
      invoice.type === 'uniformNumber'
        ? isValidTaxId(invoice.number)
        : invoice.type === 'phoneCarrier'
          ? isValidPhoneCarrier(invoice.number)
          : isValidDonationCode(invoice.number);
    if (valid) return;
    const message =
      invoice.type === 'uniformNumber'
        ? MSG.TAX_ID_INVALID
        : invoice.type === 'phoneCarrier'
          ? MSG.PHONE_CARRIER_INVALID
          : MSG.DONATION_CODE_INVALID;
    context.addIssue({ code: 'custom', message, path: ['number'] });
  });
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

/** The amounts the client computed with core's computeOrderTotals (see expectedTotalsOf). */
export const expectedTotalsSchema = z.object(
  {
    subtotal: z.number({ error: '小計為必填' }).int(),
    entertainAmount: z.number({ error: '招待金額為必填' }).int(),
    automaticDiscount: z.number({ error: '自動折扣金額為必填' }).int(),
    /** 0 without a coupon (clients built before coupons leave it out). */
    couponDiscount: z.number({ error: '優惠券折扣金額須為整數' }).int().default(0),
    /** 0 without member points redeemed (docs/members.md). */
    pointsDiscount: z.number({ error: '點數折抵金額須為整數' }).int().default(0),
    manualDiscount: z.number({ error: '折扣金額為必填' }).int(),
    /** 服務費 of a table check (docs/tables.md); 0 elsewhere (clients built before it leave it out). */
    serviceCharge: z.number({ error: '服務費須為整數' }).int().default(0),
    payable: z.number({ error: '應付金額為必填' }).int(),
    change: z.number({ error: '找零金額為必填' }).int(),
  },
  { error: '訂單金額為必填' },
);
export type ExpectedTotals = z.infer<typeof expectedTotalsSchema>;

export const addOrderRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  lines: orderLinesField,
  remark: z.string({ error: '備註須為文字' }).trim().max(ORDER_REMARK_MAX, `訂單備註不可超過${ORDER_REMARK_MAX}字`).default(''),
  /** 內用 (true) or 外帶 (false); ignored when there is a reservation. */
  isInside: z.boolean({ error: '內用外帶須為是或否' }).default(false),
  /** 內用 table number, up to 10 digits (keypad); null or '' for none. */
  tableNumber: z
    .string({ error: '桌號須為文字' })
    .regex(/^\d{0,10}$/, '桌號須為10位以內數字')
    .nullish()
    .transform((value) => (value ? value : null)),
  reservation: reservationSchema.nullish().transform((value) => value ?? null),
  /** Required unless the whole order is entertained (then it is ignored). */
  payment: orderPaymentSchema.nullish().transform((value) => value ?? null),
  /** Split tender (docs/payments.md): several parts instead of `payment`; charged parts carry their `oneTimeKey`. */
  payments: tenderPartsField.nullish().transform((value) => value ?? null),
  manualDiscount: manualDiscountSchema.nullish().transform((value) => value ?? null),
  /** Whole-order entertain (招待): nothing to pay; discounts and payment are cleared. */
  entertain: z.boolean({ error: '招待須為是或否' }).default(false),
  invoice: invoiceInfoSchema.nullish().transform((value) => value ?? null),
  /** A coupon the customer brings (docs/coupons.md): checked, priced and counted by the server in the order's transaction. */
  couponCode: couponCodeField.nullish().transform((value) => value ?? null),
  /** The member (docs/members.md): earns points on the payable; `redeemPoints` of theirs are money off. */
  ...memberCheckoutFields,
  expectedTotals: expectedTotalsSchema,
  /**
   * When the cashier took the order, for one sent from the terminal's offline outbox (absent when sent at once).
   * Not part of the Idempotency-Key's body fingerprint: an attempt first sent online and then again from the outbox
   * is the same order.
   */
  takenAt: z.iso
    .datetime({ offset: true, error: '訂單時間格式不正確' })
    .nullish()
    .transform((value) => value ?? null),
  /** An invoice issued offline: the number it took from its terminal's block (docs/offline.md). */
  offlineInvoice: offlineInvoiceNumberSchema.nullish().transform((value) => value ?? null),
  /**
   * Sold offline without an invoice after the cashier was asked (the terminal's block was used up or none was
   * reserved; docs/offline.md): only with `takenAt`, never with `offlineInvoice`.
   */
  withoutInvoice: z.boolean({ error: '不開發票須為是或否' }).default(false),
  /**
   * The terminal printed the order's kitchen tickets itself while offline (docs/offline.md): on upload the server
   * records that the kitchen was sent the whole order, so the board's next edit prints only 加點 / 取消. Only with
   * `takenAt` (ignored otherwise); not part of the Idempotency-Key's body fingerprint.
   */
  kitchenPrinted: z.boolean({ error: '廚房單已列印須為是或否' }).default(false),
  /**
   * Table service (docs/tables.md): the dining table the check is opened on (內用; its name becomes the table number)
   * with its guests (來客數, 1-99), and `payLater` (開桌): no payment now, the check stays UNPAID on the table until
   * updateOrderPaid.
   */
  tableId: requiredId('桌位').nullish().transform((value) => value ?? null),
  guests: guestsField.nullish().transform((value) => value ?? null),
  payLater: z.boolean({ error: '先點餐後結帳須為是或否' }).default(false),
}).superRefine((order, context) => {
  if (order.payLater && order.tableId === null) {
    context.addIssue({ code: 'custom', message: TABLE_MSG.PAY_LATER_NEEDS_TABLE, path: ['tableId'] });
  }
  if (order.tableId !== null && order.guests === null) {
    context.addIssue({ code: 'custom', message: TABLE_MSG.GUESTS_REQUIRED, path: ['guests'] });
  }
  if (order.withoutInvoice && (order.takenAt === null || order.offlineInvoice !== null)) {
    context.addIssue({ code: 'custom', message: ORDER_MSG.WITHOUT_INVOICE_OFFLINE_ONLY, path: ['withoutInvoice'] });
  }
  if (order.payment !== null && order.payments !== null) {
    context.addIssue({ code: 'custom', message: PAYMENT_MSG.PAYMENT_OR_PAYMENTS, path: ['payments'] });
  }
  if (!order.entertain && !order.payLater && order.payment === null && order.payments === null) {
    context.addIssue({ code: 'custom', message: ORDER_MSG.PAY_METHOD_REQUIRED, path: ['payment'] });
  }
  if (order.redeemPoints > 0 && order.memberId === null) {
    context.addIssue({ code: 'custom', message: MEMBER_MSG.REDEEM_WITHOUT_MEMBER, path: ['redeemPoints'] });
  }
  if (order.entertain && order.redeemPoints > 0) {
    context.addIssue({ code: 'custom', message: MEMBER_MSG.ENTERTAIN, path: ['redeemPoints'] });
  }
  if (order.entertain && order.couponCode !== null) {
    context.addIssue({ code: 'custom', message: COUPON_MSG.ENTERTAIN, path: ['couponCode'] });
  }
});
export type AddOrderRequest = z.infer<typeof addOrderRequestSchema>;
export type AddOrderInput = z.input<typeof addOrderRequestSchema>;

// ---- response --------------------------------------------------------------------------------

export const orderTotalsSchema = z.object({
  subtotal: z.number().int(),
  entertainAmount: z.number().int(),
  automaticDiscount: z.number().int(),
  /** The coupon's discount (0 without one; answers stored before coupons lack it). */
  couponDiscount: z.number().int().default(0),
  /** Member points redeemed as money off (0 without; answers stored before members lack it). */
  pointsDiscount: z.number().int().default(0),
  total: z.number().int(),
  manualDiscount: z.number().int(),
  /** 服務費 of a table check (0 elsewhere; answers stored before it lack it). */
  serviceCharge: z.number().int().default(0),
  payable: z.number().int(),
  paid: z.number().int(),
  change: z.number().int(),
});
export type OrderTotalsView = z.infer<typeof orderTotalsSchema>;

/**
 * The e-invoice issued with the order (docs/einvoice.md), for the POS's done modal: the number to show and whether a
 * proof may be printed (`printable`: no carrier and no donation; print it with EINVOICE_PATHS.printInvoice).
 */
export const orderInvoiceSummarySchema = z.object({
  invoiceId: z.number().int(),
  /** 'AB12345678'. */
  invoiceNumber: z.string(),
  /** '115年11-12月'. */
  periodText: z.string(),
  randomCode: z.string(),
  /** The buyer's 統編, or null for a consumer. */
  buyerTaxId: z.string().nullable(),
  printable: z.boolean(),
  /** Cents, tax included. */
  totalAmount: z.number().int(),
});
export type OrderInvoiceSummary = z.infer<typeof orderInvoiceSummarySchema>;

export const addOrderResultSchema = z.object({
  orderId: z.number().int(),
  /** The number called out and printed: per store and business day (001, 002, ...). */
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  type: z.enum(ORDER_TYPES),
  /** yyyy-MM-dd in the store's time zone. */
  businessDate: z.string(),
  createdAt: z.string(),
  totals: orderTotalsSchema,
  /**
   * The e-invoice issued in the same transaction: set whenever both invoice switches are on and the payable is above
   * 0; null otherwise. The server always sends the field (optional in the type only for clients built before it).
   */
  invoice: orderInvoiceSummarySchema.nullish(),
  /** The member's points after this order (docs/members.md); absent or null without a member. */
  member: orderMemberSummarySchema.nullish(),
  /** The receipt's points-claim QR of a paid order without a member, while the store has points on. */
  pointsClaim: orderPointsClaimSchema.nullish(),
});
export type AddOrderResult = z.infer<typeof addOrderResultSchema>;
