import { eq } from 'drizzle-orm';
import { type Brand, BRAND_PATHS, type PayMethod } from '@diancan/core';
import { stores } from '../../src/platform/db/schema/index.js';
import { DEMO_STORES } from '../../src/seed/demo-data.js';
import { addStore, addUser } from '../fixtures.js';
import { dataOf, signedIn, type TestClient, type TestServer } from '../harness.js';
import { type CheckoutWorld, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** A brand over the demo store (the source, with the demo menu) and two new stores of the demo owner, with its HQ signed in. */
export interface BrandWorld {
  manager: TestClient;
  owner: TestClient;
  hq: TestClient;
  source: number;
  first: number;
  second: number;
  /** A store of another owner, in no brand. */
  outside: number;
  brandId: number;
}

export async function brandWorld(
  server: TestServer,
  names: { brand: string; first: string; second: string; outsideOwner: string; hqAccount: string },
): Promise<BrandWorld> {
  const db = server.db;
  const [demo] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, DEMO_STORES[0]));
  if (!demo) throw new Error('no demo store');
  const source = demo.id;
  const first = await addStore(db, names.first, { owner: 'store', modules: { POS_ORDER: true } });
  const second = await addStore(db, names.second, { owner: 'store', modules: { POS_ORDER: true } });
  await addUser(db, names.outsideOwner);
  const outside = await addStore(db, '品牌外的店', { owner: names.outsideOwner, modules: { POS_ORDER: true } });
  const manager = await signedIn(server, 'manager');
  const owner = await signedIn(server, 'store');
  // The demo brand has both demo stores: the demo store leaves it for the test's brand.
  const demoBrand = dataOf(await manager.get<Brand[]>(BRAND_PATHS.list.path)).find((brand) => brand.storeIds.includes(source));
  if (demoBrand) dataOf(await manager.put(BRAND_PATHS.removeStore.path, { brandId: demoBrand.id, storeId: source }));
  const brandId = dataOf(await manager.post<{ id: number }>(BRAND_PATHS.add.path, { name: names.brand })).id;
  for (const storeId of [source, first, second]) dataOf(await manager.put(BRAND_PATHS.addStore.path, { brandId, storeId }));
  const hqUser = { brandId, account: names.hqAccount, password: 'Brand2026!x', name: '總部', email: `${names.hqAccount}@test.diancan.tw` };
  dataOf(await manager.post(BRAND_PATHS.addUser.path, hqUser));
  const hq = server.client();
  const login = await hq.login(names.hqAccount, 'Brand2026!x');
  if (login.status !== 200) throw new Error(`HQ sign-in failed: ${JSON.stringify(login.body)}`);
  return { manager, owner, hq, source, first, second, outside, brandId };
}

/**
 * The checkout world (`startCheckoutWorld`) with the demo brand as the seed makes it, over both demo stores (A =
 * `world.storeId`, B = `world.secondStoreId`), its HQ `hq` signed in, and store B's cash pay method: the set-up of
 * the brand-wide members and coupons tests.
 */
export interface DemoBrandCheckout {
  world: CheckoutWorld;
  hq: TestClient;
  brandId: number;
  cashB: PayMethod;
}

export async function demoBrandCheckout(): Promise<DemoBrandCheckout> {
  const world = await startCheckoutWorld();
  const hq = world.server.client();
  dataOf(await hq.login('hq'));
  const brand = dataOf(await world.staff.get<Brand[]>(BRAND_PATHS.list.path)).find((one) => one.storeIds.includes(world.storeId));
  if (!brand || !brand.storeIds.includes(world.secondStoreId)) throw new Error('the demo brand holds both demo stores');
  const cashB = (await world.payMethods(world.secondStoreId)).find((method) => method.statisticKey === 'CASH');
  if (!cashB) throw new Error('store B has no cash');
  return { world, hq, brandId: brand.id, cashB };
}
