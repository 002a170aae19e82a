import { z } from 'zod';
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from './delivery-platform-switches.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';

/**
 * Delivery platforms (issue 20; docs/delivery-platforms.md): Uber Eats and foodpanda orders on the live board. A store
 * authorizes its platform account (OAuth authorization code, exchanged by the server; tokens never leave it), binds
 * one of the platform stores the account manages, and from then on the platform's orders arrive by webhook as
 * DELIVERY orders. The board accepts, denies, marks ready and cancels them; each such change reaches the platform
 * through an outbox with retries. Spec: access 000 sections 2-4, store operations 001 section 7.
 */

// The platforms and the store config's switches: a module of their own, read by the counter's start (issue 15).
export * from './delivery-platform-switches.js';

/** An order source that is a delivery platform: its lines and prices are the platform's and stand. */
export function isDeliveryPlatformSource(source: string): source is DeliveryPlatform {
  return (DELIVERY_PLATFORMS as readonly string[]).includes(source);
}

export const DELIVERY_PLATFORM_LABELS: Readonly<Record<DeliveryPlatform, string>> = {
  UBER_EATS: 'Uber Eats',
  FOODPANDA: 'foodpanda',
};

/**
 * Where a platform order stands on the platform's side. PENDING: waiting for the store to accept (the board counts
 * down to `acceptDeadline`); ACCEPTED; DENIED (refused by the store, or not accepted in time); READY (ready for
 * pickup); CANCELLED (by either side).
 */
export const PLATFORM_ORDER_STATUSES = ['PENDING', 'ACCEPTED', 'DENIED', 'READY', 'CANCELLED'] as const;
export type PlatformOrderStatus = (typeof PLATFORM_ORDER_STATUSES)[number];

export const PLATFORM_ORDER_STATUS_LABELS: Readonly<Record<PlatformOrderStatus, string>> = {
  PENDING: '待接單',
  ACCEPTED: '已接單',
  DENIED: '已拒單',
  READY: '待取餐',
  CANCELLED: '已取消',
};

/** The page the platform's OAuth flow returns to (spec: the current origin plus this path). */
export const DELIVERY_PLATFORM_SET_PATH = '/account-manage/delivery-platform-set';

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** GET takes a query string; the others a JSON body. The webhooks are the platforms' own (no session). */
export const DELIVERY_PLATFORM_PATHS = {
  status: call('GET', '/api/back/deliveryPlatform/status'),
  authorize: call('POST', '/api/back/deliveryPlatform/authorize'),
  storeInfo: call('GET', '/api/back/deliveryPlatform/storeInfo'),
  bind: call('POST', '/api/back/deliveryPlatform/bind'),
  unbind: call('POST', '/api/back/deliveryPlatform/unbind'),
  autoAccept: call('PUT', '/api/back/deliveryPlatform/autoAccept'),
  thirdPartyInvoiceSwitch: call('PUT', '/api/back/deliveryPlatform/thirdPartyInvoiceSwitch'),
  itemMappingList: call('GET', '/api/back/deliveryPlatform/itemMapping/list'),
  itemMappingSet: call('POST', '/api/back/deliveryPlatform/itemMapping/set'),
  sendTestOrder: call('POST', '/api/back/deliveryPlatform/sendTestOrder'),
  acceptOrder: call('POST', '/api/back/deliveryPlatform/order/accept'),
  denyOrder: call('POST', '/api/back/deliveryPlatform/order/deny'),
  readyOrder: call('POST', '/api/back/deliveryPlatform/order/ready'),
  cancelOrder: call('POST', '/api/back/deliveryPlatform/order/cancel'),
  uberEatsWebhook: call('POST', '/api/webhooks/ubereats'),
  foodpandaWebhook: call('POST', '/api/webhooks/foodpanda'),
} as const;

/** Server messages of this area (ours; 授權成功 is the spec's). */
export const DELIVERY_PLATFORM_MSG = {
  AUTHORIZED: '授權成功',
  NOT_CONFIGURED: '此外送平台尚未設定串接資料',
  NOT_AUTHORIZED: '尚未授權此外送平台',
  AUTHORIZE_FAILED: '外送平台授權失敗，請重新授權',
  STATE_INVALID: '授權連結已失效，請重新授權',
  PLATFORM_UNAVAILABLE: '外送平台暫時無法連線，請稍後再試',
  STORE_NOT_MANAGED: '此帳號無法管理該平台商店',
  STORE_BOUND_ELSEWHERE: '該平台商店已綁定其他商店',
  NOT_BOUND: '尚未綁定外送平台商店',
  NOT_PLATFORM_ORDER: '此訂單不是外送平台訂單',
  NOT_PENDING: '此外送訂單已處理，無法接單或拒單',
  ACCEPT_EXPIRED: '已超過平台接單時間',
  /** The history's reason when the accept window closed without an answer (the platform expires the order itself). */
  EXPIRED_REASON: '逾時未接單，外送平台已取消',
  ALREADY_CLOSED: '此外送訂單已結束',
  NO_STAND_IN: '只有測試環境可送出測試訂單',
  ITEM_NOT_FOUND: '餐點不存在',
} as const;

// ---- requests --------------------------------------------------------------------------------

const storeId = requiredId('商店編號');
const platform = z.enum(DELIVERY_PLATFORMS, { error: '外送平台須為UBER_EATS或FOODPANDA' });
const redirectUri = requiredText('重新導向網址')
  .max(500, '重新導向網址不可超過500字')
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), '重新導向網址格式不正確');

/**
 * The status of both platforms for a store. `redirectUri` (the page's origin plus DELIVERY_PLATFORM_SET_PATH) goes
 * into the authorize URLs the answer carries.
 */
export const deliveryPlatformStatusQuerySchema = requestObject({ storeId: queryId('商店編號'), redirectUri });
export type DeliveryPlatformStatusQuery = z.infer<typeof deliveryPlatformStatusQuerySchema>;

/**
 * The spec's authorization {storeId, authorized, code, redirectUri} plus the platform and the OAuth `state` the
 * platform sent back with the code (the server signed it into the authorize URL; platformOfState reads its platform).
 * `authorized: false` withdraws the authorization: the tokens and the binding are forgotten.
 */
export const deliveryPlatformAuthorizeRequestSchema = requestObject({
  storeId,
  platform,
  authorized: z.boolean({ error: '授權狀態須為是或否' }),
  code: z.string({ error: '授權碼須為文字' }).trim().max(2000, '授權碼不正確').default(''),
  redirectUri,
  state: z.string({ error: '授權狀態碼須為文字' }).trim().max(500, '授權狀態碼不正確').default(''),
}).refine((body) => !body.authorized || (body.code !== '' && body.state !== ''), {
  message: '授權碼為必填',
  path: ['code'],
});
export type DeliveryPlatformAuthorizeRequest = z.infer<typeof deliveryPlatformAuthorizeRequestSchema>;
export type DeliveryPlatformAuthorizeInput = z.input<typeof deliveryPlatformAuthorizeRequestSchema>;

export const deliveryPlatformQuerySchema = requestObject({ storeId: queryId('商店編號'), platform });
export type DeliveryPlatformQuery = z.infer<typeof deliveryPlatformQuerySchema>;

const platformStoreId = requiredText('平台商店編號').max(100, '平台商店編號不正確');

export const deliveryPlatformBindRequestSchema = requestObject({ storeId, platform, platformStoreId });
export type DeliveryPlatformBindRequest = z.infer<typeof deliveryPlatformBindRequestSchema>;

export const deliveryPlatformRequestSchema = requestObject({ storeId, platform });
export type DeliveryPlatformRequest = z.infer<typeof deliveryPlatformRequestSchema>;

export const deliveryPlatformAutoAcceptRequestSchema = requestObject({
  storeId,
  platform,
  autoAccept: z.boolean({ error: '自動接單須為是或否' }),
});
export type DeliveryPlatformAutoAcceptRequest = z.infer<typeof deliveryPlatformAutoAcceptRequestSchema>;

/**
 * PUT thirdPartyInvoiceSwitch: whether the store issues its own e-invoice for this platform's orders (on) or leaves
 * it to the platform (off). The store's orders get our e-invoice at completion only while both this switch and the
 * store's invoiceSettings.deliveryPlatformSwitch are on.
 */
export const thirdPartyInvoiceSwitchRequestSchema = requestObject({
  storeId,
  platform,
  invoiceSwitch: z.boolean({ error: '發票開關須為是或否' }),
});
export type ThirdPartyInvoiceSwitchRequest = z.infer<typeof thirdPartyInvoiceSwitchRequestSchema>;

export const PLATFORM_ITEM_NAME_MAX = 200;

/** Matches a platform's item name to one of our menu items; `itemId: null` forgets the match. */
export const itemMappingSetRequestSchema = requestObject({
  storeId,
  platform,
  platformItemName: requiredText('平台餐點名稱').max(PLATFORM_ITEM_NAME_MAX, `平台餐點名稱不可超過${PLATFORM_ITEM_NAME_MAX}字`),
  itemId: requiredId('餐點編號').nullable(),
});
export type ItemMappingSetRequest = z.infer<typeof itemMappingSetRequestSchema>;

/** A board action on a platform order, at the version the board read (409 訂單已被更新，請重新整理 otherwise). */
export const platformOrderActionRequestSchema = requestObject({
  storeId,
  orderId: requiredId('訂單編號'),
  version: z.number({ error: '訂單版本為必填' }).int('訂單版本不正確').positive('訂單版本不正確'),
  /** Why (deny and cancel); kept in the order's history and sent to the platform. */
  reason: z.string({ error: '原因須為文字' }).trim().max(100, '原因不可超過100字').default(''),
});
export type PlatformOrderActionRequest = z.infer<typeof platformOrderActionRequestSchema>;
export type PlatformOrderActionInput = z.input<typeof platformOrderActionRequestSchema>;

// ---- answers ---------------------------------------------------------------------------------

/** One platform of one store. Never carries a token. */
export const deliveryPlatformStatusSchema = z.object({
  platform: z.enum(DELIVERY_PLATFORMS),
  label: z.string(),
  /** The server has credentials for this platform (real ones, or the local stand-in's). */
  configured: z.boolean(),
  /** The platform is the local stand-in (test or demo install): the page offers 送出測試訂單. */
  standIn: z.boolean(),
  /** Where to send the browser to start the OAuth flow (null when not configured). */
  authorizeUrl: z.string().nullable(),
  authorized: z.boolean(),
  authorizedAt: z.string().nullable(),
  /** The platform store bound to this store. */
  boundStore: z.object({ platformStoreId: z.string(), name: z.string() }).nullable(),
  autoAccept: z.boolean(),
  /** thirdPartyInvoiceSwitch of this platform. */
  invoiceSwitch: z.boolean(),
  /** Platform calls waiting in the outbox (accept, deny, ready, cancel not yet confirmed by the platform). */
  pendingCalls: z.number().int(),
});
export type DeliveryPlatformStatus = z.infer<typeof deliveryPlatformStatusSchema>;

export const deliveryPlatformStatusListSchema = z.object({
  platforms: z.array(deliveryPlatformStatusSchema),
  /** invoiceSettings.deliveryPlatformSwitch of the store. */
  deliveryPlatformSwitch: z.boolean(),
});
export type DeliveryPlatformStatusList = z.infer<typeof deliveryPlatformStatusListSchema>;

/** A platform store the authorized account may manage (store info). */
export const platformStoreSchema = z.object({
  platformStoreId: z.string(),
  name: z.string(),
  address: z.string(),
  /** Bound to this store now. */
  bound: z.boolean(),
});
export type PlatformStore = z.infer<typeof platformStoreSchema>;
export const platformStoreListSchema = z.array(platformStoreSchema);

/** A platform item name as seen in the platform's orders, and our menu item it stands for. */
export const itemMappingSchema = z.object({
  platformItemName: z.string(),
  itemId: z.number().int().nullable(),
  itemName: z.string().nullable(),
  /** The platform's unit price last seen (cents). */
  lastPrice: z.number().int(),
  lastSeenAt: z.string(),
});
export type ItemMapping = z.infer<typeof itemMappingSchema>;
export const itemMappingListSchema = z.array(itemMappingSchema);

export const testOrderResultSchema = z.object({ platformOrderId: z.string(), displayId: z.string() });
export type TestOrderResult = z.infer<typeof testOrderResultSchema>;

/** What the board's order card carries of a platform order (OrderCard.platformOrder). */
export const platformOrderCardSchema = z.object({
  platform: z.enum(DELIVERY_PLATFORMS),
  /** The number the courier and the customer know (Uber Eats display_id, foodpanda order code). */
  platformOrderNo: z.string(),
  status: z.enum(PLATFORM_ORDER_STATUSES),
  /** Until when it may be accepted (ISO); the board counts down to it while PENDING. */
  acceptDeadline: z.string().nullable(),
  /** Pickup time the platform asked for (ISO). */
  pickupAt: z.string().nullable(),
  /** A call to the platform is still waiting in the outbox (e.g. during an outage). */
  syncing: z.boolean(),
});
export type PlatformOrderCard = z.infer<typeof platformOrderCardSchema>;

/** What the order in full carries of a platform order (OrderDetail.platformOrder): the card's, and the platform's total. */
export const platformOrderDetailSchema = platformOrderCardSchema.extend({
  /** What the customer paid the platform (cents): the items at the platform's prices plus its fees. */
  platformTotal: z.number().int(),
});
export type PlatformOrderDetail = z.infer<typeof platformOrderDetailSchema>;

// ---- OAuth state -----------------------------------------------------------------------------

/**
 * The platform of an OAuth `state` the server signed (`<platform>.<storeId>.<nonce>.<signature>`), so the page that
 * receives `?code=&state=` knows which platform it is; null for anything else. Only the server checks the signature.
 */
export function platformOfState(state: string): DeliveryPlatform | null {
  const head = state.split('.')[0] ?? '';
  return isDeliveryPlatformSource(head) ? head : null;
}
