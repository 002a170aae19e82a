import { ACCESS_MSG, MANAGER_CODE_PASS_IDLE_MINUTES, MSG, type PayMethod } from '@diancan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeConfigs, stores } from '../../src/platform/db/schema/index.js';
import { DEMO_MANAGER_CODE, DEMO_STORES } from '../../src/seed/demo-data.js';
import { addStore } from '../fixtures.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { startTestServer, testClock, type TestClient, type TestServer } from '../harness.js';
import { sampleRequest, walkedRoutes } from './route-requests.js';

/**
 * The rules the spec states as screen behaviour, enforced by the server (docs/access.md): the reports'
 * manager-code gate, the store modules, the platform-only switches and copyMenu's two stores.
 */

const MANAGER_CODE = '/api/back/account/validManagerCode';
const time = testClock();
let server: TestServer;
let storeA: number;
let storeB: number;

beforeAll(async () => {
  server = await startTestServer({ clock: time.clock });
  const rows = await server.db.select({ id: stores.id, name: stores.name }).from(stores);
  storeA = rows.find((row) => row.name === DEMO_STORES[0])?.id ?? 0;
  storeB = rows.find((row) => row.name === DEMO_STORES[1])?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(account: string): Promise<TestClient> {
  const client = server.client();
  expect((await client.login(account)).status).toBe(200);
  return client;
}

/** A valid body of a route, built from its schema. */
function bodyOf(url: string, storeId: number): unknown {
  const route = walkedRoutes(server.app).find((declared) => declared.url === url);
  if (!route) throw new Error(`no route ${url}`);
  return sampleRequest(route, { storeId }).body;
}

function gatedRoutes() {
  return walkedRoutes(server.app).filter((route) => route.access.gates?.includes('MANAGER_CODE'));
}

/** Calls every gated route for the store; answers the routes the gate refused. */
async function refusedByGate(client: TestClient, storeId: number): Promise<string[]> {
  const refused: string[] = [];
  for (const route of gatedRoutes()) {
    const call = sampleRequest(route, { storeId });
    const response = await client.request(call.method, call.path, call.body, { 'x-sid': String(storeId) });
    if (response.status === 403 && response.body.message === ACCESS_MSG.MANAGER_CODE_REQUIRED) refused.push(`${route.method} ${route.url}`);
  }
  return refused;
}

describe('the manager-code gate', () => {
  it('stands before every report, cash-drawer and shift call (25 routes) until the session passed the code', async () => {
    const names = gatedRoutes().map((route) => route.url);
    expect(names.length).toBe(25);
    expect(names.filter((url) => /\/(report|shift|cashDrawerRecord)\//.test(url)).length).toBe(25);
    const store = await signedIn('store');
    expect((await refusedByGate(store, storeA)).length).toBe(25);

    const wrong = await store.post(MANAGER_CODE, { managerCode: '000000', storeId: storeA });
    expect(wrong.body).toMatchObject({ status: false, message: MSG.MANAGER_CODE_WRONG });
    expect((await refusedByGate(store, storeA)).length).toBe(25);

    expect((await store.post(MANAGER_CODE, { managerCode: DEMO_MANAGER_CODE, storeId: storeA })).body.status).toBe(true);
    expect(await refusedByGate(store, storeA)).toEqual([]);
    // Another session of the same user has not passed it.
    expect((await refusedByGate(await signedIn('store'), storeA)).length).toBe(25);
  });

  it('keeps the pass for one store: a call on another store ends it', async () => {
    const store = await signedIn('store');
    await store.post(MANAGER_CODE, { managerCode: DEMO_MANAGER_CODE, storeId: storeA });
    const page = bodyOf('/api/back/store/cashDrawerRecord/page', storeA);
    expect((await store.post('/api/back/store/cashDrawerRecord/page', page, { 'x-sid': String(storeA) })).status).toBe(200);
    // Store B is not covered, and acting on store B is a store switch: store A's pass is gone too.
    const pageOfB = bodyOf('/api/back/store/cashDrawerRecord/page', storeB);
    const onB = await store.post('/api/back/store/cashDrawerRecord/page', pageOfB, { 'x-sid': String(storeB) });
    expect([onB.status, onB.body.message]).toEqual([403, ACCESS_MSG.MANAGER_CODE_REQUIRED]);
    const backOnA = await store.post('/api/back/store/cashDrawerRecord/page', page, { 'x-sid': String(storeA) });
    expect([backOnA.status, backOnA.body.message]).toEqual([403, ACCESS_MSG.MANAGER_CODE_REQUIRED]);
  });

  it(`ends after ${MANAGER_CODE_PASS_IDLE_MINUTES} idle minutes, each gated call restarting the count, and with the session`, async () => {
    const store = await signedIn('store');
    store.storeId = storeA;
    await store.post(MANAGER_CODE, { managerCode: DEMO_MANAGER_CODE, storeId: storeA });
    const page = bodyOf('/api/back/store/shift/page', storeA);
    const call = () => store.post('/api/back/store/shift/page', page);
    const step = (MANAGER_CODE_PASS_IDLE_MINUTES - 2) * 60_000;
    time.advance(step);
    expect((await call()).status).toBe(200);
    time.advance(step); // idle since the last call for less than the limit, since the code for more
    expect((await call()).status).toBe(200);
    time.advance(MANAGER_CODE_PASS_IDLE_MINUTES * 60_000 + 1000);
    const idle = await call();
    expect([idle.status, idle.body.message]).toEqual([403, ACCESS_MSG.MANAGER_CODE_REQUIRED]);

    await store.post(MANAGER_CODE, { managerCode: DEMO_MANAGER_CODE, storeId: storeA });
    expect((await call()).status).toBe(200);
    await store.post('/api/logout');
    await store.login('store');
    expect((await call()).body.message).toBe(ACCESS_MSG.MANAGER_CODE_REQUIRED);
  });

  it('is off for a store whose switch is off, and wrong codes stay rate-limited', async () => {
    const [config] = await server.db.select().from(storeConfigs).where(eq(storeConfigs.storeId, storeB));
    if (!config) throw new Error('no config');
    await server.db
      .update(storeConfigs)
      .set({ switchSettings: { ...config.switchSettings, reportManagerCodeVerificationSwitch: false } })
      .where(eq(storeConfigs.storeId, storeB));
    const store = await signedIn('store');
    expect(await refusedByGate(store, storeB)).toEqual([]);
    await server.db.update(storeConfigs).set({ switchSettings: config.switchSettings }).where(eq(storeConfigs.storeId, storeB));

    let limited = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await store.post(MANAGER_CODE, { managerCode: '999999', storeId: storeB });
      if (response.status === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    const right = await store.post(MANAGER_CODE, { managerCode: DEMO_MANAGER_CODE, storeId: storeB });
    expect(right.status).toBe(429);
    expect((await refusedByGate(store, storeB)).length).toBe(25);
  });
});

describe('the store modules', () => {
  it('POS_ORDER off refuses every POS call of that store only; on again, they answer', async () => {
    const pos = walkedRoutes(server.app).filter((route) => route.access.modules?.includes('POS_ORDER'));
    expect(pos.map((route) => route.url).sort()).toEqual(
      expect.arrayContaining(['/api/back/pos/addOrder', '/api/back/pos/getMenu', '/api/back/pos/getItemStock', '/api/back/pos/updateItemStock']),
    );
    const manager = await signedIn('manager');
    const store = await signedIn('store');
    const refused = async (storeId: number) => {
      const names: string[] = [];
      for (const route of pos) {
        const call = sampleRequest(route, { storeId });
        const response = await store.request(call.method, call.path, call.body, { 'x-sid': String(storeId) });
        if (response.status === 403 && response.body.message === ACCESS_MSG.MODULE_OFF.POS_ORDER) names.push(route.url);
      }
      return names;
    };
    const setModule = async (enabled: boolean) =>
      expect((await manager.put('/api/back/store/updateModule', { storeId: storeA, module: 'POS_ORDER', enabled })).status).toBe(200);

    store.storeId = storeA;
    const menu = await store.get<{ categories: { items: { id: number; price: number }[] }[] }>('/api/back/pos/getMenu', { storeId: storeA });
    const item = menu.body.data.categories.flatMap((category) => category.items)[0];
    if (!item) throw new Error('the demo menu has no item');
    const methods = await store.get<{ id: number; statisticKey: string }[]>('/api/back/payMethod/getList', { storeId: storeA });
    const cash = methods.body.data.find((method) => method.statisticKey === 'CASH') as PayMethod;
    const order = await orderBody(store, storeA, [{ itemId: item.id, count: 1, unitPrice: item.price }], { payMethod: cash });

    await setModule(false);
    // Every POS route: the generated calls the schema accepts get the module's refusal (the rest a 400 from it).
    const offA = await refused(storeA);
    expect(offA).toEqual(expect.arrayContaining(['/api/back/pos/getMenu', '/api/back/pos/getItemStock']));
    expect(offA.length).toBeGreaterThanOrEqual(pos.length - 1);
    const refusedOrder = await sendOrder(store, order);
    expect([refusedOrder.status, refusedOrder.body.message]).toEqual([403, ACCESS_MSG.MODULE_OFF.POS_ORDER]);
    await setModule(true);
    expect(await refused(storeB)).toEqual([]);
    const accepted = await sendOrder(store, order);
    expect([accepted.status, accepted.body.message]).toEqual([200, null]);
    expect((await store.get('/api/back/pos/getMenu', { storeId: storeA })).status).toBe(200);
    expect(await refused(storeA)).toEqual([]);
  });

  it('a store without a config row has every module off', async () => {
    const bare = await addStore(server.db, '未設定的店', { owner: 'store' });
    const store = await signedIn('store');
    const menu = await store.get('/api/back/pos/getMenu', { storeId: bare }, { 'x-sid': String(bare) });
    expect([menu.status, menu.body.message]).toEqual([403, ACCESS_MSG.MODULE_OFF.POS_ORDER]);
  });
});

describe('platform-only switches', () => {
  it('are refused to store users and leave the config as it was', async () => {
    const store = await signedIn('store');
    store.storeId = storeA;
    const before = (await server.db.select().from(storeConfigs).where(eq(storeConfigs.storeId, storeA)))[0];
    const settings = ['REPORT_MANAGER_CODE_VERIFICATION_SWITCH', 'ADMIN_LINE_PAY_SWITCH', 'WHATS_EAT_SWITCH', 'ADMIN_INVOICE_SWITCH', 'POS_ORDER'];
    for (const setting of settings) {
      const response = await store.put('/api/back/account/updateStoreSetting', { storeId: storeA, setting, value: false });
      expect([setting, response.status]).toEqual([setting, 400]);
    }
    for (const module of ['POS_ORDER', 'FRONT_ORDER', 'MOBILE_ORDER']) {
      const response = await store.put('/api/back/store/updateModule', { storeId: storeA, module, enabled: false });
      expect([module, response.status]).toEqual([module, 403]);
    }
    expect((await store.put('/api/back/store/updateAdminInvoiceSwitch', { storeId: storeA, enabled: false })).status).toBe(403);
    const after = (await server.db.select().from(storeConfigs).where(eq(storeConfigs.storeId, storeA)))[0];
    expect(after?.switchSettings).toEqual(before?.switchSettings);
    expect(after?.systemModules).toEqual(before?.systemModules);
    expect(after?.invoiceSettings).toEqual(before?.invoiceSettings);
  });
});

describe('POST /api/back/store/copyMenu', () => {
  it("refuses a sales person a store they don't look after, as source or as target", async () => {
    const foreign = await addStore(server.db, '別的業務的店');
    const sales = await signedIn('sales');
    const intoOwn = await sales.post('/api/back/store/copyMenu', { sourceStoreId: foreign, targetStoreId: storeB, overwrite: true });
    expect([intoOwn.status, intoOwn.body.message]).toEqual([403, MSG.STORE_FORBIDDEN]);
    const overwrite = await sales.post('/api/back/store/copyMenu', { sourceStoreId: storeA, targetStoreId: foreign, overwrite: true });
    expect([overwrite.status, overwrite.body.message]).toEqual([403, MSG.STORE_FORBIDDEN]);
    const manager = await signedIn('manager');
    expect((await manager.post('/api/back/store/copyMenu', { sourceStoreId: storeA, targetStoreId: foreign })).status).toBe(200);
  });
});
