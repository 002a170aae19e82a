import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type DeliveryPlatformAdapter,
  type PlatformAction,
  type PlatformOrder,
  type WebhookNotice,
} from './platform-adapter.js';
import { OAuthPlatformAdapter, standInTestOrder } from './oauth-client.js';
import { dateOrNull, joinUrl, parse, platformCall, safeJson } from './platform-http.js';

export interface UberEatsConfig {
  clientId: string;
  clientSecret: string;
  /** https://api.uber.com (or the stand-in). */
  apiUrl: string;
  /** https://auth.uber.com (or the stand-in). */
  authUrl: string;
  standIn: boolean;
}

/** Uber Eats gives a store about 11.5 minutes to accept an order before it is cancelled. */
export const UBER_EATS_ACCEPT_WINDOW_MS = 11.5 * 60_000;

const money = z.object({ amount: z.number().int() }).passthrough();
const storesAnswer = z.object({
  stores: z.array(
    z.object({ store_id: z.string(), name: z.string(), location: z.object({ address: z.string().optional() }).passthrough().optional() }).passthrough(),
  ),
});
/** Get Order Details (v2): amounts are integers in the currency's minor units. */
const orderAnswer = z
  .object({
    id: z.string(),
    display_id: z.string(),
    placed_at: z.string().optional(),
    estimated_ready_for_pickup_at: z.string().optional(),
    store: z.object({ id: z.string() }).passthrough(),
    eater: z.object({ first_name: z.string().optional(), last_name: z.string().optional() }).passthrough().optional(),
    cart: z
      .object({
        items: z.array(
          z
            .object({
              title: z.string(),
              quantity: z.number().int().positive(),
              price: z.object({ unit_price: money, total_price: money }).passthrough(),
              special_instructions: z.string().optional(),
            })
            .passthrough(),
        ),
        special_instructions: z.string().optional(),
      })
      .passthrough(),
    payment: z.object({ charges: z.object({ total: money, sub_total: money }).passthrough() }).passthrough(),
  })
  .passthrough();
const webhook = z
  .object({
    event_type: z.string(),
    meta: z.object({ resource_id: z.string(), user_id: z.string().optional() }).passthrough(),
    resource_href: z.string().optional(),
  })
  .passthrough();


/** Uber Eats Marketplace APIs (docs/delivery-platforms.md lists the endpoints and field mapping). */
export class UberEatsAdapter extends OAuthPlatformAdapter implements DeliveryPlatformAdapter {
  readonly platform = 'UBER_EATS' as const;

  constructor(private readonly config: UberEatsConfig) {
    super(config, config.authUrl, { authorize: '/oauth/v2/authorize', token: '/oauth/v2/token', scope: 'eats.pos_provisioning' });
  }

  async listStores(accessToken: string) {
    const answer = parse(storesAnswer, await platformCall(this.api('/v1/eats/stores'), { token: accessToken }));
    return answer.stores.map((store) => ({ platformStoreId: store.store_id, name: store.name, address: store.location?.address ?? '' }));
  }

  async provision(accessToken: string, platformStoreId: string, on: boolean): Promise<void> {
    const url = this.api(`/v1/eats/stores/${encodeURIComponent(platformStoreId)}/pos_data`);
    await platformCall(url, on ? { token: accessToken, json: { is_order_manager: true, integration_enabled: true } } : { token: accessToken, method: 'DELETE' });
  }

  /** X-Uber-Signature: lowercase hex HMAC-SHA256 of the raw body, keyed with the client secret. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const given = headers['x-uber-signature'];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
    const expected = createHmac('sha256', this.config.clientSecret).update(rawBody).digest();
    return timingSafeEqual(Buffer.from(given, 'hex'), expected);
  }

  readWebhook(rawBody: Buffer): WebhookNotice {
    const parsed = webhook.safeParse(safeJson(rawBody));
    if (!parsed.success) return { kind: 'ignored' };
    const { event_type: type, meta } = parsed.data;
    if (type === 'orders.notification') return { kind: 'order', platformOrderId: meta.resource_id, platformStoreId: meta.user_id ?? '', order: null };
    if (type === 'orders.cancel') return { kind: 'cancelled', platformOrderId: meta.resource_id };
    return { kind: 'ignored' };
  }

  webhookAnswer(): unknown {
    return null;
  }

  /**
   * The order by its id. The webhook's resource_href is not followed: the URL is built on the configured API, so a
   * webhook can never make the server call an address of the sender's choosing.
   */
  async fetchOrder(accessToken: string, platformOrderId: string): Promise<PlatformOrder> {
    const order = parse(orderAnswer, await platformCall(this.api(`/v2/eats/order/${encodeURIComponent(platformOrderId)}`), { token: accessToken }));
    const placedAt = dateOrNull(order.placed_at);
    const eater = [order.eater?.first_name, order.eater?.last_name].filter(Boolean).join(' ');
    return {
      platformOrderId: order.id,
      displayId: order.display_id,
      platformStoreId: order.store.id,
      lines: order.cart.items.map((item) => ({
        name: item.title,
        quantity: item.quantity,
        unitPrice: item.price.unit_price.amount,
        amount: item.price.total_price.amount,
        remark: item.special_instructions ?? '',
      })),
      subtotal: order.payment.charges.sub_total.amount,
      total: order.payment.charges.total.amount,
      note: order.cart.special_instructions ?? '',
      customerName: eater,
      pickupAt: dateOrNull(order.estimated_ready_for_pickup_at),
      acceptDeadline: placedAt && new Date(placedAt.getTime() + UBER_EATS_ACCEPT_WINDOW_MS),
    };
  }

  async send(accessToken: string, action: PlatformAction, platformOrderId: string, reason: string): Promise<void> {
    const id = encodeURIComponent(platformOrderId);
    const calls: Record<PlatformAction, [string, unknown]> = {
      accept: [`/v1/eats/orders/${id}/accept_pos_order`, { reason: 'accepted' }],
      deny: [`/v1/eats/orders/${id}/deny_pos_order`, { reason: { explanation: reason || 'denied by the store', code: 'OTHER' } }],
      ready: [`/v1/eats/orders/${id}/ready_for_pickup`, {}],
      cancel: [`/v1/eats/orders/${id}/cancel`, { reason: 'OTHER', details: reason || 'cancelled by the store' }],
    };
    const [path, json] = calls[action];
    await platformCall(this.api(path), { token: accessToken, json });
  }

  sendTestOrder(platformStoreId: string, webhookUrl: string) {
    return standInTestOrder(this.config.apiUrl, this.standIn, platformStoreId, webhookUrl);
  }

  private api(path: string): string {
    return joinUrl(this.config.apiUrl, path);
  }
}
