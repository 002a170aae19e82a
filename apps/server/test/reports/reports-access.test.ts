import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REPORT_PATHS, type RevenueTotals } from '@diancan/core';
import { dataOf, withQuery } from '../harness.js';
import { placeOrder, type ReportWorld, startReportWorld } from './report-fixtures.js';

let world: ReportWorld;
const body = () => ({ storeId: world.storeId, startDate: '2026-11-01', endDate: '2026-11-30' });

/** Every report call with a valid request for the world's store. */
const calls = () =>
  [
    ['POST', REPORT_PATHS.orderPage.path, body()],
    ['POST', REPORT_PATHS.revenue.path, body()],
    ['POST', REPORT_PATHS.payMethods.path, body()],
    ['POST', REPORT_PATHS.print.path, body()],
    ['DELETE', REPORT_PATHS.batchRemove.path, { storeId: world.storeId, idList: [1], reason: '測試' }],
    ['POST', REPORT_PATHS.salesRanking.path, body()],
    ['POST', REPORT_PATHS.categorySalesDetail.path, body()],
    ['POST', REPORT_PATHS.exportExcel.path, { ...body(), report: 'TURNOVER' }],
    ['POST', REPORT_PATHS.sendMail.path, { ...body(), report: 'TURNOVER' }],
    ['GET', withQuery(REPORT_PATHS.mailList.path, { storeId: world.storeId }), undefined],
    ['GET', withQuery(REPORT_PATHS.orderDetail.path, { storeId: world.storeId, orderId: 1 }), undefined],
  ] as const;

beforeAll(async () => {
  world = await startReportWorld('2026-11-10');
  await placeOrder(world, [{ itemId: world.items[0]!.id, count: 1, unitPrice: 3_000 }]);
});
afterAll(async () => {
  await world?.close();
});

describe('report access', () => {
  it('needs a session', async () => {
    const anonymous = world.server.client();
    for (const [method, path, payload] of calls()) {
      expect([path, (await anonymous.request(method, path, payload)).status]).toEqual([path, 401]);
    }
  });

  it('is for store users only, and only on their own stores', async () => {
    for (const [method, path, payload] of calls()) {
      const staff = await world.staff.request(method, path, payload);
      expect([path, staff.status, staff.body.message]).toEqual([path, 403, MSG.FORBIDDEN]);
      const stranger = await world.other.request(method, path, payload);
      expect([path, stranger.status]).toEqual([path, 403]);
    }
  });

  it('needs the CSRF token on every POST and DELETE', async () => {
    for (const [method, path, payload] of calls()) {
      if (method === 'GET') continue;
      const response = await world.owner.request(method, path, payload, { 'x-csrf-token': '' });
      expect([path, response.status]).toEqual([path, 403]);
    }
  });

  it('shows another store none of these orders', async () => {
    const theirs = dataOf(
      await world.other.post<RevenueTotals>(REPORT_PATHS.revenue.path, { ...body(), storeId: world.otherStoreId }),
    );
    expect(theirs).toMatchObject({ orderCount: 0, gross: 0, net: 0 });
    const ours = dataOf(await world.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, body()));
    expect(ours).toMatchObject({ orderCount: 1, net: 3_000 });
  });
});

describe('report request validation', () => {
  it('refuses a start after the end with the spec message', async () => {
    for (const path of [REPORT_PATHS.orderPage.path, REPORT_PATHS.revenue.path, REPORT_PATHS.salesRanking.path]) {
      const response = await world.owner.post(path, { ...body(), startDate: '2026-12-01' });
      expect([path, response.status, response.body.message]).toEqual([path, 400, '開始時間晚於結束時間!']);
    }
  });

  it('refuses page sizes other than 10 to 50, bad dates, unknown filters and a removal without a reason', async () => {
    const size = await world.owner.post(REPORT_PATHS.orderPage.path, { ...body(), size: 25 });
    expect([size.status, size.body.message]).toEqual([400, '每頁行數須為10、20、30、40或50']);
    const date = await world.owner.post(REPORT_PATHS.revenue.path, { ...body(), endDate: '2026-11-31' });
    expect([date.status, date.body.message]).toEqual([400, '結束日期格式不正確']);
    const status = await world.owner.post(REPORT_PATHS.payMethods.path, { ...body(), status: 'LOST' });
    expect([status.status, status.body.message]).toEqual([400, '訂單狀態不正確']);
    const reason = await world.owner.delete(REPORT_PATHS.batchRemove.path, { storeId: world.storeId, idList: [1] });
    expect([reason.status, reason.body.message]).toEqual([400, '刪除原因為必填']);
  });
});
