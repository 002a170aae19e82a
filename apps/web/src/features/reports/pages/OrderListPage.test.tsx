import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import type { PayMethodTotal, RevenueTotals, TableServiceReport, TurnoverRow } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { useReportRangeStore } from '../components/ReportDateRange';
import OrderListPage from './OrderListPage';
import { REPORT_PAGE_TIMEOUT_MS, bytesOf, confirmRemovalWithReason, setUpReportPageTests } from '../testing/report-page';

const COMPLETED: TurnoverRow = {
  orderId: 41,
  orderNo: '001',
  businessDate: '2026-11-20',
  createdAt: '2026-11-20T03:15:00.000Z',
  source: 'POS',
  type: 'INSIDE',
  status: 'COMPLETED',
  paymentStatus: 'PAID',
  tableNumber: 'A5',
  entertain: false,
  subtotal: 1_250_000,
  entertainAmount: 0,
  automaticDiscount: 50_000,
  couponDiscount: 0,
  manualDiscount: 0,
  payable: 1_200_000,
  paid: 1_200_000,
  change: 0,
  payments: [{ payMethodId: 1, name: '現金', statisticKey: 'CASH', amount: 1_200_000 }],
  invoiceType: null,
  remark: '',
};
const OPEN: TurnoverRow = { ...COMPLETED, orderId: 42, orderNo: '002', status: 'NEW', tableNumber: null, payable: 8_000, subtotal: 8_000, automaticDiscount: 0 };
const REVENUE: RevenueTotals = {
  orderCount: 2,
  gross: 1_258_000,
  entertain: 0,
  automaticDiscount: 50_000,
  couponDiscount: 0,
  manualDiscount: 0,
  discounts: 50_000,
  net: 1_208_000,
  cancelledCount: 1,
  cancelledAmount: 30_000,
  unpaidCount: 0,
  unpaidAmount: 0,
  refundCount: 0,
  refundAmount: 0,
  bySource: [
    { source: 'POS', orderCount: 1, net: 1_200_000 },
    { source: 'MOBILE', orderCount: 1, net: 8_000 },
  ],
};
const PAY_TOTALS: PayMethodTotal[] = [{ payMethodId: 1, name: '現金', statisticKey: 'CASH', orderCount: 2, amount: 1_208_000 }];

const DAY = { orderCount: 2, revenue: 1_208_000, perOrder: 604_000, sittings: 1, guests: 4, tableRevenue: 1_200_000, perGuest: 300_000, serviceCharge: 100_000, averageMinutes: 75 };
const TABLE_SERVICE: TableServiceReport = {
  days: [{ businessDate: '2026-11-20', ...DAY }],
  businessDays: 1,
  totals: DAY,
  areas: [{ areaId: 3, name: '一樓', tables: 4, sittings: 5, turnoverRate: 1.25, averageMinutes: 75 }],
};

const RANGE = { storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30' };

function renderPage(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'POST /api/back/store/report/order/page': () => ok({ list: [COMPLETED, OPEN], total: 2, page: 1, size: 10 }),
    'POST /api/back/store/report/order/revenue': () => ok(REVENUE),
    'POST /api/back/store/report/order/payMethods': () => ok(PAY_TOTALS),
    'POST /api/back/report/getTableService': () => ok(TABLE_SERVICE),
    'GET /api/back/payMethod/getList': () =>
      ok([
        { id: 1, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 },
        { id: 2, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: false, sort: 2 },
      ]),
    ...extra,
  });
  renderWithProviders(<OrderListPage />, { route: '/report/order-list' });
  return api;
}

setUpReportPageTests();

describe('OrderListPage', { timeout: REPORT_PAGE_TIMEOUT_MS }, () => {
  it('lists the orders of the range with the totals, amounts with thousands separators, rows linking to their detail', async () => {
    const api = renderPage();
    const table = await screen.findByRole('table', { name: '營業額列表' });
    const link = await within(table).findByRole('link', { name: '訂單 001 明細' });
    expect(link.getAttribute('href')).toBe('/report/order-details/41');
    expect(within(table).getByText('$12,000')).toBeTruthy();
    expect(within(table).getByText('桌號 A5')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '實收金額' })).getByText('$12,080')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '已取消' })).getByText('1 筆')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '付款方式統計' })).getByText('$12,080')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '來源統計' })).getByText(/手機點餐/).textContent).toContain('$80');
    const filter = { ...RANGE, payMethodId: null, status: null, type: null };
    expect(api.callsTo('POST', '/back/store/report/order/page')[0]?.body).toEqual({ ...filter, page: 1, size: 10 });
    expect(api.callsTo('POST', '/back/store/report/order/revenue')[0]?.body).toEqual(filter);
  });

  it('shows 桌邊服務: 來客數 and 客單價 per day, 服務費, dining time, 翻桌率 per area, for the range', async () => {
    const api = renderPage();
    const days = await screen.findByRole('table', { name: '來客數與客單價' });
    const day = (await within(days).findByText('2026-11-20')).closest('tr')!;
    expect([...day.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2026-11-20', '4', '$3,000', '2', '$6,040', '$1,000', '75 分']);
    const area = within(screen.getByRole('table', { name: '翻桌率' })).getByText('一樓').closest('tr')!;
    expect([...area.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['一樓', '4', '5', '1.25', '75 分']);
    expect(screen.getByTestId('table-service-totals').textContent).toContain('服務費 $1,000');
    expect(api.callsTo('POST', '/back/report/getTableService')[0]?.body).toEqual(RANGE);
  });

  it('only lets finished orders be picked, and removes them from the reports with a reason', async () => {
    const api = renderPage({ 'DELETE /api/back/store/report/order/batchRemove': () => ok({ removedCount: 1 }) });
    const table = await screen.findByRole('table', { name: '營業額列表' });
    await within(table).findByText('桌號 A5');
    expect((within(table).getByRole('checkbox', { name: '選取訂單 002' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: '選取訂單 001' }));
    fireEvent.click(screen.getByRole('button', { name: /批次刪除（1）/ }));

    const dialog = await screen.findByRole('dialog', { name: '刪除訂單' });
    confirmRemovalWithReason(dialog, ' 測試訂單 ');

    await expectToast('已刪除 1 筆訂單');
    expect(api.callsTo('DELETE', '/back/store/report/order/batchRemove')[0]?.body).toEqual({ storeId: 1, idList: [41], reason: '測試訂單' });
    // Every total is asked again.
    await waitFor(() => expect(api.callsTo('POST', '/back/store/report/order/revenue').length).toBeGreaterThan(1));
  });

  it('exports every order of the filter and its totals to an Excel file', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:turnover'), revokeObjectURL: () => {} }));
    renderPage();
    await screen.findByText('桌號 A5');
    fireEvent.click(screen.getByRole('button', { name: '匯出Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(files[0]!));
    const orders = workbook.getWorksheet('營業額報表');
    expect(orders?.getRow(1).getCell(1).value).toBe('營業日');
    expect(orders?.getRow(1).font).toMatchObject({ bold: true, size: 14 });
    expect(orders?.getRow(2).getCell(2).value).toBe('001');
    expect(orders?.getRow(2).getCell(12).value).toBe(12_000);
    expect(workbook.getWorksheet('營收統計')?.getRow(2).getCell(3).value).toBe(12_580);
    const tableDays = workbook.getWorksheet('來客數與客單價');
    expect(tableDays?.getRow(2).values).toEqual([undefined, '2026-11-20', 2, 12_080, 6_040, 1, 4, 12_000, 3_000, 1_000, 75]);
    expect(tableDays?.getRow(3).getCell(1).value).toBe('合計');
    expect(workbook.getWorksheet('翻桌率')?.getRow(2).values).toEqual([undefined, '一樓', 4, 5, 1.25, 75]);
  });

  it('shows nothing of a range that was cleared (a start after its end)', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '營業額列表' });
    await within(table).findByText('桌號 A5');
    act(() => useReportRangeStore.setState({ value: { start: null, end: null } }));
    await within(table).findByText('目前沒有資料');
    expect(within(table).queryByText('桌號 A5')).toBeNull();
  });

  it('asks again with the pay method picked', async () => {
    const api = renderPage();
    await screen.findByText('桌號 A5');
    const select = screen.getAllByLabelText('付款方式').find((element) => element.tagName === 'INPUT');
    if (!select) throw new Error('no 付款方式 select');
    fireEvent.click(select);
    fireEvent.click(await screen.findByText('LINE Pay'));
    await waitFor(() => expect(api.callsTo('POST', '/back/store/report/order/page').at(-1)?.body).toMatchObject({ payMethodId: 2, page: 1 }));
  });
});
