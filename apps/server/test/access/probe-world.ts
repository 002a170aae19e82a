import { type PayMethod } from '@diancan/core';
import { eq, inArray } from 'drizzle-orm';
import { hashSecret } from '../../src/platform/auth/passwords.js';
import { rateLimitCounters, stores, userStores, users } from '../../src/platform/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_STORES } from '../../src/seed/demo-data.js';
import { addUser, passManagerCode, setStoreModules, userId } from '../fixtures.js';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import type { FuzzClients, IsolationWorld } from './probes.js';

/** Text only store B's records hold. */
export const B_MARKER = '乙店限定標記';
/** Marked categories, items, orders and cash drawer records store B gets (the tests' size). */
const B_RECORDS = 4;

async function signedIn(server: TestServer, account: string, storeId: number | null): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(account);
  if (response.status !== 200) throw new Error(`login ${account}: ${JSON.stringify(response.body)}`);
  client.storeId = storeId;
  if (storeId !== null) await passManagerCode(server.db, client, storeId);
  return client;
}

function dataOf<T>(response: { status: number; body: { data: T } }): T {
  if (response.status !== 200) throw new Error(`expected 200: ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body.data;
}

/**
 * Two stores with data: A (the first demo store) owned by `prober` only, B (the second) owned by `store`, with
 * `records` each (B_RECORDS in the tests) of categories, items, orders and cash drawer records marked B_MARKER.
 */
export async function startProbeWorld(records = B_RECORDS): Promise<IsolationWorld & FuzzClients & { server: TestServer }> {
  const server = await startTestServer();
  const rows = await server.db.select({ id: stores.id, name: stores.name }).from(stores);
  const storeA = rows.find((row) => row.name === DEMO_STORES[0])?.id ?? 0;
  const storeB = rows.find((row) => row.name === DEMO_STORES[1])?.id ?? 0;
  await addUser(server.db, 'prober');
  await server.db.insert(userStores).values({ storeId: storeA, userId: await userId(server.db, 'prober') });
  // `store` keeps B only, so the probes below never act as an owner of both.
  await server.db.delete(userStores).where(eq(userStores.storeId, storeA));
  await server.db.insert(userStores).values({ storeId: storeA, userId: await userId(server.db, 'prober') });

  const ownerB = await signedIn(server, 'store', storeB);
  const methods = dataOf(await ownerB.get<PayMethod[]>('/api/back/payMethod/getList', { storeId: storeB }));
  const cash = methods.find((method) => method.statisticKey === 'CASH');
  if (!cash) throw new Error('store B takes no cash');
  // Several of each, so every id field of a route has B's ids to carry.
  for (let index = 1; index <= records; index += 1) {
    const category = dataOf(await ownerB.post<{ id: number }>('/api/back/category/add', { storeId: storeB, name: `${B_MARKER}分類${index}` }));
    const item = dataOf(
      await ownerB.post<{ id: number }>('/api/back/item/add', { storeId: storeB, categoryId: category.id, name: `${B_MARKER}餐點${index}`, price: 5000 }),
    );
    const lines = [{ itemId: item.id, count: 1, unitPrice: 5000, remark: B_MARKER }];
    dataOf(await sendOrder(ownerB, await orderBody(ownerB, storeB, lines, { payMethod: cash })));
    await ownerB.post('/api/back/store/cashDrawerRecord/add', { storeId: storeB, type: 'INCOME', amount: 1000 * index, remark: B_MARKER });
  }

  const world = {
    server,
    ownerA: await signedIn(server, 'prober', storeA),
    storeA,
    storeB,
    marker: B_MARKER,
    anonymous: server.client(),
    manager: await signedIn(server, 'manager', null),
    storeId: storeA,
    get store() {
      return world.ownerA;
    },
    /**
     * The fuzzing sends valid samples too (an extra field is dropped by the schema): a staff route's sample may
     * switch off store A or the probing accounts, or change their passwords. Puts them back (and the sign-in limits the fuzzed sign-ins used up) and signs in again.
     */
    async restore() {
      const demoHash = await hashSecret(DEMO_PASSWORD);
      await server.db.update(stores).set({ deactivatedAt: null }).where(eq(stores.id, storeA));
      await server.db
        .update(users)
        .set({ deactivatedAt: null, passwordHash: demoHash })
        .where(inArray(users.account, ['prober', 'manager']));
      await server.db.insert(userStores).values({ storeId: storeA, userId: await userId(server.db, 'prober') }).onConflictDoNothing();
      await setStoreModules(server.db, storeA, { POS_ORDER: true, FRONT_ORDER: true, MOBILE_ORDER: true });
      // The fuzzed sign-in calls count against this address's limit: the probes sign in again regardless.
      await server.db.delete(rateLimitCounters);
      world.ownerA = await signedIn(server, 'prober', storeA);
      world.manager = await signedIn(server, 'manager', null);
    },
  };
  return world;
}
