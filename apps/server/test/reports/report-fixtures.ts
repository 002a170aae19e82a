import { eq } from 'drizzle-orm';
import {
  type AddOrderResult,
  type Item,
  type OrderLineInput,
  type OrderStatus,
  type PayMethod,
  PAY_METHOD_PATHS,
  REPORT_PATHS,
} from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../src/platform/config.js';
import type { Database } from '../../src/platform/db/database.js';
import { storeConfigs, stores } from '../../src/platform/db/schema/index.js';
import { DEMO_STORES } from '../../src/seed/demo-data.js';
import { addStore, addUser } from '../fixtures.js';
import { startTestServer, type TestClient, type TestServer, testClock } from '../harness.js';
import { addCategory, addItem, dataOf, signedIn, withQuery } from '../menu/menu-fixtures.js';
import { orderBody, type OrderOptions, sendOrder } from '../pos/checkout-fixtures.js';

/**
 * The world of the report tests: the demo store of user `store` with a small menu of its own (prices in whole
 * dollars, so a decimal count times a price is an exact number of cents), its cash and LINE Pay methods, a clock
 * the test moves from business day to business day, and another store with its own owner for isolation checks.
 */
export interface ReportWorld {
  server: TestServer;
  db: Database;
  owner: TestClient;
  storeId: number;
  other: TestClient;
  otherStoreId: number;
  staff: TestClient;
  items: Item[];
  cash: PayMethod;
  linePay: PayMethod;
  /** Moves "now" to noon of a business day in Taipei (04:00 UTC). */
  setDay(date: string): void;
  close(): Promise<void>;
}

/** Asia/Taipei is UTC+8 all year: noon there is 04:00 UTC the same day. */
export const noonInTaipei = (date: string) => new Date(`${date}T04:00:00.000Z`);

export async function startReportWorld(
  firstDay = '2026-11-02',
  config: Partial<AppConfig> = {},
  options: { invoices?: boolean } = {},
): Promise<ReportWorld> {
  const time = testClock(noonInTaipei(firstDay));
  // The test moves the clock by days and months: sessions must outlive that.
  const server = await startTestServer({
    clock: time.clock,
    config: { sessionIdleMinutes: 400 * 24 * 60, sessionAbsoluteHours: 400 * 24, managerCodeIdleMinutes: 400 * 24 * 60, ...config },
  });
  try {
    const db = server.db;
    const [demo] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, DEMO_STORES[0]));
    if (!demo) throw new Error('no demo store');
    await addUser(db, 'other-owner');
    const otherStoreId = await addStore(db, '別人的店', { owner: 'other-owner', modules: { POS_ORDER: true } });
    // E-invoices are the invoices area's (its tests issue them): unless asked, these orders are sold without one.
    if (!options.invoices) await db
      .update(storeConfigs)
      .set({ invoiceSettings: { adminInvoiceSwitch: false, storeInvoiceSwitch: false, deliveryPlatformSwitch: false } })
      .where(eq(storeConfigs.storeId, demo.id));
    const owner = await signedIn(server, 'store', demo.id);
    const category = await addCategory(owner, demo.id, '報表測試');
    const items = [
      await addItem(owner, demo.id, category.id, '紅茶', 3_000),
      await addItem(owner, demo.id, category.id, '綠茶', 3_500),
      await addItem(owner, demo.id, category.id, '雞排', 7_000),
      await addItem(owner, demo.id, category.id, '滷味', 12_000),
    ];
    const methods = dataOf(await owner.get<PayMethod[]>(withQuery(PAY_METHOD_PATHS.getList.path, { storeId: demo.id })));
    const cash = methods.find((method) => method.statisticKey === 'CASH');
    const linePay = methods.find((method) => method.statisticKey === 'LINE_PAY_OFFLINE');
    if (!cash || !linePay) throw new Error('the demo store has no cash or LINE Pay method');
    return {
      server,
      db,
      owner,
      storeId: demo.id,
      other: await signedIn(server, 'other-owner', otherStoreId),
      otherStoreId,
      staff: await signedIn(server, 'manager', null),
      items,
      cash,
      linePay,
      setDay: (date) => time.set(noonInTaipei(date)),
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** POSTs a JSON body and answers the raw bytes (file downloads such as exportExcel). */
export async function postForBytes(client: TestClient, path: string, body: unknown) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': client.xsrfToken ?? '',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Places an order through the real addOrder call, priced as the POS prices it. */
export async function placeOrder(world: ReportWorld, lines: OrderLineInput[], options: OrderOptions = {}): Promise<AddOrderResult> {
  const body = await orderBody(world.owner, world.storeId, lines, { payMethod: world.cash, ...options });
  return dataOf(await sendOrder(world.owner, body));
}

/**
 * Moves an order to a final status as the order board does (the status, a version bump, a history row), for the
 * reports to see a finished or cancelled order; the board's own calls belong to another area.
 */
export async function finishOrder(db: Database, orderId: number, status: Extract<OrderStatus, 'COMPLETED' | 'CANCELLED'>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into order_status_history (store_id, order_id, from_status, to_status, version, reason)
      select store_id, id, status, ${status}, version + 1, 'test' from orders where id = ${orderId}`);
    await tx.execute(sql`
      update orders set status = ${status}, version = version + 1, status_changed_at = now() where id = ${orderId}`);
  });
}

export function removeOrders(client: TestClient, storeId: number, idList: number[], reason = '測試單') {
  return client.delete<{ removedCount: number }>(REPORT_PATHS.batchRemove.path, { storeId, idList, reason });
}
