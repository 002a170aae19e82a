import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PATHS, type SplitOrderResult, TABLE_PATHS, type TableServiceReport } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { dataOf } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { postForBytes } from '../reports/report-fixtures.js';
import { startTablesWorld, type TablesWorld } from './tables-fixtures.js';

/**
 * The table-service report (docs/tables.md): 來客數, 客單價 per guest and per order per day, 翻桌率 and average
 * dining time per area, 服務費; on screen (report/getTableService) and in the turnover export.
 */

let world: TablesWorld;
let rice: Item;
let day: string;
let areaA: number;
let areaB: number;
let expected: { orders: number; revenue: number; tableRevenue: number; serviceCharge: number };

const line = (item: Item, count = 1) => ({ itemId: item.id, count, unitPrice: item.price });

beforeAll(async () => {
  world = await startTablesWorld();
  const { owner, storeId, cash } = world;
  rice = await world.item('報表滷肉飯', 10_000);
  dataOf(await owner.put(TABLE_PATHS.updateServiceCharge.path, { storeId, percent: 10 }));
  areaA = (await world.area('報表A區')).id;
  areaB = (await world.area('報表B區')).id;
  const [a1, a2, b1] = [await world.table('RA1', { areaId: areaA }), await world.table('RA2', { areaId: areaA }), await world.table('RB1', { areaId: areaB })];

  // A1: 3 guests, paid; opened 50 minutes before it was paid.
  const first = await world.openTab(a1.id, 3, [line(rice, 3)]);
  await world.server.db.execute(sql`update orders set created_at = created_at - interval '50 minutes' where id = ${first.orderId}`);
  const firstDetail = await world.detail(first.orderId);
  dataOf(await world.pay(first.orderId, firstDetail.version, cash, firstDetail.totals.payable));

  // A2: 2 guests, split into two checks, both paid: one sitting.
  const second = await world.openTab(a2.id, 2, [line(rice, 2)]);
  const secondDetail = await world.detail(second.orderId);
  const split = dataOf(
    await owner.post<SplitOrderResult>(TABLE_PATHS.split.path, {
      storeId,
      orderId: second.orderId,
      version: secondDetail.version,
      parts: [{ lines: [{ detailId: secondDetail.lines[0]!.id, count: 1 }] }],
    }),
  );
  const checks = await Promise.all(split.orderIds.map((orderId) => world.detail(orderId)));
  for (const check of checks) dataOf(await world.pay(check.id, check.version, cash, check.totals.payable));

  // B1: 4 guests, still eating (unpaid): counted, no dining time yet.
  const third = await world.openTab(b1.id, 4, [line(rice, 4)]);
  const thirdDetail = await world.detail(third.orderId);

  // A takeout order at the counter: an order, not a sitting.
  dataOf(await sendOrder(owner, await orderBody(owner, storeId, [line(rice)], { payMethod: cash })));
  day = firstDetail.businessDate;
  const tableChecks = [firstDetail, ...checks, thirdDetail];
  expected = {
    orders: tableChecks.length + 1,
    tableRevenue: tableChecks.reduce((sum, check) => sum + check.totals.payable, 0),
    revenue: tableChecks.reduce((sum, check) => sum + check.totals.payable, 0) + 10_000,
    serviceCharge: tableChecks.reduce((sum, check) => sum + check.totals.serviceCharge, 0),
  };
});
afterAll(async () => {
  await world?.close();
});

const report = async (client = world.owner, storeId = world.storeId) =>
  client.post<TableServiceReport>(REPORT_PATHS.tableService.path, { storeId, startDate: day, endDate: day });

describe('table-service report', { timeout: 60_000 }, () => {
  it('gives 來客數, 客單價 per guest and per order, 服務費 and dining time per day', async () => {
    const result = dataOf(await report());
    expect(result.businessDays).toBe(1);
    expect(result.days).toHaveLength(1);
    const [today] = result.days;
    expect(today).toEqual({
      businessDate: day,
      orderCount: expected.orders,
      revenue: expected.revenue,
      perOrder: Math.round(expected.revenue / expected.orders),
      sittings: 3,
      guests: 9,
      tableRevenue: expected.tableRevenue,
      perGuest: Math.round(expected.tableRevenue / 9),
      serviceCharge: expected.serviceCharge,
      // A1 took 50 minutes, A2 under one; B1 is still eating.
      averageMinutes: 25,
    });
    expect(expected.serviceCharge).toBe(3_000 + 2_000 + 4_000);
    const { businessDate: _date, ...figures } = today!;
    expect(result.totals).toEqual(figures);
  });

  it('gives 翻桌率 and dining time per area', async () => {
    const result = dataOf(await report());
    const areas = result.areas.filter((area) => area.areaId === areaA || area.areaId === areaB);
    expect(areas).toEqual([
      { areaId: areaA, name: '報表A區', tables: 2, sittings: 2, turnoverRate: 1, averageMinutes: 25 },
      { areaId: areaB, name: '報表B區', tables: 1, sittings: 1, turnoverRate: 1, averageMinutes: null },
    ]);
  });

  it('is in the turnover export as two sheets', async () => {
    const file = await postForBytes(world.owner, REPORT_PATHS.exportExcel.path, { storeId: world.storeId, startDate: day, endDate: day, report: 'TURNOVER' });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const days = workbook.getWorksheet('來客數與客單價');
    expect(days?.getRow(1).values).toEqual([undefined, '營業日', '單數', '營業額', '每單客單價', '內用桌次', '來客數', '內用營業額', '每人客單價', '服務費', '平均用餐分鐘']);
    expect(days?.getRow(2).getCell(1).value).toBe(day);
    expect(days?.getRow(2).getCell(6).value).toBe(9);
    expect(days?.getRow(2).getCell(9).value).toBe(expected.serviceCharge / 100);
    expect(days?.getRow(3).getCell(1).value).toBe('合計');
    const areas = workbook.getWorksheet('翻桌率');
    const names = areas?.getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['報表A區', '報表B區']));
  });

  it('refuses another store and a range past a year', async () => {
    expect((await report(world.other)).status).toBe(403);
    const long = await world.owner.post(REPORT_PATHS.tableService.path, { storeId: world.storeId, startDate: '2024-01-01', endDate: '2025-12-31' });
    expect(long.status).toBe(400);
  });
});
