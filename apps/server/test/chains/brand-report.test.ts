import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Brand, BRAND_PATHS, type BrandTurnover, type CurrentUser, REPORT_PATHS, type RevenueTotals } from '@diancan/core';
import { dataOf, signedIn, type TestClient } from '../harness.js';
import { finishOrder, placeOrder, type ReportWorld, startReportWorld } from '../reports/report-fixtures.js';

/** The turnover across a brand's stores: each row is what that store's own turnover report shows. */

let world: ReportWorld;
let brandId: number;
let hq: TestClient;

beforeAll(async () => {
  world = await startReportWorld('2026-11-02');
  const [tea, green, chicken] = world.items;
  if (!tea || !green || !chicken) throw new Error('no report items');
  await placeOrder(world, [{ itemId: tea.id, count: 2, unitPrice: 3_000 }], { paid: 10_000 });
  await placeOrder(world, [{ itemId: chicken.id, count: 1, unitPrice: 7_000 }], { manualDiscount: { type: 'MONEY', amount: 500 } });
  const cancelled = await placeOrder(world, [{ itemId: green.id, count: 1, unitPrice: 3_500 }]);
  await finishOrder(world.db, cancelled.orderId, 'CANCELLED');
  world.setDay('2026-11-03');
  await placeOrder(world, [{ itemId: green.id, count: 2, unitPrice: 3_500 }]);

  // The demo brand has the demo store: it leaves it for this test's brand.
  const demoBrand = dataOf(await world.staff.get<Brand[]>(BRAND_PATHS.list.path)).find((brand) => brand.storeIds.includes(world.storeId));
  if (demoBrand) dataOf(await world.staff.put(BRAND_PATHS.removeStore.path, { brandId: demoBrand.id, storeId: world.storeId }));
  brandId = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '報表品牌' })).id;
  for (const storeId of [world.storeId, world.otherStoreId]) dataOf(await world.staff.put(BRAND_PATHS.addStore.path, { brandId, storeId }));
  dataOf(await world.staff.post(BRAND_PATHS.addUser.path, { brandId, account: 'hq-report', password: 'Brand2026!x', name: '總部', email: null }));
  hq = world.server.client();
  await hq.login('hq-report', 'Brand2026!x');
}, 120_000);

afterAll(async () => {
  await world?.close();
});

const range = { startDate: '2026-11-01', endDate: '2026-11-05' };

describe('the HQ session', () => {
  it("lists its brand's stores as its store list (getCurrent), so the 總部 pages can name them", async () => {
    const current = dataOf(await hq.get<CurrentUser>('/api/back/user/getCurrent'));
    expect(current.storeList.map((store) => store.id)).toEqual([world.storeId, world.otherStoreId].sort((a, b) => a - b));
    expect(current.storeList.every((store) => store.name.length > 0)).toBe(true);
    expect(current).toMatchObject({ manager: false, sales: false, notManager: false });
  });
});

describe('brand/report/turnover', () => {
  it('answers one row per store with the figures of the store\'s own turnover report, and their total', async () => {
    const report = dataOf(await hq.post<BrandTurnover>(BRAND_PATHS.turnover.path, { brandId, ...range }));
    expect(report.rows.map((row) => row.storeId)).toEqual([world.storeId, world.otherStoreId].sort((a, b) => a - b));
    for (const row of report.rows) {
      // The store's own turnover report, as its owner reads it.
      const ownerOf = row.storeId === world.storeId ? world.owner : world.other;
      const own = dataOf(await ownerOf.post<RevenueTotals>(REPORT_PATHS.revenue.path, { storeId: row.storeId, ...range }));
      expect(row).toMatchObject({
        orders: own.orderCount,
        gross: own.gross,
        discounts: own.discounts,
        entertain: own.entertain,
        payable: own.net,
        cancelledCount: own.cancelledCount,
        unpaidAmount: own.unpaidAmount,
      });
    }
    const demo = report.rows.find((row) => row.storeId === world.storeId);
    expect(demo).toMatchObject({ orders: 3, payable: 6_000 + 6_500 + 7_000, cancelledCount: 1 });
    expect(report.total.orders).toBe(report.rows.reduce((sum, row) => sum + row.orders, 0));
    expect(report.total.payable).toBe(report.rows.reduce((sum, row) => sum + row.payable, 0));
  });

  it('refuses HQ of another brand, store owners, and a range that ends before it starts (zh-TW)', async () => {
    const other = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '別的品牌' })).id;
    const outside = await hq.post(BRAND_PATHS.turnover.path, { brandId: other, ...range });
    expect([outside.status, outside.body.message]).toEqual([403, '無權限存取此品牌']);
    const byOwner = await world.owner.post(BRAND_PATHS.turnover.path, { brandId, ...range });
    expect(byOwner.status).toBe(403);
    const backwards = await hq.post(BRAND_PATHS.turnover.path, { brandId, startDate: '2026-11-05', endDate: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/[\u4e00-\u9fff]/);
    const sales = await signedIn(world.server, 'sales');
    expect((await sales.post(BRAND_PATHS.turnover.path, { brandId, ...range })).status).toBe(403);
  });
});
