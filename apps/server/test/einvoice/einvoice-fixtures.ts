import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEVICE_SETTING_PATHS,
  type AddInvoiceTrackInput,
  type AddOrderResult,
  EINVOICE_PATHS,
  type InvoiceInfo,
  type InvoiceTrack,
  type PayMethod,
  PAY_METHOD_PATHS,
} from '@diancan/core';
import { einvoiceTracks, stores } from '../../src/platform/db/schema/index.js';
import { DEMO_STORES } from '../../src/seed/demo-data.js';
import { startTestServer, testClock, type TestClient, type TestServer } from '../harness.js';
import { addCategory, addItem, dataOf, signedIn, withQuery } from '../menu/menu-fixtures.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';

/**
 * The world of the e-invoice tests: the demo data (user `store` owns both demo stores, both invoice switches on,
 * a seller and an AES key set) on a clock the test moves, with the first demo store's seeded tracks taken away so
 * each test enters the tracks it needs, and one item of NT$100 to sell.
 */
export interface EinvoiceWorld {
  server: TestServer;
  clock: ReturnType<typeof testClock>;
  owner: TestClient;
  storeId: number;
  secondStoreId: number;
  cash: PayMethod;
  itemId: number;
  close(): Promise<void>;
}

/** 2026-11-21 12:00 in Taipei: period 115年11-12月. */
export const NOV_21_NOON_TAIPEI = new Date('2026-11-21T04:00:00Z');
export const ITEM_PRICE = 10_000;

export async function startEinvoiceWorld(start: Date = NOV_21_NOON_TAIPEI): Promise<EinvoiceWorld> {
  const clock = testClock(start);
  const server = await startTestServer({ clock: clock.clock });
  try {
    const storeIdOf = async (name: string) => {
      const [row] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
      if (!row) throw new Error(`no store ${name}`);
      return row.id;
    };
    const storeId = await storeIdOf(DEMO_STORES[0]);
    const secondStoreId = await storeIdOf(DEMO_STORES[1]);
    await server.db.delete(einvoiceTracks).where(eq(einvoiceTracks.storeId, storeId));
    const owner = await signedIn(server, 'store', storeId);
    // The demo stores print through a printer box, which prints the proof at checkout; these tests print it
    // themselves (printInvoice), as a store with a printer in the browser does.
    const browserPrinter = await owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId, printClient: 'BLUETOOTH' });
    if (browserPrinter.status !== 200) throw new Error(`device settings: ${JSON.stringify(browserPrinter.body)}`);
    const methods = dataOf(await owner.get<PayMethod[]>(withQuery(PAY_METHOD_PATHS.getList.path, { storeId })));
    const cash = methods.find((method) => method.statisticKey === 'CASH');
    if (!cash) throw new Error('the demo store has no cash method');
    const category = await addCategory(owner, storeId, '發票測試');
    const item = await addItem(owner, storeId, category.id, '發票便當', ITEM_PRICE);
    return { server, clock, owner, storeId, secondStoreId, cash, itemId: item.id, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Adds a track of the period of `year`/`startMonth` through the API. */
export async function addTrack(
  world: EinvoiceWorld,
  track: Omit<AddInvoiceTrackInput, 'storeId'>,
  client: TestClient = world.owner,
): Promise<InvoiceTrack> {
  return dataOf(await client.post<InvoiceTrack>(EINVOICE_PATHS.addTrack.path, { storeId: world.storeId, ...track }));
}

/** A cash order of `count` items at NT$100, with the buyer's invoice choice. */
export async function orderOf(world: EinvoiceWorld, options: { count?: number; invoice?: InvoiceInfo | null; key?: string } = {}) {
  const body = await orderBody(
    world.owner,
    world.storeId,
    [{ itemId: world.itemId, count: options.count ?? 1, unitPrice: ITEM_PRICE }],
    { payMethod: world.cash, invoice: options.invoice ?? null },
  );
  return { body, send: (key: string = options.key ?? randomUUID()) => sendOrder(world.owner, body, key) };
}

export async function placeOrder(world: EinvoiceWorld, options: { count?: number; invoice?: InvoiceInfo | null } = {}): Promise<AddOrderResult> {
  return dataOf(await (await orderOf(world, options)).send());
}

/** Moves the app's clock and signs in again (a jump of weeks ends the session, as it would for a real user). */
export async function moveClock(world: EinvoiceWorld, to: Date): Promise<void> {
  world.clock.set(to);
  const response = await world.owner.login('store');
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
}
