import type { TurnoverRow } from '@diancan/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { ok, stubApi } from '../../../test/render';
import { BROWSER_EXPORT_MAX_ROWS, collectTurnoverRows, exportTurnover } from './turnover-export';

const FILTER = { storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30', payMethodId: null, status: null, type: null };

function row(orderId: number): TurnoverRow {
  return {
    orderId,
    orderNo: String(orderId).padStart(3, '0'),
    businessDate: '2026-11-20',
    createdAt: '2026-11-20T03:15:00.000Z',
    source: 'POS',
    type: 'TAKEOUT',
    status: 'COMPLETED',
    paymentStatus: 'PAID',
    tableNumber: null,
    entertain: false,
    subtotal: 10_000,
    entertainAmount: 0,
    automaticDiscount: 0,
    couponDiscount: 0,
    manualDiscount: 0,
    payable: 10_000,
    paid: 10_000,
    change: 0,
    payments: [],
    invoiceType: null,
    remark: '',
  };
}

beforeEach(() => {
  useSession.setState({ storeId: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('collectTurnoverRows', () => {
  it('reads every page of 50 and keeps each order once', async () => {
    const all = Array.from({ length: 120 }, (_, index) => row(index + 1));
    const api = stubApi({
      'POST /api/back/store/report/order/page': (body) => {
        const { page } = body as { page: number };
        // An order taken out meanwhile shifts the next page by one: its first row repeats the previous page's last.
        const start = page === 3 ? 99 : (page - 1) * 50;
        return ok({ list: all.slice(start, page * 50), total: 120, page, size: 50 });
      },
    });
    const rows = await collectTurnoverRows(FILTER, 120);
    expect(rows.map((each) => each.orderId)).toEqual(all.map((each) => each.orderId));
    expect(api.callsTo('POST', '/back/store/report/order/page').map((call) => (call.body as { page: number }).page).sort()).toEqual([1, 2, 3]);
  });
});

describe('exportTurnover', () => {
  it('leaves a report too large to gather page by page to the server, under its file name', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:turnover', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = stubApi({ 'POST /api/back/report/exportExcel': () => ok(null) });
    await exportTurnover({ filter: FILTER, total: BROWSER_EXPORT_MAX_ROWS + 1, revenue: undefined, payMethods: undefined });
    expect(api.callsTo('POST', '/back/report/exportExcel')[0]?.body).toEqual({ report: 'TURNOVER', ...FILTER });
    expect(api.callsTo('POST', '/back/store/report/order/page')).toHaveLength(0);
    expect(saved).toEqual(['營業額報表_2026-11-01_2026-11-30.xlsx']);
  });
});
