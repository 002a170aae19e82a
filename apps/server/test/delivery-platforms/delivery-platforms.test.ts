import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessDateOf,
  DELIVERY_PLATFORM_MSG,
  DELIVERY_PLATFORM_PATHS as P,
  DELIVERY_PLATFORM_SET_PATH,
  type DeliveryPlatform,
  type DeliveryPlatformStatus,
  type DeliveryPlatformStatusList,
  type ItemMapping,
  ORDER_BOARD_MSG,
  ORDER_BOARD_PATHS,
  type OrderCard,
  type OrderDetail,
  ORDER_DETAIL_PATHS,
  type PlatformStore,
  platformOfState,
  REPORT_PATHS,
  type RevenueTotals,
  type StoreConfig,
} from '@diancan/core';
import {
  deliveryPlatformAccounts,
  deliveryPlatformOrders,
  deliveryPlatformOutbox,
  einvoiceInvoices,
  orders,
} from '../../src/platform/db/schema/index.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';
import { dataOf, subscribeStoreRefresh, type TestClient, withQuery } from '../harness.js';
import { waitFor } from '../../src/platform/realtime/testing/clients.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/**
 * Delivery platforms (issue 20) against the stand-ins the server starts itself (DELIVERY_STAND_INS): real HTTP both
 * ways, signed webhooks, the outbox under an outage. One server for the file.
 */

let world: CheckoutWorld;
const redirectUri = `http://localhost:5173${DELIVERY_PLATFORM_SET_PATH}`;
/** Every answer the product gave in this file, as text: no token may be in any of them. */
const answers: string[] = [];

const deliveryPlatforms = { standIns: true, tokenKey: randomBytes(32).toString('base64'), uberEats: null, foodpanda: null };

beforeAll(async () => {
  world = await startCheckoutWorld({ config: { deliveryPlatforms } });
});
afterAll(async () => {
  await world?.close();
});

const services = () => world.server.app.services.deliveryPlatforms;
const uber = () => services().standIns.uberEats!;
const panda = () => services().standIns.foodpanda!;
const webhook = (platform: DeliveryPlatform) => `${world.server.baseUrl}${platform === 'UBER_EATS' ? P.uberEatsWebhook.path : P.foodpandaWebhook.path}`;

async function kept<R extends { body: unknown }>(response: Promise<R>): Promise<R> {
  const answer = await response;
  answers.push(JSON.stringify(answer.body));
  return answer;
}

async function statusOf(client: TestClient, storeId: number, platform: DeliveryPlatform): Promise<DeliveryPlatformStatus> {
  const list = dataOf(await kept(client.get<DeliveryPlatformStatusList>(withQuery(P.status.path, { storeId, redirectUri }))));
  return list.platforms.find((entry) => entry.platform === platform)!;
}

async function switchesOf(client: TestClient, storeId: number): Promise<StoreConfig['deliveryPlatforms']> {
  return dataOf(await kept(client.get<StoreConfig>(withQuery('/api/back/store/setting/getConfig', { storeId })))).deliveryPlatforms;
}

/** The browser's round trip through the platform's consent page: back to the page with ?code=&state=. */
async function consent(authorizeUrl: string): Promise<{ code: string; state: string }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function authorizeAndBind(client: TestClient, storeId: number, platform: DeliveryPlatform, pick = 0): Promise<DeliveryPlatformStatus> {
  const { code, state } = await consent((await statusOf(client, storeId, platform)).authorizeUrl!);
  expect(platformOfState(state)).toBe(platform);
  const authorized = await kept(client.post<DeliveryPlatformStatus>(P.authorize.path, { storeId, platform, authorized: true, code, redirectUri, state }));
  expect(authorized.body.message).toBe(DELIVERY_PLATFORM_MSG.AUTHORIZED);
  const stores = dataOf(await kept(client.get<PlatformStore[]>(withQuery(P.storeInfo.path, { storeId, platform }))));
  return dataOf(await kept(client.post<DeliveryPlatformStatus>(P.bind.path, { storeId, platform, platformStoreId: stores[pick]!.platformStoreId })));
}

/** Polls (no sleeps of a fixed length) until `check` holds. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function cardOfPlatformOrder(platform: DeliveryPlatform, platformOrderId: string): Promise<OrderCard> {
  const { db } = world.server;
  const row = await until(
    async () => (await db.select().from(deliveryPlatformOrders).where(and(eq(deliveryPlatformOrders.platform, platform), eq(deliveryPlatformOrders.platformOrderId, platformOrderId))))[0],
    Boolean,
    'the platform order',
  );
  return dataOf(await kept(world.owner.get<OrderCard>(withQuery(ORDER_BOARD_PATHS.getOrderCard.path, { storeId: world.storeId, orderId: row!.orderId }))));
}

async function idle(): Promise<void> {
  await until(
    async () => (await world.server.db.select({ n: count() }).from(deliveryPlatformOutbox).where(isNull(deliveryPlatformOutbox.doneAt)))[0]!.n,
    (n) => n === 0,
    'the outbox to drain',
  );
}

const platformOrderCount = async (platformOrderId: string) =>
  (await world.server.db.select({ n: count() }).from(deliveryPlatformOrders).where(eq(deliveryPlatformOrders.platformOrderId, platformOrderId)))[0]!.n;

describe('authorization and binding', () => {
  it('authorizes with the OAuth code flow, lists the platform stores and binds one; a forged state is refused', async () => {
    const { owner, storeId } = world;
    const before = await statusOf(owner, storeId, 'UBER_EATS');
    expect(before).toMatchObject({ configured: true, standIn: true, authorized: false, boundStore: null });
    const { code } = await consent(before.authorizeUrl!);
    const forged = await owner.post(P.authorize.path, { storeId, platform: 'UBER_EATS', authorized: true, code, redirectUri, state: `UBER_EATS.${storeId}.1-x.bad` });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(DELIVERY_PLATFORM_MSG.STATE_INVALID);

    const bound = await authorizeAndBind(owner, storeId, 'UBER_EATS');
    expect(bound).toMatchObject({ authorized: true, boundStore: { platformStoreId: uber().stores[0]!.store_id, name: uber().stores[0]!.name } });
    expect(await authorizeAndBind(owner, storeId, 'FOODPANDA')).toMatchObject({ authorized: true, boundStore: { platformStoreId: panda().vendors[0]!.vendorId } });
    const stores = dataOf(await kept(owner.get<PlatformStore[]>(withQuery(P.storeInfo.path, { storeId, platform: 'UBER_EATS' }))));
    expect(stores.map((store) => store.bound)).toEqual([true, false]);
    // The session's switches (access section 3) come with the store config.
    expect(await switchesOf(owner, storeId)).toEqual({ uberEats: true, uberEatsInvoice: true, foodPanda: true, foodPandaInvoice: true });
    expect(await switchesOf(world.other, world.otherStoreId)).toMatchObject({ uberEats: false, foodPanda: false });

    // At rest the tokens are AES-GCM ciphertext: no token the platform issued is in the row.
    const [row] = await world.server.db.select().from(deliveryPlatformAccounts).where(eq(deliveryPlatformAccounts.storeId, storeId));
    const stored = JSON.stringify(row);
    for (const token of [...uber().server.issuedTokens(), ...panda().server.issuedTokens()]) expect(stored).not.toContain(token);
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
  });

  it("keeps another store's user away from the store's bindings and its platform store", async () => {
    const { other, storeId, otherStoreId } = world;
    expect((await other.get(withQuery(P.status.path, { storeId, redirectUri }))).status).toBe(403);
    expect((await other.post(P.unbind.path, { storeId, platform: 'UBER_EATS' })).status).toBe(403);
    expect((await other.put(P.autoAccept.path, { storeId, platform: 'UBER_EATS', autoAccept: true })).status).toBe(403);
    expect((await other.get(withQuery(P.storeInfo.path, { storeId, platform: 'UBER_EATS' }))).status).toBe(403);
    // Its own authorization does not open the first store's platform store to it.
    const { code, state } = await consent((await statusOf(other, otherStoreId, 'UBER_EATS')).authorizeUrl!);
    dataOf(await kept(other.post(P.authorize.path, { storeId: otherStoreId, platform: 'UBER_EATS', authorized: true, code, redirectUri, state })));
    const taken = await other.post(P.bind.path, { storeId: otherStoreId, platform: 'UBER_EATS', platformStoreId: uber().stores[0]!.store_id });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(DELIVERY_PLATFORM_MSG.STORE_BOUND_ELSEWHERE);
    // A state signed for one store does not authorize another.
    const again = await consent((await statusOf(world.owner, storeId, 'UBER_EATS')).authorizeUrl!);
    expect((await other.post(P.authorize.path, { storeId: otherStoreId, platform: 'UBER_EATS', authorized: true, code: again.code, redirectUri, state: again.state })).status).toBe(400);
    expect((await statusOf(world.owner, storeId, 'UBER_EATS')).boundStore?.platformStoreId).toBe(uber().stores[0]!.store_id);
  });
});

describe('tokens', () => {
  it('refreshes a token with under 5 minutes left at the token endpoint before the call, and calls with the new one', async () => {
    const { other, otherStoreId } = world;
    // The platform hands out tokens of 4 minutes for this authorization: under the 5-minute margin at once.
    uber().server.tokenLifetimeSeconds = 240;
    const { code, state } = await consent((await statusOf(other, otherStoreId, 'UBER_EATS')).authorizeUrl!);
    dataOf(await kept(other.post(P.authorize.path, { storeId: otherStoreId, platform: 'UBER_EATS', authorized: true, code, redirectUri, state })));
    const tokensBefore = new Set(uber().server.issuedTokens());
    uber().server.tokenLifetimeSeconds = 3600;
    const grantsBefore = uber().server.grants.length;
    const callsBefore = uber().server.calls.length;

    dataOf(await kept(other.get<PlatformStore[]>(withQuery(P.storeInfo.path, { storeId: otherStoreId, platform: 'UBER_EATS' }))));
    expect(uber().server.grants.slice(grantsBefore)).toEqual(['refresh_token']);
    const [listing] = uber().server.calls.slice(callsBefore);
    expect(listing).toMatchObject({ method: 'GET', path: '/v1/eats/stores' });
    // The call carried the access token the refresh just issued.
    expect(tokensBefore.has(listing!.bearer)).toBe(false);
    expect(uber().server.issuedTokens()).toContain(listing!.bearer);
    // Kept sealed with its new expiry: the next call uses it as it is, no second refresh.
    const [row] = await world.server.db
      .select()
      .from(deliveryPlatformAccounts)
      .where(and(eq(deliveryPlatformAccounts.storeId, otherStoreId), eq(deliveryPlatformAccounts.platform, 'UBER_EATS')));
    expect(row!.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(JSON.stringify(row)).not.toContain(listing!.bearer);
    dataOf(await kept(other.get<PlatformStore[]>(withQuery(P.storeInfo.path, { storeId: otherStoreId, platform: 'UBER_EATS' }))));
    expect(uber().server.grants.slice(grantsBefore)).toEqual(['refresh_token']);
    expect(uber().server.calls.at(-1)!.bearer).toBe(listing!.bearer);
  });
});

describe('orders in', () => {
  it('refuses a wrongly signed webhook with 401 and keeps nothing', async () => {
    const jobs = async () => (await world.server.db.select({ n: count() }).from(deliveryPlatformOutbox))[0]!.n;
    const before = await jobs();
    const storeId = uber().stores[0]!.store_id;
    const forged = await uber().placeOrder(storeId, webhook('UBER_EATS'), undefined, { signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(401);
    expect((await uber().placeOrder(storeId, webhook('UBER_EATS'), undefined, { signature: '' })).status).toBe(401);
    const wrongBearer = await panda().placeOrder(panda().vendors[0]!.vendorId, webhook('FOODPANDA'), undefined, { bearer: 'guess' });
    expect(wrongBearer.status).toBe(401);
    // A body changed after signing is refused too: the signature is over the raw bytes.
    const body = JSON.stringify(uber().event('orders.notification', forged.order.id, storeId));
    const tampered = await fetch(webhook('UBER_EATS'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-uber-signature': uber().sign(body) },
      body: body.replace('"pos"', '"pos" '),
    });
    expect(tampered.status).toBe(401);
    expect(await jobs()).toBe(before);
    expect(await platformOrderCount(forged.order.id)).toBe(0);
  });

  it('makes one DELIVERY order of an Uber Eats order notified 3 times, then 3 times at once, at the platform prices', async () => {
    const storeId = uber().stores[0]!.store_id;
    const { order, status } = await uber().placeOrder(storeId, webhook('UBER_EATS'));
    expect(status).toBe(200);
    for (let i = 0; i < 2; i++) expect(await uber().notify(webhook('UBER_EATS'), 'orders.notification', order.id, storeId)).toBe(200);
    const card = await cardOfPlatformOrder('UBER_EATS', order.id);
    const atOnce = await Promise.all([1, 2, 3].map(() => uber().notify(webhook('UBER_EATS'), 'orders.notification', order.id, storeId)));
    expect(atOnce).toEqual([200, 200, 200]);
    await idle();
    expect(await platformOrderCount(order.id)).toBe(1);
    expect(card).toMatchObject({
      source: 'UBER_EATS',
      type: 'DELIVERY',
      status: 'NEW',
      paymentStatus: 'PAID',
      amount: 26000,
      platformOrder: { platform: 'UBER_EATS', platformOrderNo: order.display_id, status: 'PENDING', syncing: false },
      lines: [
        { itemName: '招牌牛肉麵', count: 1, remark: '不要香菜' },
        { itemName: '燙青菜', count: 2 },
      ],
    });
    expect(card.remark).toContain('請放門口');
    expect(new Date(card.platformOrder!.acceptDeadline!).getTime() - new Date(order.placed_at).getTime()).toBe(11.5 * 60_000);
  });

  it('makes one order of a foodpanda push delivered 3 times at once; lines matched to the menu use our item', async () => {
    const { owner, storeId } = world;
    const category = await addCategory(owner, storeId, '外送');
    const rice = await addItem(owner, storeId, category.id, '招牌雞腿飯', 13000);
    const mapping = dataOf(
      await kept(owner.post<ItemMapping>(P.itemMappingSet.path, { storeId, platform: 'FOODPANDA', platformItemName: '雞腿便當', itemId: rice.id })),
    );
    expect(mapping).toMatchObject({ itemId: rice.id, itemName: '招牌雞腿飯' });
    const token = randomUUID();
    const vendor = panda().vendors[0]!.vendorId;
    const pushes = await Promise.all([1, 2, 3].map(() => panda().placeOrder(vendor, webhook('FOODPANDA'), undefined, { token })));
    expect(pushes.map((push) => push.status)).toEqual([200, 200, 200]);
    const card = await cardOfPlatformOrder('FOODPANDA', token);
    await idle();
    expect(await platformOrderCount(token)).toBe(1);
    // The platform's price stands (120, not the menu's 130); the unmatched line keeps its platform name and price.
    expect(card).toMatchObject({ source: 'FOODPANDA', amount: 30000, lines: [{ itemName: '招牌雞腿飯', count: 2 }, { itemName: '珍珠奶茶', count: 1 }] });
    const list = dataOf(await kept(owner.get<ItemMapping[]>(withQuery(P.itemMappingList.path, { storeId, platform: 'FOODPANDA' }))));
    expect(list).toEqual([
      expect.objectContaining({ platformItemName: '珍珠奶茶', itemId: null, lastPrice: 6000 }),
      expect.objectContaining({ platformItemName: '雞腿便當', itemId: rice.id, lastPrice: 12000 }),
    ]);
  });
});

describe('two servers', () => {
  it('makes one order of a push both servers take at once (idempotency key and unique index across instances)', async () => {
    // A second instance of the product on the same database, with its own outbox (as behind a load balancer).
    const second = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: null, smtpUrl: null, deliveryPlatforms }, db: world.server.db, logger: false });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondHook = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}${P.foodpandaWebhook.path}`;
      const token = randomUUID();
      const vendor = panda().vendors[0]!.vendorId;
      const pushes = await Promise.all([webhook('FOODPANDA'), secondHook, webhook('FOODPANDA'), secondHook].map((url) => panda().placeOrder(vendor, url, undefined, { token })));
      expect(pushes.map((push) => push.status)).toEqual([200, 200, 200, 200]);
      await cardOfPlatformOrder('FOODPANDA', token);
      await idle();
      expect(await platformOrderCount(token)).toBe(1);
      const intakes = await world.server.db.select().from(deliveryPlatformOutbox).where(eq(deliveryPlatformOutbox.action, 'intake'));
      const ofThisOrder = intakes.filter((job) => (job.payload as { platformOrderId: string }).platformOrderId === token);
      expect(ofThisOrder).toHaveLength(4);
      expect(ofThisOrder.every((job) => job.doneAt !== null && job.lastError === null)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('the board and the platform', () => {
  it('accepts through an outage of the platform (retried until it succeeds), then marks it ready', async () => {
    const { owner, storeId } = world;
    const { order } = await uber().placeOrder(uber().stores[0]!.store_id, webhook('UBER_EATS'));
    const card = await cardOfPlatformOrder('UBER_EATS', order.id);
    // The board hears (real STOMP) when the platform got the call: ORDER_UPDATED without a version, and the card
    // read then no longer shows 平台同步中.
    const { stomp, topic } = await subscribeStoreRefresh(world.server, owner, storeId);
    const settled = () =>
      stomp.received.some(({ destination, message }) => destination === topic && message.type === 'ORDER_UPDATED' && message.data.orderId === card.id && message.data.version === undefined);
    try {
      uber().server.failNext(2);
      const accepted = dataOf(await kept(owner.post<OrderCard>(P.acceptOrder.path, { storeId, orderId: card.id, version: card.version })));
      expect(accepted).toMatchObject({ status: 'ACCEPTED', platformOrder: { status: 'ACCEPTED', syncing: true } });
      await waitFor(settled, 15_000, 'ORDER_UPDATED after the accept reached the platform');
      expect((await cardOfPlatformOrder('UBER_EATS', order.id)).platformOrder).toMatchObject({ status: 'ACCEPTED', syncing: false });
      expect(uber().orders.get(order.id)!.current_state).toBe('ACCEPTED');
      const tries = uber().server.calls.filter((call) => call.path === `/v1/eats/orders/${order.id}/accept_pos_order`);
      expect(tries).toHaveLength(3);
    } finally {
      await stomp.close();
    }
    const accepted = await cardOfPlatformOrder('UBER_EATS', order.id);

    const ready = dataOf(await kept(owner.post<OrderCard>(P.readyOrder.path, { storeId, orderId: card.id, version: accepted.version })));
    expect(ready).toMatchObject({ status: 'READY', platformOrder: { status: 'READY' } });
    await until(async () => uber().orders.get(order.id)!.current_state, (state) => state === 'READY', 'the platform to hear ready');
    // Accept again: the order is no longer waiting.
    const twice = await owner.post(P.acceptOrder.path, { storeId, orderId: card.id, version: ready.version });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(DELIVERY_PLATFORM_MSG.NOT_PENDING);
    // Another store's user cannot act on it.
    expect((await world.other.post(P.readyOrder.path, { storeId, orderId: card.id, version: ready.version })).status).toBe(403);
  });

  it("refuses line edits of a platform order (the platform's order and prices stand)", async () => {
    const { owner, storeId } = world;
    const { order } = await uber().placeOrder(uber().stores[0]!.store_id, webhook('UBER_EATS'));
    const card = await cardOfPlatformOrder('UBER_EATS', order.id);
    const line = card.lines[0]!;
    const B = ORDER_BOARD_PATHS;
    const target = { storeId, orderId: card.id, version: card.version };
    const refused = [
      await owner.post(B.addOrderDetail.path, { ...target, lines: [{ itemId: 1, count: 1, unitPrice: 100 }] }),
      await owner.put(B.updateOrderDetail.path, { ...target, detailId: line.id, count: 5 }),
      await owner.delete(withQuery(B.removeOrderDetail.path, { ...target, detailId: line.id })),
      await owner.put(B.cancelFreeItem.path, { ...target, detailId: line.id }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(ORDER_BOARD_MSG.PLATFORM_LINES);
    }
    expect(await cardOfPlatformOrder('UBER_EATS', order.id)).toMatchObject({ version: card.version, amount: card.amount, lines: card.lines });
    // Its information may still change (a remark for the kitchen).
    const info = await owner.put(B.updateOrderInfo.path, { ...target, remark: '後門取餐' });
    expect(info.status).toBe(200);
  });

  it('denies with a reason; the platform cancelling an accepted order cancels it here without a call back', async () => {
    const { owner, storeId } = world;
    const vendor = panda().vendors[0]!.vendorId;
    const first = await panda().placeOrder(vendor, webhook('FOODPANDA'));
    const card = await cardOfPlatformOrder('FOODPANDA', first.order.token);
    const denied = dataOf(await kept(owner.post<OrderCard>(P.denyOrder.path, { storeId, orderId: card.id, version: card.version, reason: '售完' })));
    expect(denied).toMatchObject({ status: 'CANCELLED', platformOrder: { status: 'DENIED' } });
    await until(async () => panda().orders.get(first.order.token)!.status, (status) => status === 'ORDER_REJECTED', 'the platform to hear the denial');

    dataOf(await kept(owner.put(P.autoAccept.path, { storeId, platform: 'FOODPANDA', autoAccept: true })));
    const second = await panda().placeOrder(vendor, webhook('FOODPANDA'));
    const auto = await until(
      () => cardOfPlatformOrder('FOODPANDA', second.order.token),
      (found) => found.status === 'ACCEPTED',
      'the auto-accept',
    );
    expect(auto.platformOrder?.status).toBe('ACCEPTED');
    await until(async () => panda().orders.get(second.order.token)!.status, (status) => status === 'ORDER_ACCEPTED', 'the platform to hear the accept');
    const callsBefore = panda().server.calls.length;
    expect(await panda().cancel(webhook('FOODPANDA'), second.order.token)).toBe(200);
    const cancelled = await until(
      () => cardOfPlatformOrder('FOODPANDA', second.order.token),
      (found) => found.status === 'CANCELLED',
      'the cancellation',
    );
    expect(cancelled.platformOrder?.status).toBe('CANCELLED');
    await idle();
    expect(panda().server.calls.slice(callsBefore)).toEqual([]);
    dataOf(await owner.put(P.autoAccept.path, { storeId, platform: 'FOODPANDA', autoAccept: false }));
  });

  it('cancels an order left unanswered past the accept window as DENIED by the platform, and the board hears it', async () => {
    const { owner, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(world.server, owner, storeId);
    try {
      // Placed 11.5 minutes less 2 seconds ago: the window closes in 2 seconds.
      const placedAt = Date.now() - 11.5 * 60_000 + 2000;
      const { order } = await uber().placeOrder(uber().stores[0]!.store_id, webhook('UBER_EATS'), undefined, { placedAt });
      const card = await cardOfPlatformOrder('UBER_EATS', order.id);
      expect(card.platformOrder).toMatchObject({ status: 'PENDING' });
      const heard = () =>
        stomp.received.some(({ destination, message }) => destination === topic && message.type === 'ORDER_UPDATED' && message.data.orderId === card.id && message.data.status === 'CANCELLED');
      await waitFor(heard, 15_000, 'ORDER_UPDATED CANCELLED after the accept window');
      const detail = dataOf(await kept(owner.get<OrderDetail>(withQuery(ORDER_DETAIL_PATHS.order.path, { storeId, orderId: card.id }))));
      expect(detail).toMatchObject({ status: 'CANCELLED', platformOrder: { status: 'DENIED' } });
      expect(detail.history.at(-1)?.reason).toBe(DELIVERY_PLATFORM_MSG.EXPIRED_REASON);
      // The platform denied it itself: nothing is sent, and the late accept is refused.
      await idle();
      expect(uber().server.calls.filter((call) => call.path.includes(order.id) && call.method === 'POST')).toEqual([]);
      expect((await owner.post(P.acceptOrder.path, { storeId, orderId: card.id, version: detail.version })).status).toBe(409);
    } finally {
      await stomp.close();
    }
  });

  it('issues our e-invoice at completion only while the store issues them for the platform (thirdPartyInvoiceSwitch)', async () => {
    const { owner, storeId } = world;
    const invoiceOf = async (orderId: number) => (await world.server.db.select().from(einvoiceInvoices).where(eq(einvoiceInvoices.orderId, orderId))).length;
    const complete = async (platformOrderId: string) => {
      const card = await cardOfPlatformOrder('FOODPANDA', platformOrderId);
      const done = dataOf(await kept(owner.put<OrderCard>(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId, orderId: card.id, version: card.version, status: 'COMPLETED' })));
      expect(done.platformOrder?.status).toBe('READY');
      return card.id;
    };
    const off = dataOf(await kept(owner.put<DeliveryPlatformStatus>(P.thirdPartyInvoiceSwitch.path, { storeId, platform: 'FOODPANDA', invoiceSwitch: false })));
    expect(off.invoiceSwitch).toBe(false);
    expect(await switchesOf(owner, storeId)).toMatchObject({ foodPanda: true, foodPandaInvoice: false });
    const vendor = panda().vendors[0]!.vendorId;
    const without = await complete((await panda().placeOrder(vendor, webhook('FOODPANDA'))).order.token);
    expect(await invoiceOf(without)).toBe(0);
    dataOf(await kept(owner.put(P.thirdPartyInvoiceSwitch.path, { storeId, platform: 'FOODPANDA', invoiceSwitch: true })));
    const withInvoice = await complete((await panda().placeOrder(vendor, webhook('FOODPANDA'))).order.token);
    expect(await invoiceOf(withInvoice)).toBe(1);
    await idle();
  });

  it('splits the revenue by platform in the reports', async () => {
    const { owner, storeId } = world;
    const today = businessDateOf(new Date(), 'Asia/Taipei');
    const revenue = dataOf(await kept(owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, { storeId, startDate: addDays(today, -1), endDate: addDays(today, 1) })));
    const bySource = (source: string) => revenue.bySource.find((entry) => entry.source === source)!;
    const platformOrders = async (platform: DeliveryPlatform) =>
      (await world.server.db
        .select({ n: count() })
        .from(deliveryPlatformOrders)
        .innerJoin(orders, eq(orders.id, deliveryPlatformOrders.orderId))
        .where(and(eq(deliveryPlatformOrders.platform, platform), eq(orders.storeId, storeId), eq(orders.status, 'COMPLETED'))))[0]!.n;
    expect(bySource('FOODPANDA').orderCount).toBeGreaterThanOrEqual(await platformOrders('FOODPANDA'));
    expect(bySource('FOODPANDA').net).toBeGreaterThan(0);
    expect(bySource('UBER_EATS').orderCount).toBeGreaterThan(0);
  });

  it('never sends a token in any answer', async () => {
    dataOf(await kept(world.owner.get(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId: world.storeId, scope: 'TODAY' }))));
    await statusOf(world.owner, world.storeId, 'FOODPANDA');
    const tokens = [...uber().server.issuedTokens(), ...panda().server.issuedTokens()];
    expect(tokens.length).toBeGreaterThan(3);
    const everything = answers.join('\n');
    for (const token of tokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain(uber().server.clientSecret);
  });
});
