import { randomBytes } from 'node:crypto';
import { pushWebhook, type StandInAnswer, type StandInRequest, StandInServer } from './stand-in-server.js';

/**
 * A stand-in of foodpanda's side of the Delivery Hero POS integration (developer.deliveryhero.com): OAuth (authorize,
 * token), the vendors of the chain, the order push to the POS (POST to our webhook with `Authorization: Bearer
 * <webhook secret>`, the order in full: token, code, products, price as decimal strings, expiryDate), order status
 * updates (POST /v2/order/status/{token}: order_accepted, order_rejected, order_cancelled) and preparation-completed.
 */

export const FOODPANDA_STAND_IN_CLIENT = {
  clientId: 'stand-in-foodpanda-client',
  clientSecret: 'stand-in-foodpanda-secret',
  webhookSecret: 'stand-in-foodpanda-webhook-secret',
};
const ACCOUNT = 'foodpanda-chain-1';

interface FoodpandaOrder {
  token: string;
  code: string;
  status: string;
  createdAt: string;
  expiryDate: string;
  platformRestaurant: { id: string };
  customer: { firstName: string; lastName: string };
  comments: { customerComment: string };
  expeditionType: 'delivery';
  price: { subTotal: string; grandTotal: string; deliveryFees: { name: string; value: string }[] };
  products: { id: string; name: string; quantity: number; unitPrice: string; paidPrice: string; comment: string }[];
  pickup: { pickupTime: string };
}

const major = (cents: number) => (cents / 100).toFixed(2);

export class FoodpandaStandIn {
  readonly server: StandInServer;
  readonly vendors = [
    { vendorId: 'fp-tw-a1b2', name: '點餐示範店 foodpanda 一號', address: '台北市信義區松仁路1號' },
    { vendorId: 'fp-tw-c3d4', name: '點餐示範店 foodpanda 二號', address: '新北市板橋區文化路2號' },
  ];
  readonly orders = new Map<string, FoodpandaOrder>();
  private sequence = 0;

  constructor(readonly webhookSecret = FOODPANDA_STAND_IN_CLIENT.webhookSecret) {
    this.server = new StandInServer(FOODPANDA_STAND_IN_CLIENT.clientId, FOODPANDA_STAND_IN_CLIENT.clientSecret, (request) => this.route(request));
  }

  /** Pushes a new order for the vendor to the webhook. Lines: [name, quantity, unit price in cents]. */
  async placeOrder(
    vendorId: string,
    webhookUrl: string,
    lines: [string, number, number][] = [
      ['雞腿便當', 2, 12000],
      ['珍珠奶茶', 1, 6000],
    ],
    options: { token?: string; bearer?: string } = {},
  ): Promise<{ order: FoodpandaOrder; status: number }> {
    this.sequence += 1;
    const now = Date.now();
    const subtotal = lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
    const order: FoodpandaOrder = {
      token: options.token ?? randomBytes(16).toString('hex'),
      code: `t${(1000 + this.sequence).toString()}-fp`,
      status: 'RECEIVED',
      createdAt: new Date(now).toISOString(),
      expiryDate: new Date(now + 10 * 60_000).toISOString(),
      platformRestaurant: { id: vendorId },
      customer: { firstName: '林', lastName: '小華' },
      comments: { customerComment: '餐具不用' },
      expeditionType: 'delivery',
      price: { subTotal: major(subtotal), grandTotal: major(subtotal + 2900), deliveryFees: [{ name: 'delivery', value: '29.00' }] },
      products: lines.map(([name, quantity, price], index) => ({
        id: `p-${index + 1}`,
        name,
        quantity,
        unitPrice: major(price),
        paidPrice: major(price * quantity),
        comment: index === 0 ? '飯少' : '',
      })),
      pickup: { pickupTime: new Date(now + 25 * 60_000).toISOString() },
    };
    this.orders.set(order.token, order);
    const status = await pushWebhook(webhookUrl, JSON.stringify(order), { authorization: `Bearer ${options.bearer ?? this.webhookSecret}` });
    return { order, status };
  }

  /** The platform cancels an order (e.g. the customer did): a status push to the webhook. */
  cancel(webhookUrl: string, token: string): Promise<number> {
    const order = this.orders.get(token);
    if (order) order.status = 'CANCELLED';
    return pushWebhook(webhookUrl, JSON.stringify({ token, status: 'ORDER_CANCELLED', message: 'customer cancelled' }), {
      authorization: `Bearer ${this.webhookSecret}`,
    });
  }

  private route(request: StandInRequest): StandInAnswer | Promise<StandInAnswer> | null {
    const { method, path } = request;
    if (method === 'GET' && path === '/oauth/authorize') return this.server.authorize(request.query, ACCOUNT);
    if (method === 'POST' && path === '/v2/oauth/token') return this.server.token(request.form());
    if (method === 'POST' && path === '/_stand-in/test-order') {
      const body = request.json();
      return this.placeOrder(String(body.store_id), String(body.webhook_url)).then(({ order }) => ({
        status: 200,
        body: { platformOrderId: order.token, displayId: order.code },
      }));
    }
    if (!request.account()) return { status: 401, body: { message: 'invalid or expired token' } };
    if (method === 'GET' && path === '/v2/chains/vendors') return { status: 200, body: { vendors: this.vendors } };
    if (method === 'PUT' && /^\/v2\/vendors\/[^/]+\/pos-integration$/.test(path)) return { status: 200, body: {} };
    const read = /^\/v2\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const order = this.orders.get(decodeURIComponent(read[1] ?? ''));
      return order ? { status: 200, body: order } : { status: 404, body: { message: 'not found' } };
    }
    const status = /^\/v2\/order\/status\/([^/]+)$/.exec(path);
    const ready = /^\/v2\/orders\/([^/]+)\/preparation-completed$/.exec(path);
    const token = decodeURIComponent((status ?? ready)?.[1] ?? '');
    if (method === 'POST' && (status || ready)) {
      const order = this.orders.get(token);
      if (!order) return { status: 404, body: { message: 'not found' } };
      order.status = ready ? 'READY_FOR_PICKUP' : String(request.json().status ?? order.status).toUpperCase();
      return { status: 200, body: {} };
    }
    return null;
  }
}
