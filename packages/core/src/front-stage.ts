import type { OrderStatus } from './contracts/order-status.js';
import { type FrontChannel, FRONT_CHANNELS, type FrontOrderType } from './contracts/front-order-kinds.js';

/**
 * Customer self-ordering (issue 19; docs/self-ordering.md): paths, tokens, messages and the rules that refuse an
 * order, without zod, so the customer's web entry (apps/web/src/front) stays small. The request and response
 * schemas are in contracts/front-order.ts.
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
  /** The spec's customer call: the orders whose status tokens the customer's device keeps. */
  getOrderByUser: call('POST', '/api/order/getOrderByUser'),
  /** The spec's customer call: takes back the customer's own order while the store has not accepted it (`?id=<statusToken>`). */
  remove: call('DELETE', '/api/order/remove'),
  /** The spec's customer call: the count of one line of the customer's own order while the store has not accepted it. */
  updateCount: call('PUT', '/api/order/updateCount'),
} as const;

/** Where customers open the web app (same origin as the API). */
export const FRONT_WEB_PATHS = {
  order: (token: string) => `/order/${token}`,
  /** The store's own code (its QR hash): 手機點餐 without a table (the spec's frontStageURL, frontStagePath). */
  store: (qrCodeHash: string) => `/front-stage/${qrCodeHash}`,
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
  NOT_EDITABLE: '店家已接單，無法修改，請洽櫃檯',
  /** The history's reason (and the status page's) when the customer took the order back. */
  CANCELLED_BY_CUSTOMER: '顧客取消訂單',
  TABLE_NAME_TAKEN: '桌號名稱已存在',
  TABLE_NOT_FOUND: '桌號不存在',
  TOO_MANY: '點餐太頻繁，請稍後再試',
} as const;

/** 409: the item is not offered to customers (mobile status off) or was removed. */
export function frontItemHiddenMessage(name: string): string {
  return `${name}目前未開放點餐，請重新選擇`;
}

/** The store module each channel needs (systemModules): the kiosk is 出單點餐 (FRONT_ORDER), the phone 手機點餐. */
export const FRONT_CHANNEL_MODULES = { KIOSK: 'FRONT_ORDER', MOBILE: 'MOBILE_ORDER' } as const satisfies Record<FrontChannel, string>;

/** Whether the customer may still change or take back an order: the store has not accepted it and it is unpaid. */
export function customerMayChange(order: { status: OrderStatus; paymentStatus: string }): boolean {
  return order.status === 'NEW' && order.paymentStatus === 'UNPAID';
}

/** An order a customer placed (phone or kiosk): its status page follows it. */
export function isFrontStageSource(source: string): source is FrontChannel {
  return (FRONT_CHANNELS as readonly string[]).includes(source);
}

/** What the customer reads for each board status. */
export const FRONT_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  NEW: '等待店家接單',
  ACCEPTED: '已接單',
  PREPARING: '製作中',
  READY: '可取餐',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
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
  if (tokenKind === 'TABLE') return offered.filter((type) => type === 'INSIDE');
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
