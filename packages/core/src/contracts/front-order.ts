import { z } from 'zod';
import { envelopeSchema } from './envelope.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { posOptionGroupSchema, posUpgradeSchema, remarkSchema } from './menu.js';
import { type OrderStatus, ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.js';
import { LINE_REMARK_MAX, ORDER_REMARK_MAX } from './orders.js';
import { frontStagePath } from './stores.js';

/**
 * Customer self-ordering (issue 19; docs/self-ordering.md): tables with QR codes, the customer's phone (手機點餐) and
 * the store's kiosk (出單點餐). The customer API has no session: every call names a signed front-stage token, which
 * says which store (and table) it is for. The server prices every line itself; prices a client sends are ignored.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const FRONT_PATHS = {
  diningTable: {
    add: call('POST', '/api/back/diningTable/add'),
    list: call('GET', '/api/back/diningTable/list'),
    update: call('PUT', '/api/back/diningTable/update'),
    remove: call('DELETE', '/api/back/diningTable/remove'),
    rotateToken: call('PUT', '/api/back/diningTable/rotateToken'),
  },
  /** The store's front-stage links: the store's QR hash (GET back/store/getQRHash) and the kiosk's. */
  links: call('GET', '/api/back/diningTable/links'),
  menu: call('GET', '/api/front/menu'),
  /** Body `frontOrderRequestSchema`, header `Idempotency-Key`. */
  order: call('POST', '/api/front/order'),
  status: call('GET', '/api/front/order/status'),
  /** Item photos of the token's store (the back office's file route needs a session). */
  file: call('GET', '/api/front/file/:id'),
  /** The spec's customer calls: the customer's open orders, and taking back an order the store has not accepted. */
  getOrderByUser: call('POST', '/api/order/getOrderByUser'),
  remove: call('DELETE', '/api/order/remove'),
} as const;

/** Where customers open the web app (same origin as the API). */
export const FRONT_WEB_PATHS = {
  order: (token: string) => `/order/${token}`,
  /** The store's own code (its QR hash): 手機點餐 without a table (the spec's frontStageURL). */
  store: (qrCodeHash: string) => frontStagePath(qrCodeHash),
  kiosk: (token: string) => `/kiosk/${token}`,
  status: (statusToken: string) => `/order/status/${statusToken}`,
} as const;

// ---- tokens ----------------------------------------------------------------------------------

/**
 * A front-stage token: a kind letter, the id it names, a dot and a signature (43 base64url characters of an
 * HMAC-SHA256 under the server's key). t: a table (內用, the table's name on the order), k: the store's kiosk, o: an
 * order's status page. Only the server can make one; a table's signature also covers its generation, so rotating it
 * stops the old code at once. The store's own code (手機點餐 外帶) is its random QR hash (getQRHash).
 */
export const FRONT_TOKEN_KINDS = { t: 'TABLE', k: 'KIOSK', o: 'ORDER' } as const;
export type FrontTokenLetter = keyof typeof FRONT_TOKEN_KINDS;
export type FrontTokenKind = SignedFrontTokenKind | 'STORE';
const TOKEN_PATTERN = /^([tko])([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;
export const FRONT_TOKEN_MAX = 64;

export type SignedFrontTokenKind = (typeof FRONT_TOKEN_KINDS)[FrontTokenLetter];
export interface ParsedFrontToken {
  kind: SignedFrontTokenKind;
  id: number;
  signature: string;
}

/** The parts of a token, or null when it cannot be one (the signature is checked by the server). */
export function parseFrontToken(token: string): ParsedFrontToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return null;
  return { kind: FRONT_TOKEN_KINDS[match[1] as FrontTokenLetter], id, signature: match[3]! };
}

/** The store's QR hash (32 hex characters, store-profile's qr_hash). */
export function isStoreQrHash(token: string): boolean {
  return /^[0-9a-f]{32}$/.test(token);
}

export function frontTokenLetter(kind: SignedFrontTokenKind): FrontTokenLetter {
  return (Object.keys(FRONT_TOKEN_KINDS) as FrontTokenLetter[]).find((letter) => FRONT_TOKEN_KINDS[letter] === kind)!;
}

/** The realtime topic of one order's status page: only the holder of its status token can name it. */
export function frontOrderTopic(statusToken: string): string {
  return `/topic/front-order/${statusToken}`;
}
const FRONT_ORDER_TOPIC_PATTERN = /^\/topic\/front-order\/([^/]{1,64})$/;
export function parseFrontOrderTopic(destination: string): string | null {
  return FRONT_ORDER_TOPIC_PATTERN.exec(destination)?.[1] ?? null;
}
/** The query parameter of a realtime upgrade that may go without a session (customers subscribe to their order). */
export const FRONT_REALTIME_PARAM = 'front';

const tokenField = z
  .string({ error: '點餐連結無效，請重新掃描QR Code' })
  .trim()
  .min(1, '點餐連結無效，請重新掃描QR Code')
  .max(FRONT_TOKEN_MAX, '點餐連結無效，請重新掃描QR Code');

// ---- messages --------------------------------------------------------------------------------

/** Refusals the customer reads (ours: the spec shows nothing of the customer's side). */
export const FRONT_MSG = {
  TOKEN_INVALID: '點餐連結無效，請重新掃描QR Code',
  MOBILE_ORDER_OFF: '本店目前未開放手機點餐',
  KIOSK_OFF: '本店目前未開放自助點餐',
  STORE_CLOSED: '本店目前非營業時間，暫停點餐',
  TYPE_NOT_OFFERED: '本店目前不提供此用餐方式',
  TABLE_REQUIRED: '內用請掃描桌上的QR Code點餐',
  PICKUP_TIME_REQUIRED: '請選擇取餐時間',
  PICKUP_TIME_TOO_SOON: '取餐時間太早，請重新選擇',
  NO_INVOICE_NUMBERS: '本店電子發票號碼已用完，暫停線上點餐，請洽櫃檯',
  ORDER_NOT_FOUND: '查無此訂單',
  NOT_REMOVABLE: '店家已接單，無法取消，請洽櫃檯',
  TABLE_NAME_TAKEN: '桌號名稱已存在',
  TABLE_NOT_FOUND: '桌號不存在',
  TOO_MANY: '點餐太頻繁，請稍後再試',
} as const;

/** 409: the item is not offered to customers (mobile status off) or was removed. */
export function frontItemHiddenMessage(name: string): string {
  return `${name}目前未開放點餐，請重新選擇`;
}

// ---- tables (back office) --------------------------------------------------------------------

const tableName = requiredText('桌號名稱').max(20, '桌號名稱不可超過20字');
const storeIdQuery = queryId('商店編號');

export const diningTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  /** Path of the customer page on this server (`/order/<token>`): the QR code holds the full URL. */
  orderUrl: z.string(),
});
export type DiningTable = z.infer<typeof diningTableSchema>;

export const addDiningTableRequestSchema = requestObject({ storeId: requiredId('商店編號'), name: tableName });
export type AddDiningTableRequest = z.infer<typeof addDiningTableRequestSchema>;
export const updateDiningTableRequestSchema = requestObject({ storeId: requiredId('商店編號'), id: requiredId('桌號編號'), name: tableName });
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

export const FRONT_ORDER_TYPES = ['INSIDE', 'TAKEOUT'] as const;
export type FrontOrderType = (typeof FRONT_ORDER_TYPES)[number];
export const FRONT_CHANNELS = ['MOBILE', 'KIOSK'] as const;
export type FrontChannel = (typeof FRONT_CHANNELS)[number];
/** An order a customer placed (phone or kiosk): its status page follows it. */
export function isFrontStageSource(source: string): source is FrontChannel {
  return (FRONT_CHANNELS as readonly string[]).includes(source);
}

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
    timeZone: z.string(),
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

/** What the customer reads for each board status. */
export const FRONT_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  NEW: '等待店家接單',
  ACCEPTED: '已接單',
  PREPARING: '製作中',
  READY: '可取餐',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

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
  lines: z.array(z.object({ name: z.string(), count: z.number(), amount: z.number().int(), choices: z.array(z.string()) })),
  /** Still NEW: the customer may take it back (order/remove). */
  removable: z.boolean(),
});
export type FrontOrderStatus = z.infer<typeof frontOrderStatusSchema>;

export const getOrderByUserRequestSchema = requestObject({
  statusTokens: z.array(tokenField, { error: '訂單為必填' }).max(20, '訂單不可超過20筆'),
});
export const frontOrderListSchema = z.array(frontOrderStatusSchema);
export const frontRemoveQuerySchema = requestObject({ id: tokenField });

export const frontEnvelopes = {
  menu: envelopeSchema(frontMenuSchema),
  order: envelopeSchema(frontOrderResultSchema),
  status: envelopeSchema(frontOrderStatusSchema),
  list: envelopeSchema(frontOrderListSchema),
  table: envelopeSchema(diningTableSchema),
  tables: envelopeSchema(z.array(diningTableSchema)),
  links: envelopeSchema(frontStageLinksSchema),
};

// ---- rules -----------------------------------------------------------------------------------

export interface FrontStoreState {
  channel: FrontChannel;
  modules: { FRONT_ORDER?: boolean; MOBILE_ORDER?: boolean };
  mobileOrderSwitch: boolean;
  /** Within business hours now (true when the store sets none). */
  withinHours: boolean;
}

/** Why the store takes no front-stage order now, or null when it does (module, switch, business hours). */
export function frontClosedReason(state: FrontStoreState): string | null {
  if (state.channel === 'KIOSK') {
    if (state.modules.FRONT_ORDER !== true) return FRONT_MSG.KIOSK_OFF;
  } else if (state.modules.MOBILE_ORDER !== true || !state.mobileOrderSwitch) {
    return FRONT_MSG.MOBILE_ORDER_OFF;
  }
  if (!state.withinHours) return FRONT_MSG.STORE_CLOSED;
  return null;
}

/** The order types a token offers: a table's code is for eating in; the store's code and the kiosk what is offered. */
export function frontOrderTypesOf(tokenKind: FrontTokenKind, offered: readonly FrontOrderType[]): FrontOrderType[] {
  if (tokenKind === 'TABLE') return ['INSIDE'];
  // 內用 without a table from the phone: the order would land with no table to bring it to.
  return tokenKind === 'KIOSK' ? [...offered] : offered.filter((type) => type === 'TAKEOUT');
}

/**
 * The pickup minute of a takeout order, as minutes after midnight of the store's day, or the reason it is refused:
 * not before now + lead time (a minute of slack for the time the customer took to send), not after midnight.
 */
export function checkPickupTime(pickupTime: string | null, nowMinute: number, leadMinutes: number): { minute: number | null } | { error: string } {
  if (pickupTime === null) return { minute: null };
  const [hours, minutes] = pickupTime.split(':').map(Number) as [number, number];
  const minute = hours * 60 + minutes;
  if (minute < nowMinute + leadMinutes - 1) return { error: FRONT_MSG.PICKUP_TIME_TOO_SOON };
  return { minute };
}
