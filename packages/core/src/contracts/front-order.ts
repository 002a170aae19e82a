import { z } from 'zod';
import { memberPhoneField } from './members.js';
import { envelopeSchema } from './envelope.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { posOptionGroupSchema, posUpgradeSchema, remarkSchema } from './menu.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';
import { LINE_REMARK_MAX, ORDER_REMARK_MAX } from './orders.js';
import { TABLE_SHAPES } from './tables.js';
import { FLOOR_CELL_MAX } from '../validation/floor-cells.js';
import { FRONT_CHANNELS, FRONT_ORDER_TYPES, FRONT_TOKEN_MAX } from './front-order-kinds.js';

/**
 * Customer self-ordering (issue 19; docs/self-ordering.md): the request and response schemas. Tables with QR codes,
 * the customer's phone (手機點餐) and the store's kiosk (出單點餐). The customer API has no session: every call names a
 * signed front-stage token, which says which store (and table) it is for. The server prices every line itself;
 * prices a client sends are ignored. Paths, tokens, messages and rules: ../front-stage.ts.
 */

const tokenField = z
  .string({ error: '點餐連結無效，請重新掃描QR Code' })
  .trim()
  .min(1, '點餐連結無效，請重新掃描QR Code')
  .max(FRONT_TOKEN_MAX, '點餐連結無效，請重新掃描QR Code');

// ---- tables (back office) --------------------------------------------------------------------

const tableName = requiredText('桌號名稱').max(20, '桌號名稱不可超過20字');
const storeIdQuery = queryId('商店編號');

export const diningTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  /** Path of the customer page on this server (`/order/<token>`): the QR code holds the full URL. */
  orderUrl: z.string(),
  /** The floor plan (docs/tables.md): its area (null: none), seats, shape and grid cell. */
  areaId: z.number().int().nullable().default(null),
  seats: z.number().int().default(4),
  shape: z.enum(TABLE_SHAPES).default('SQUARE'),
  x: z.number().int().default(0),
  y: z.number().int().default(0),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

const gridCell = (label: string) => z.number({ error: `${label}須為整數` }).int(`${label}須為整數`).min(0, `${label}不可小於0`).max(FLOOR_CELL_MAX, `${label}不可超過${FLOOR_CELL_MAX}`);
/** Where the table sits on its area's grid: `x`, `y` (or the same as `position: {x, y}`). */
const layoutFields = {
  areaId: requiredId('區域').nullish(),
  seats: z.number({ error: '座位數須為整數' }).int('座位數須為整數').min(1, '座位數須為1到99').max(99, '座位數須為1到99').optional(),
  shape: z.enum(TABLE_SHAPES, { error: '桌型須為方桌、圓桌或長桌' }).optional(),
  x: gridCell('位置').optional(),
  y: gridCell('位置').optional(),
  position: z.object({ x: gridCell('位置'), y: gridCell('位置') }, { error: '位置格式不正確' }).optional(),
};
export const addDiningTableRequestSchema = requestObject({ storeId: requiredId('商店編號'), name: tableName, ...layoutFields });
export type AddDiningTableRequest = z.infer<typeof addDiningTableRequestSchema>;
export const updateDiningTableRequestSchema = requestObject({ storeId: requiredId('商店編號'), id: requiredId('桌號編號'), name: tableName, ...layoutFields });
export type UpdateDiningTableRequest = z.infer<typeof updateDiningTableRequestSchema>;
export const diningTableIdRequestSchema = requestObject({ storeId: requiredId('商店編號'), id: requiredId('桌號編號') });
export type DiningTableIdRequest = z.infer<typeof diningTableIdRequestSchema>;
export const diningTableIdQuerySchema = requestObject({ storeId: storeIdQuery, id: queryId('桌號編號') });
export const diningTableListQuerySchema = requestObject({ storeId: storeIdQuery });

export const frontStageLinksSchema = z.object({
  /** The store's QR hash: 手機點餐 without a table (外帶). */
  qrCodeHash: z.string(),
  frontStageURL: z.string(),
  kioskHash: z.string(),
  kioskURL: z.string(),
});
export type FrontStageLinks = z.infer<typeof frontStageLinksSchema>;

// ---- the customer's menu ---------------------------------------------------------------------

export const frontMenuQuerySchema = requestObject({ token: tokenField });

export const frontItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  /** `/api/front/file/<id>?token=`: null without a photo. */
  imageUrl: z.string().nullable(),
  description: z.string(),
  optionGroupIds: z.array(z.number().int()),
  upgradeIds: z.array(z.number().int()),
  /** null: unlimited. */
  availableQuantity: z.number().int().nullable(),
  availableForSale: z.boolean(),
});
export type FrontItem = z.infer<typeof frontItemSchema>;

export const frontMenuSchema = z.object({
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Taking orders now (module, switch, business hours); `closedReason` says why not. */
    open: z.boolean(),
    closedReason: z.string().nullable(),
    /** What the customer may choose here (a table code: 內用 only; the store's code: what its settings offer). */
    orderTypes: z.array(z.enum(FRONT_ORDER_TYPES)),
    /** Minutes from now to the earliest pickup time of a takeout order. */
    pickupLeadMinutes: z.number().int(),
    /** The store's note to customers (mobile-order settings). */
    note: z.string(),
    /** The order is paid at the counter (mobile-order settings); this install offers no online payment. */
    payAtCounter: z.boolean(),
    timeZone: z.string(),
    /** The store has member points on: the customer may give a mobile number to collect (docs/members.md). */
    memberPoints: z.boolean().optional(),
  }),
  channel: z.enum(FRONT_CHANNELS),
  /** The table of a table code. */
  table: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), items: z.array(frontItemSchema) })),
  optionGroups: z.array(posOptionGroupSchema),
  upgrades: z.array(posUpgradeSchema),
  remarks: z.array(remarkSchema),
});
export type FrontMenu = z.infer<typeof frontMenuSchema>;

// ---- the order -------------------------------------------------------------------------------

/**
 * A line as the customer sends it: what was chosen, never a price. Any price field a client adds is not part of the
 * schema and is dropped; the server takes every price from its own catalogue. Customers order whole units.
 */
const frontCount = (label: string, max: number) =>
  z.number({ error: `${label}為必填` }).int(`${label}須為整數`).min(1, `${label}須大於0`).max(max, `${label}不可超過${max}`);
const frontOptionSchema = z.object(
  { optionId: requiredId('選項編號'), count: frontCount('選項數量', 99).default(1) },
  { error: '選項格式不正確' },
);
const frontComboItemSchema = z.object(
  { groupId: requiredId('套餐群組編號'), itemId: requiredId('餐點編號'), options: z.array(frontOptionSchema).max(50).default([]) },
  { error: '套餐餐點格式不正確' },
);
const frontComboSchema = z.object(
  { upgradeId: requiredId('套餐編號'), items: z.array(frontComboItemSchema).max(50).default([]) },
  { error: '套餐格式不正確' },
);
export const frontLineSchema = z.object(
  {
    itemId: requiredId('餐點編號'),
    count: frontCount('數量', 99),
    options: z.array(frontOptionSchema, { error: '選項格式不正確' }).max(50).default([]),
    combos: z.array(frontComboSchema, { error: '套餐格式不正確' }).max(10).default([]),
    remark: z.string({ error: '備註須為文字' }).trim().max(LINE_REMARK_MAX, `餐點備註不可超過${LINE_REMARK_MAX}字`).default(''),
  },
  { error: '餐點格式不正確' },
);
export type FrontLine = z.infer<typeof frontLineSchema>;
export type FrontLineInput = z.input<typeof frontLineSchema>;

export const frontOrderRequestSchema = requestObject({
  token: tokenField,
  type: z.enum(FRONT_ORDER_TYPES, { error: '用餐方式須為內用或外帶' }),
  lines: z
    .array(frontLineSchema, { error: '餐點為必填' })
    .min(1, '請先加入餐點')
    .max(50, '餐點不可超過50項'),
  remark: z.string({ error: '備註須為文字' }).trim().max(ORDER_REMARK_MAX, `備註不可超過${ORDER_REMARK_MAX}字`).default(''),
  /** HH:mm today in the store's time zone, for TAKEOUT; left out: as soon as possible. */
  pickupTime: z
    .string({ error: '取餐時間格式不正確' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '取餐時間格式不正確')
    .nullish()
    .transform((value) => value ?? null),
  /** The customer's mobile number, to collect points (docs/members.md); left out: none. */
  memberPhone: memberPhoneField.nullish().transform((value) => value ?? null),
});
export type FrontOrderRequest = z.infer<typeof frontOrderRequestSchema>;
export type FrontOrderRequestInput = z.input<typeof frontOrderRequestSchema>;

export const frontOrderResultSchema = z.object({
  orderNo: z.string(),
  statusToken: z.string(),
  /** The amount to pay at the counter, in cents. */
  total: z.number().int(),
});
export type FrontOrderResult = z.infer<typeof frontOrderResultSchema>;

// ---- the status page -------------------------------------------------------------------------

export const frontStatusQuerySchema = requestObject({ statusToken: tokenField });

export const frontOrderStatusSchema = z.object({
  orderNo: z.string(),
  statusToken: z.string(),
  storeName: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  type: z.enum(FRONT_ORDER_TYPES),
  tableName: z.string().nullable(),
  /** ISO instant of the takeout pickup, null for as soon as possible. */
  pickupAt: z.string().nullable(),
  total: z.number().int(),
  remark: z.string(),
  /** The store's reason when it cancelled the order. */
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({ lineNo: z.number().int(), name: z.string(), count: z.number(), amount: z.number().int(), choices: z.array(z.string()) }),
  ),
  /** Still NEW and unpaid: the customer may change its counts (order/updateCount) or take it back (order/remove). */
  removable: z.boolean(),
  /**
   * The wallets the phone may pay this unpaid order with (POST /api/front/order/pay, docs/payments.md); empty when
   * it is paid at the counter. Left out by servers before payments.
   */
  payOnline: z.array(z.enum(['LINE_PAY', 'JKO_PAY'])).default([]),
  /** A 先付款 store: the order reaches the kitchen only once paid on the phone. */
  payFirst: z.boolean().default(false),
});
export type FrontOrderStatus = z.infer<typeof frontOrderStatusSchema>;

export const getOrderByUserRequestSchema = requestObject({
  statusTokens: z.array(tokenField, { error: '訂單為必填' }).max(20, '訂單不可超過20筆'),
});
export const frontOrderListSchema = z.array(frontOrderStatusSchema);
/** DELETE order/remove?id=: the order's status token (the only id a customer holds). */
export const frontRemoveQuerySchema = requestObject({ id: tokenField });
/** PUT order/updateCount: a line's new count; 0 takes the line off (not the last one: remove the order instead). */
export const frontUpdateCountRequestSchema = requestObject({
  statusToken: tokenField,
  lineNo: requiredId('明細編號'),
  count: z.number({ error: '數量為必填' }).int('數量須為整數').min(0, '數量不可小於0').max(99, '數量不可超過99'),
});
export type FrontUpdateCountRequest = z.infer<typeof frontUpdateCountRequestSchema>;

export const frontEnvelopes = {
  menu: envelopeSchema(frontMenuSchema),
  order: envelopeSchema(frontOrderResultSchema),
  status: envelopeSchema(frontOrderStatusSchema),
  list: envelopeSchema(frontOrderListSchema),
  table: envelopeSchema(diningTableSchema),
  tables: envelopeSchema(z.array(diningTableSchema)),
  links: envelopeSchema(frontStageLinksSchema),
};

