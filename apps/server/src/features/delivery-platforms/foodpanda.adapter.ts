import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type DeliveryPlatformAdapter,
  type PlatformAction,
  type PlatformOrder,
  PlatformCallError,
  type WebhookNotice,
} from './platform-adapter.js';
import { OAuthPlatformAdapter, standInTestOrder } from './oauth-client.js';
import { dateOrNull, joinUrl, parse, platformCall, safeJson } from './platform-http.js';

export interface FoodpandaConfig {
  clientId: string;
  clientSecret: string;
  /** The Delivery Hero partner API of foodpanda (or the stand-in). */
  apiUrl: string;
  /** The bearer token foodpanda sends with its order pushes. */
  webhookSecret: string;
  standIn: boolean;
}

/** Delivery Hero amounts are decimal strings in the currency's major unit ("120.50"): to cents, without floats. */
export function majorToCents(value: string | number): number {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new PlatformCallError(`not an amount: ${text}`, false);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

const amount = z.union([z.string(), z.number()]);
const vendorsAnswer = z.object({
  vendors: z.array(z.object({ vendorId: z.string(), name: z.string(), address: z.string().optional() }).passthrough()),
});
/** The order push of the Delivery Hero POS integration (the order in full). */
const orderPush = z
  .object({
    token: z.string().min(1),
    code: z.string(),
    createdAt: z.string().optional(),
    expiryDate: z.string().optional(),
    platformRestaurant: z.object({ id: z.string() }).passthrough(),
    customer: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).passthrough().optional(),
    comments: z.object({ customerComment: z.string().optional() }).passthrough().optional(),
    price: z.object({ grandTotal: amount, subTotal: amount }).passthrough(),
    products: z.array(
      z.object({ name: z.string(), quantity: z.number().int().positive(), unitPrice: amount, paidPrice: amount, comment: z.string().optional() }).passthrough(),
    ),
    pickup: z.object({ pickupTime: z.string().optional() }).passthrough().nullish(),
  })
  .passthrough();
/** A status push (the platform cancelled an order). */
const statusPush = z.object({ token: z.string().min(1), status: z.string() }).passthrough();


function orderOf(push: z.infer<typeof orderPush>): PlatformOrder {
  return {
    platformOrderId: push.token,
    displayId: push.code,
    platformStoreId: push.platformRestaurant.id,
    lines: push.products.map((product) => ({
      name: product.name,
      quantity: product.quantity,
      unitPrice: majorToCents(product.unitPrice),
      amount: majorToCents(product.paidPrice),
      remark: product.comment ?? '',
    })),
    subtotal: majorToCents(push.price.subTotal),
    total: majorToCents(push.price.grandTotal),
    note: push.comments?.customerComment ?? '',
    customerName: [push.customer?.firstName, push.customer?.lastName].filter(Boolean).join(' '),
    pickupAt: dateOrNull(push.pickup?.pickupTime),
    acceptDeadline: dateOrNull(push.expiryDate),
  };
}

/** foodpanda through Delivery Hero's partner API (docs/delivery-platforms.md lists the endpoints and field mapping). */
export class FoodpandaAdapter extends OAuthPlatformAdapter implements DeliveryPlatformAdapter {
  readonly platform = 'FOODPANDA' as const;

  constructor(private readonly config: FoodpandaConfig) {
    super(config, config.apiUrl, { authorize: '/oauth/authorize', token: '/v2/oauth/token', scope: 'orders vendors' });
  }

  async listStores(accessToken: string) {
    const answer = parse(vendorsAnswer, await platformCall(this.api('/v2/chains/vendors'), { token: accessToken }));
    return answer.vendors.map((vendor) => ({ platformStoreId: vendor.vendorId, name: vendor.name, address: vendor.address ?? '' }));
  }

  async provision(accessToken: string, platformStoreId: string, on: boolean): Promise<void> {
    const url = this.api(`/v2/vendors/${encodeURIComponent(platformStoreId)}/pos-integration`);
    await platformCall(url, { token: accessToken, method: 'PUT', json: { enabled: on } });
  }

  /** The push carries `Authorization: Bearer <FOODPANDA_WEBHOOK_SECRET>`. */
  verifyWebhook(_rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const given = headers.authorization;
    if (typeof given !== 'string' || !given.startsWith('Bearer ')) return false;
    const a = Buffer.from(given.slice('Bearer '.length));
    const b = Buffer.from(this.config.webhookSecret);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  readWebhook(rawBody: Buffer): WebhookNotice {
    const json = safeJson(rawBody);
    const order = orderPush.safeParse(json);
    if (order.success) {
      return { kind: 'order', platformOrderId: order.data.token, platformStoreId: order.data.platformRestaurant.id, order: orderOf(order.data) };
    }
    const status = statusPush.safeParse(json);
    if (status.success && status.data.status.toUpperCase() === 'ORDER_CANCELLED') return { kind: 'cancelled', platformOrderId: status.data.token };
    return { kind: 'ignored' };
  }

  /** The POS plugin answers the push with its own order id (we answer the platform's: ours is made after). */
  webhookAnswer(notice: WebhookNotice): unknown {
    return notice.kind === 'order' ? { remoteResponse: { remoteOrderId: notice.platformOrderId } } : {};
  }

  async fetchOrder(accessToken: string, platformOrderId: string): Promise<PlatformOrder> {
    const answer = await platformCall(this.api(`/v2/orders/${encodeURIComponent(platformOrderId)}`), { token: accessToken });
    return orderOf(parse(orderPush, answer));
  }

  async send(accessToken: string, action: PlatformAction, platformOrderId: string, reason: string): Promise<void> {
    const id = encodeURIComponent(platformOrderId);
    if (action === 'ready') {
      await platformCall(this.api(`/v2/orders/${id}/preparation-completed`), { token: accessToken, json: {} });
      return;
    }
    const body: Record<PlatformAction, unknown> = {
      accept: { status: 'order_accepted', acceptanceTime: new Date().toISOString() },
      deny: { status: 'order_rejected', reason: reason || 'CLOSED' },
      cancel: { status: 'order_cancelled', reason: reason || 'OTHER' },
      ready: null,
    };
    await platformCall(this.api(`/v2/order/status/${id}`), { token: accessToken, json: body[action] });
  }

  sendTestOrder(platformStoreId: string, webhookUrl: string) {
    return standInTestOrder(this.config.apiUrl, this.standIn, platformStoreId, webhookUrl);
  }

  private api(path: string): string {
    return joinUrl(this.config.apiUrl, path);
  }
}
