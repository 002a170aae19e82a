import { createHmac, randomUUID } from 'node:crypto';
import { pushWebhook, type StandInAnswer, type StandInRequest, StandInServer } from './stand-in-server.js';

/**
 * A stand-in of the Uber Eats Marketplace APIs (developer.uber.com/docs/eats): OAuth (authorize, token), the stores
 * of the account (GET /v1/eats/stores), POS provisioning (pos_data), Get Order Details v2 (GET /v2/eats/order/{id}:
 * display_id, cart.items, payment.charges, amounts in minor units), accept_pos_order, deny_pos_order,
 * ready_for_pickup and cancel; it signs its webhooks (orders.notification with meta.resource_id and resource_href) with
 * HMAC-SHA256 of the client secret, lowercase hex, in X-Uber-Signature.
 */

export const UBER_STAND_IN_CLIENT = { clientId: 'stand-in-uber-eats-client', clientSecret: 'stand-in-uber-eats-secret' };
const ACCOUNT = 'uber-account-1';

interface UberOrder {
  id: string;
  display_id: string;
  current_state: string;
  placed_at: string;
  estimated_ready_for_pickup_at: string;
  store: { id: string; name: string };
  eater: { first_name: string; last_name: string };
  cart: { items: unknown[]; special_instructions: string };
  payment: { charges: Record<string, { amount: number; currency_code: string; formatted_amount: string }> };
}

const twd = (amount: number) => ({ amount, currency_code: 'TWD', formatted_amount: `NT$${amount / 100}` });

export class UberEatsStandIn {
  readonly server: StandInServer;
  readonly stores = [
    { store_id: 'b7f1c2d4-1a2b-4c3d-8e9f-000000000001', name: '點餐示範店 Uber Eats 一號', location: { address: '台北市中正區忠孝西路一段1號' } },
    { store_id: 'b7f1c2d4-1a2b-4c3d-8e9f-000000000002', name: '點餐示範店 Uber Eats 二號', location: { address: '台北市大安區復興南路一段2號' } },
  ];
  readonly orders = new Map<string, UberOrder>();
  private sequence = 0;

  constructor() {
    this.server = new StandInServer(UBER_STAND_IN_CLIENT.clientId, UBER_STAND_IN_CLIENT.clientSecret, (request) => this.route(request));
  }

  /** Makes an order for the store and notifies the webhook, signed. Lines: [title, quantity, unit price in cents]. */
  async placeOrder(
    storeId: string,
    webhookUrl: string,
    lines: [string, number, number][] = [
      ['招牌牛肉麵', 1, 18000],
      ['燙青菜', 2, 4000],
    ],
    /** `placedAt`: when the eater placed it (ms; a test makes its accept window close soon). */
    options: { id?: string; signature?: string; placedAt?: number } = {},
  ): Promise<{ order: UberOrder; status: number }> {
    const store = this.stores.find((entry) => entry.store_id === storeId) ?? { store_id: storeId, name: '' };
    const id = options.id ?? randomUUID();
    this.sequence += 1;
    const now = options.placedAt ?? Date.now();
    const subtotal = lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
    const order: UberOrder = {
      id,
      display_id: `${(0xa1b2 + this.sequence).toString(16).toUpperCase()}`,
      current_state: 'CREATED',
      placed_at: new Date(now).toISOString(),
      estimated_ready_for_pickup_at: new Date(now + 20 * 60_000).toISOString(),
      store: { id: store.store_id, name: store.name },
      eater: { first_name: '王', last_name: '小明' },
      cart: {
        items: lines.map(([title, quantity, price], index) => ({
          id: `item-${index + 1}`,
          title,
          quantity,
          price: { unit_price: twd(price), total_price: twd(price * quantity) },
          special_instructions: index === 0 ? '不要香菜' : '',
        })),
        special_instructions: '請放門口',
      },
      payment: { charges: { sub_total: twd(subtotal), tax: twd(0), total_fee: twd(3900), total: twd(subtotal + 3900) } },
    };
    this.orders.set(id, order);
    const status = await this.notify(webhookUrl, 'orders.notification', id, store.store_id, options.signature);
    return { order, status };
  }

  /** Sends one webhook event for the order, signed with the client secret (or with `signature` as given). */
  async notify(webhookUrl: string, eventType: string, orderId: string, storeId: string, signature?: string): Promise<number> {
    const body = JSON.stringify(this.event(eventType, orderId, storeId));
    return pushWebhook(webhookUrl, body, { 'x-uber-signature': signature ?? this.sign(body) });
  }

  event(eventType: string, orderId: string, storeId: string) {
    return {
      event_id: randomUUID(),
      event_time: Math.floor(Date.now() / 1000),
      event_type: eventType,
      meta: { resource_id: orderId, status: 'pos', user_id: storeId },
      resource_href: `${this.server.url}/v2/eats/order/${orderId}`,
    };
  }

  sign(body: string): string {
    return createHmac('sha256', this.server.clientSecret).update(body).digest('hex');
  }

  private route(request: StandInRequest): StandInAnswer | Promise<StandInAnswer> | null {
    const { method, path } = request;
    if (method === 'GET' && path === '/oauth/v2/authorize') return this.server.authorize(request.query, ACCOUNT);
    if (method === 'POST' && path === '/oauth/v2/token') return this.server.token(request.form());
    if (method === 'POST' && path === '/_stand-in/test-order') {
      const body = request.json();
      return this.placeOrder(String(body.store_id), String(body.webhook_url)).then(({ order }) => ({
        status: 200,
        body: { platformOrderId: order.id, displayId: order.display_id },
      }));
    }
    if (!request.account()) return { status: 401, body: { code: 'unauthorized', message: 'invalid or expired token' } };
    if (method === 'GET' && path === '/v1/eats/stores') return { status: 200, body: { stores: this.stores } };
    if (/^\/v1\/eats\/stores\/[^/]+\/pos_data$/.test(path)) return { status: method === 'DELETE' ? 204 : 200, body: method === 'DELETE' ? undefined : {} };
    const read = /^\/v2\/eats\/order\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const order = this.orders.get(decodeURIComponent(read[1] ?? ''));
      return order ? { status: 200, body: order } : { status: 404, body: { code: 'not_found' } };
    }
    const action = /^\/v1\/eats\/orders\/([^/]+)\/(accept_pos_order|deny_pos_order|ready_for_pickup|cancel)$/.exec(path);
    if (method === 'POST' && action) {
      const order = this.orders.get(decodeURIComponent(action[1] ?? ''));
      if (!order) return { status: 404, body: { code: 'not_found' } };
      const states: Record<string, string> = { accept_pos_order: 'ACCEPTED', deny_pos_order: 'DENIED', ready_for_pickup: 'READY', cancel: 'CANCELED' };
      order.current_state = states[action[2] ?? ''] ?? order.current_state;
      return { status: 204 };
    }
    return null;
  }
}
