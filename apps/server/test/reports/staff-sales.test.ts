import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_BOARD_PATHS, REPORT_PATHS, STAFF_SALES_NOBODY, type StaffSalesRow, staffForbiddenMessage } from '@diancan/core';
import { dataOf, type TestClient } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { PINS, startStaffWorld, type StaffWorld } from '../staff/staff-fixtures.js';
import { postForBytes } from './report-fixtures.js';

/**
 * 員工銷售 (issue 33): the revenue's figures per staff member who took the orders (the order's staffId), the orders
 * no one took apart, the cancelled ones beside; its Excel export; in staff mode behind REPORTS. Sent without the browser.
 */
let world: StaffWorld;
let manager: TestClient;
let partTimer: TestClient;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
const range = () => ({ storeId: world.storeId, startDate: today, endDate: today });

async function sell(client: TestClient, price: number, count = 1, extra: object = {}) {
  const item = await world.item(`員工銷售${Math.random().toString(36).slice(2, 8)}`, price);
  return dataOf(await sendOrder(client, await orderBody(client, world.storeId, [{ itemId: item.id, count, unitPrice: price }], { payMethod: world.cash, ...extra })));
}

beforeAll(async () => {
  world = await startStaffWorld();
  manager = await world.terminalAs(PINS.manager);
  partTimer = await world.terminalAs(PINS.partTime);
  await sell(manager, 10_000, 2);
  await sell(manager, 5_000, 1, { manualDiscount: { type: 'MONEY', amount: 1_000 } });
  const voided = await sell(manager, 10_000);
  const card = await world.card(voided.orderId);
  dataOf(
    await manager.put(ORDER_BOARD_PATHS.updateOrderStatus.path, {
      storeId: world.storeId, orderId: voided.orderId, version: card.version, status: 'CANCELLED', voidReason: '客人取消',
    }),
  );
  await sell(partTimer, 3_000);
  await world.setMode(false);
  await sell(await world.terminal(), 7_000);
  await world.setMode(true);
}, 240_000);

afterAll(async () => {
  await world?.setMode(false);
  await world?.close();
});

describe('report/getStaffSales', () => {
  it('answers each staff member’s orders and net, the cancelled apart, the orders no one took last', async () => {
    const rows = dataOf(await manager.post<StaffSalesRow[]>(REPORT_PATHS.staffSales.path, range()));
    const of = (name: string) => rows.find((row) => row.staffName === name);
    expect(of('王店長')).toEqual({
      staffId: world.staffIds.get('王店長'),
      staffName: '王店長',
      orderCount: 2,
      gross: 25_000,
      entertain: 0,
      discounts: 1_000,
      net: 24_000,
      average: 12_000,
      cancelledCount: 1,
      cancelledAmount: 10_000,
    });
    expect(of('林工讀')).toMatchObject({ staffId: world.staffIds.get('林工讀'), orderCount: 1, net: 3_000, cancelledCount: 0 });
    const nobody = rows.at(-1);
    expect(nobody).toMatchObject({ staffId: null, staffName: STAFF_SALES_NOBODY });
    expect(nobody!.net).toBeGreaterThanOrEqual(7_000);
    expect(rows.indexOf(of('王店長')!)).toBeLessThan(rows.indexOf(of('林工讀')!));
  }, 60_000);

  it('in staff mode needs REPORTS: a part-timer is refused, naming it', async () => {
    const refused = await partTimer.post(REPORT_PATHS.staffSales.path, range());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(staffForbiddenMessage('REPORTS'));
  }, 60_000);

  it('exports the same rows as an .xlsx', async () => {
    const file = await postForBytes(manager, REPORT_PATHS.exportExcel.path, { ...range(), report: 'STAFF_SALES' });
    expect(file.status).toBe(200);
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain(`員工銷售_${today}_${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : row));
    const managerRow = values.find((row) => Array.isArray(row) && row[0] === '王店長') as unknown[];
    expect(managerRow).toEqual(['王店長', 2, 250, 0, 10, 240, 120, 1, 100]);
  }, 60_000);

  it('refuses a bad range with 400 and a zh-TW message', async () => {
    const bad = await manager.post(REPORT_PATHS.staffSales.path, { storeId: world.storeId, startDate: '2026-13-01', endDate: today });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/日期/);
  }, 60_000);
});
