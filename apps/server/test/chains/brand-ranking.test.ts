import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Brand,
  BRAND_PATHS,
  type BrandRanking,
  type BrandTurnover,
  type PayMethod,
  PAY_METHOD_PATHS,
  REPORT_PATHS,
  type SalesRanking,
} from '@diancan/core';
import { MENU_PATHS, type PosMenu } from '@diancan/core/contracts/menu';
import { dataOf, type TestClient, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { placeOrder, postForBytes, type ReportWorld, startReportWorld } from '../reports/report-fixtures.js';

/**
 * The cross-store ranking and the Excel export of the cross-store report (docs/chains.md): the demo store's menu is
 * published to the other store of the brand, both sell, and the brand's figures are each store's own added up.
 */

let world: ReportWorld;
let brandId: number;
let hq: TestClient;

const range = { startDate: '2026-11-01', endDate: '2026-11-05' };

beforeAll(async () => {
  world = await startReportWorld('2026-11-02');
  const [tea, green, chicken] = world.items;
  if (!tea || !green || !chicken) throw new Error('no report items');
  const demoBrand = dataOf(await world.staff.get<Brand[]>(BRAND_PATHS.list.path)).find((brand) => brand.storeIds.includes(world.storeId));
  if (demoBrand) dataOf(await world.staff.put(BRAND_PATHS.removeStore.path, { brandId: demoBrand.id, storeId: world.storeId }));
  brandId = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '排行品牌' })).id;
  for (const storeId of [world.storeId, world.otherStoreId]) dataOf(await world.staff.put(BRAND_PATHS.addStore.path, { brandId, storeId }));
  dataOf(await world.staff.post(BRAND_PATHS.addUser.path, { brandId, account: 'hq-ranking', password: 'Brand2026!x', name: '總部', email: null }));
  hq = world.server.client();
  await hq.login('hq-ranking', 'Brand2026!x');
  dataOf(await hq.post(BRAND_PATHS.publish.path, { brandId, sourceStoreId: world.storeId, storeIds: [world.otherStoreId], note: '' }));

  await placeOrder(world, [{ itemId: tea.id, count: 2, unitPrice: 3_000 }], { paid: 10_000 });
  await placeOrder(world, [{ itemId: chicken.id, count: 1, unitPrice: 7_000 }]);
  // The other store sells its copies of the brand's items.
  const menu = dataOf(await world.other.get<PosMenu>(withQuery(MENU_PATHS.pos.getMenu.path, { storeId: world.otherStoreId })));
  const copy = (name: string) => {
    const item = menu.categories.flatMap((category) => category.items).find((row) => row.name === name);
    if (!item) throw new Error(`no ${name} in the other store`);
    return item;
  };
  const cash = dataOf(
    await world.other.post<PayMethod>(PAY_METHOD_PATHS.add.path, { storeId: world.otherStoreId, name: '現金', statisticKey: 'CASH' }),
  );
  const sell = async (lines: { itemId: number; count: number; unitPrice: number }[]) =>
    dataOf(await sendOrder(world.other, await orderBody(world.other, world.otherStoreId, lines, { payMethod: cash })));
  await sell([{ itemId: copy('紅茶').id, count: 3, unitPrice: 3_000 }]);
  world.setDay('2026-11-03');
  await sell([{ itemId: copy('綠茶').id, count: 1, unitPrice: 3_500 }, { itemId: copy('紅茶').id, count: 1, unitPrice: 3_000 }]);
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('brand/report/ranking', () => {
  it("adds up each store's own sales ranking per item, with the stores' shares", async () => {
    const ranking = dataOf(await hq.post<BrandRanking>(BRAND_PATHS.ranking.path, { brandId, ...range }));
    const own = async (client: TestClient, storeId: number) =>
      dataOf(await client.post<SalesRanking>(REPORT_PATHS.salesRanking.path, { storeId, ...range }));
    const mine = await own(world.owner, world.storeId);
    const theirs = await own(world.other, world.otherStoreId);
    expect(ranking.list.map((row) => [row.rank, row.name, row.totalCount, row.totalPrice])).toEqual([
      [1, '紅茶', 6, 18_000],
      [2, '雞排', 1, 7_000],
      [3, '綠茶', 1, 3_500],
    ]);
    const tea = ranking.list[0];
    expect(tea?.stores).toEqual([
      { storeId: world.storeId, totalCount: 2, totalPrice: mine.list.find((row) => row.name === '紅茶')?.totalPrice },
      { storeId: world.otherStoreId, totalCount: 4, totalPrice: theirs.list.find((row) => row.name === '紅茶')?.totalPrice },
    ]);
    expect(tea?.price).toBe(3_000);
    expect(ranking.totalPrice).toBe(mine.totalPrice + theirs.totalPrice);
    expect(ranking.totalCount).toBe(mine.totalCount + theirs.totalCount);
    const byAmount = dataOf(await hq.post<BrandRanking>(BRAND_PATHS.ranking.path, { brandId, ...range, sortBy: 'AMOUNT' }));
    expect(byAmount.list.map((row) => row.name)).toEqual(['紅茶', '雞排', '綠茶']);
  });

  it('refuses another brand (HQ), store owners, a backwards range and a bad sort (4xx zh-TW)', async () => {
    const other = dataOf(await world.staff.post<{ id: number }>(BRAND_PATHS.add.path, { name: '別的品牌' })).id;
    const outside = await hq.post(BRAND_PATHS.ranking.path, { brandId: other, ...range });
    expect([outside.status, outside.body.message]).toEqual([403, '無權限存取此品牌']);
    expect((await world.owner.post(BRAND_PATHS.ranking.path, { brandId, ...range })).status).toBe(403);
    const backwards = await hq.post(BRAND_PATHS.ranking.path, { brandId, startDate: '2026-11-05', endDate: '2026-11-01' });
    expect(backwards.status).toBe(400);
    const sort = await hq.post(BRAND_PATHS.ranking.path, { brandId, ...range, sortBy: 'NAME' });
    expect([sort.status, sort.body.message]).toEqual([400, '排序方式不正確']);
    const unknown = await world.staff.post(BRAND_PATHS.ranking.path, { brandId: 99_999, ...range });
    expect([unknown.status, unknown.body.message]).toEqual([404, '品牌不存在']);
  });
});

describe('brand/report/exportExcel', () => {
  it('writes the turnover rows (each store as its own report shows it) with their total, and the ranking', async () => {
    const turnover = dataOf(await hq.post<BrandTurnover>(BRAND_PATHS.turnover.path, { brandId, ...range }));
    for (const row of turnover.rows) {
      const client = row.storeId === world.storeId ? world.owner : world.other;
      const own = dataOf(await client.post<{ orderCount: number; net: number }>(REPORT_PATHS.revenue.path, { storeId: row.storeId, ...range }));
      expect([row.orders, row.payable]).toEqual([own.orderCount, own.net]);
    }
    const file = await postForBytes(hq, BRAND_PATHS.exportExcel.path, { brandId, ...range });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('品牌跨店報表');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.bytes).buffer);
    const rowsOf = (title: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(title)?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const stores = rowsOf('各店營業額');
    expect(stores[0]).toEqual(['商店', '訂單數', '營業總額', '折扣', '招待', '實收金額', '取消筆數', '未付款']);
    expect(stores.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual([
      ...turnover.rows.map((row) => [row.storeName, row.orders, row.payable / 100]),
      ['合計', turnover.total.orders, turnover.total.payable / 100],
    ]);
    const ranking = rowsOf('跨店銷售排行');
    expect(ranking.slice(1).map((row) => [row[0], row[1], row[3], row[4], row[6]])).toEqual([
      [1, '紅茶', 2, 6, 180],
      [2, '雞排', 1, 1, 70],
      [3, '綠茶', 1, 1, 35],
    ]);
    const refused = await postForBytes(world.owner, BRAND_PATHS.exportExcel.path, { brandId, ...range });
    expect(refused.status).toBe(403);
  });
});
