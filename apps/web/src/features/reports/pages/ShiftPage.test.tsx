import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { shiftTotalsOf, sumShiftTotals, type RealtimeMessage, type Shift, type ShiftDayDetail, type ShiftPrint } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { emitRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { LIVE_REFRESH_MS } from '../shifts/use-live-open-shift';
import ShiftPage from './ShiftPage';
import { REPORT_PAGE_TIMEOUT_MS, bytesOf, confirmRemovalWithReason, setUpReportPageTests } from '../testing/report-page';

const SALES = {
  payMethods: [
    { statisticKey: 'CASH', name: '現金', amount: 1_234_500, orderCount: 30 },
    { statisticKey: 'LINE_PAY_OFFLINE', name: 'LINE Pay', amount: 250_000, orderCount: 4 },
  ],
  orderCount: 34,
  cancelledCount: 1,
  cancelledAmount: 12_000,
  refundCount: 0,
  refundAmount: 0,
};
const DRAWER = { income: 100_000, expense: 35_000 };

const OPEN: Shift = {
  ...shiftTotalsOf(SALES, DRAWER, 500_000, null),
  id: 7,
  number: 7,
  status: 'OPEN',
  businessDate: null,
  startedAt: '2026-11-20T06:00:00.000Z',
  finishedAt: null,
  remark: '',
  finishedBy: null,
  finishedByName: null,
  calculatedAt: '2026-11-20T12:00:00.000Z',
};
const FINISHED: Shift = {
  ...shiftTotalsOf(SALES, DRAWER, 500_000, 1_799_000),
  id: 6,
  number: 6,
  status: 'FINISHED',
  businessDate: '2026-11-20',
  startedAt: '2026-11-19T22:00:00.000Z',
  finishedAt: '2026-11-20T06:00:00.000Z',
  remark: '早班',
  finishedBy: 3,
  finishedByName: '店長',
  calculatedAt: '2026-11-20T06:00:00.000Z',
};
const EVEN: Shift = { ...FINISHED, ...shiftTotalsOf(SALES, DRAWER, 500_000, 1_799_500), id: 5, number: 5, remark: '' };
const JUST_FINISHED: Shift = {
  ...OPEN,
  ...shiftTotalsOf(SALES, DRAWER, 500_000, 1_800_000),
  status: 'FINISHED',
  businessDate: '2026-11-20',
  finishedAt: '2026-11-20T12:05:00.000Z',
  finishedByName: '小美',
};
const NEXT: Shift = {
  ...OPEN,
  ...shiftTotalsOf({ payMethods: [], orderCount: 0, cancelledCount: 0, cancelledAmount: 0, refundCount: 0, refundAmount: 0 }, { income: 0, expense: 0 }, 500_000, null),
  id: 8,
  number: 8,
  startedAt: '2026-11-20T12:05:00.000Z',
  calculatedAt: '2026-11-20T12:05:00.000Z',
};

const PRINT: ShiftPrint = {
  title: '交班表',
  storeName: '好吃小館',
  printedAt: '2026-11-20T12:10:00.000Z',
  shift: FINISHED,
  rows: [
    { label: '班別', value: '#6' },
    { label: '應有現金', value: 'NT$17,995' },
    { label: '差額', value: '-NT$5' },
  ],
};
const DAY: ShiftDayDetail = { date: '2026-11-20', shifts: [EVEN, FINISHED], totals: sumShiftTotals([EVEN, FINISHED]) };

function detailOf(body: unknown) {
  const id = (body as { id?: number | null }).id;
  return ok(id ? ([FINISHED, EVEN, JUST_FINISHED].find((shift) => shift.id === id) ?? FINISHED) : OPEN);
}

function renderPage(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'POST /api/back/store/shift/detail': detailOf,
    'POST /api/back/store/shift/page': () => ok({ list: [FINISHED, EVEN], total: 2, page: 1, size: 10 }),
    ...extra,
  });
  renderWithProviders(<ShiftPage />, { route: '/report/business-statement' });
  return api;
}

setUpReportPageTests({ storeId: 1, storeName: '好吃小館' });

describe('ShiftPage', { timeout: REPORT_PAGE_TIMEOUT_MS }, () => {
  it("shows the open shift's running figures and the finished shifts with their difference", async () => {
    const api = renderPage();
    const open = await screen.findByRole('region', { name: '目前班別' });
    await within(open).findByText('目前班別 #7');
    const drawer = within(open).getByRole('table', { name: '錢櫃' });
    expect(within(drawer).getByRole('row', { name: '應有現金 $17,995' })).toBeTruthy();
    expect(within(open).getByRole('row', { name: 'LINE Pay $2,500（4 筆）' })).toBeTruthy();

    const list = await screen.findByRole('table', { name: '交班紀錄列表' });
    await within(list).findByText('-$5（短少）');
    expect(within(list).getByText('$0（相符）')).toBeTruthy();
    expect(api.callsTo('POST', '/back/store/shift/page')[0]?.body).toEqual({ storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30', page: 1, size: 10 });
  });

  it("refetches the open shift once per burst of the store's order messages", async () => {
    const api = renderPage();
    const open = await screen.findByRole('region', { name: '目前班別' });
    await within(open).findByText('目前班別 #7');
    const openReads = () => api.callsTo('POST', '/back/store/shift/detail').filter((call) => !(call.body as { id?: number }).id).length;
    const before = openReads();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const newOrder = (storeId: number, orderId: number): RealtimeMessage => ({
      messageId: `m-${orderId}`,
      type: 'NEW_ORDER',
      data: { storeId, orderId, orderNo: String(orderId), channel: 'POS' },
      sentAt: new Date().toISOString(),
    });
    act(() => {
      emitRealtimeMessage(newOrder(1, 101));
      emitRealtimeMessage(newOrder(1, 102));
      emitRealtimeMessage(newOrder(2, 103));
    });
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS));
    vi.useRealTimers();

    await waitFor(() => expect(openReads()).toBe(before + 1));
  });

  it('finishes the shift: the difference shows live, then the finished shift opens', async () => {
    const api = renderPage({ 'POST /api/back/store/shift/finish': () => ok({ shift: JUST_FINISHED, nextShift: NEXT }) });
    const open = await screen.findByRole('region', { name: '目前班別' });
    await within(open).findByText('目前班別 #7');
    fireEvent.click(within(open).getByRole('button', { name: '交班' }));

    const dialog = await screen.findByRole('dialog', { name: '交班' });
    expect(within(dialog).getByLabelText('應有現金').textContent).toBe('$17,995');
    const confirm = within(dialog).getByRole('button', { name: '確認交班' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /下一班零用金/ }) as HTMLInputElement).value).toBe('NT$5,000');

    fireEvent.change(within(dialog).getByRole('textbox', { name: '實點現金' }), { target: { value: '17990' } });
    await waitFor(() => expect(within(dialog).getByLabelText('差額').textContent).toBe('-$5（短少）'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '實點現金' }), { target: { value: '18000' } });
    await waitFor(() => expect(within(dialog).getByLabelText('差額').textContent).toBe('+$5（溢收）'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '備註' }), { target: { value: '少一張百元鈔' } });
    fireEvent.click(confirm);

    await expectToast('交班成功');
    expect(api.callsTo('POST', '/back/store/shift/finish')[0]?.body).toEqual({
      storeId: 1,
      shiftId: 7,
      countedCash: 1_800_000,
      nextOpeningFloat: 500_000,
      remark: '少一張百元鈔',
    });
    const detail = await screen.findByRole('dialog', { name: '交班明細' });
    await within(detail).findByText('小美');
  });

  it('opens a detail, recalculates it and prints its slip', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const api = renderPage({
      'POST /api/back/store/shift/recalculate': () => ok(FINISHED),
      'POST /api/back/store/shift/print': () => ok(PRINT),
    });
    fireEvent.click(await screen.findByRole('button', { name: '班別 #6 明細' }));
    const detail = await screen.findByRole('dialog', { name: '交班明細' });
    await within(detail).findByText('早班');
    fireEvent.click(within(detail).getByRole('button', { name: '重新計算' }));
    await expectToast('班別 #6 已重新計算');
    expect(api.callsTo('POST', '/back/store/shift/recalculate')[0]?.body).toEqual({ storeId: 1, id: 6 });

    fireEvent.click(within(detail).getByRole('button', { name: '列印' }));
    const slip = await screen.findByRole('document', { name: '交班表列印' });
    await within(slip).findByText('好吃小館');
    expect(within(slip).getByText('-NT$5')).toBeTruthy();
    const printDialog = screen.getByRole('dialog', { name: '列印交班表' });
    fireEvent.click(within(printDialog).getByRole('button', { name: '列印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('removes the checked shifts with a reason', async () => {
    const api = renderPage({ 'DELETE /api/back/store/shift/batchRemove': () => ok(null) });
    const list = await screen.findByRole('table', { name: '交班紀錄列表' });
    fireEvent.click(await within(list).findByRole('checkbox', { name: '選取 班別 #5' }));
    fireEvent.click(screen.getByRole('button', { name: '批次刪除（1）' }));
    const dialog = await screen.findByRole('dialog', { name: '請確認是否刪除' });
    confirmRemovalWithReason(dialog, '測試資料');
    await expectToast('刪除成功');
    expect(api.callsTo('DELETE', '/back/store/shift/batchRemove')[0]?.body).toEqual({ storeId: 1, idList: [5], reason: '測試資料' });
  });

  it("sums a day's shifts and prints the day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T13:00:00Z'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const api = renderPage({ 'POST /api/back/store/shift/detailByDate': () => ok(DAY) });
    fireEvent.click(await screen.findByRole('button', { name: '每日彙總' }));
    const dialog = await screen.findByRole('dialog', { name: '每日交班彙總' });
    const shifts = await within(dialog).findByRole('table', { name: '當日交班' });
    expect(within(shifts).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByRole('row', { name: '差額 -$5（短少）' })).toBeTruthy();
    expect(api.callsTo('POST', '/back/store/shift/detailByDate')[0]?.body).toEqual({ storeId: 1, date: '2026-11-20' });

    fireEvent.click(within(dialog).getByRole('button', { name: '列印' }));
    const slip = await within(dialog).findByRole('document', { name: '交班表列印' });
    expect(within(slip).getByText('交班次數')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '列印' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('exports the finished shifts of the range to Excel', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:shifts'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '匯出Excel' }));
    await expectToast('匯出成功');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('交班表_2026-11-01_2026-11-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(files[0]!));
    const sheet = workbook.getWorksheet('交班表');
    expect(sheet?.rowCount).toBe(3);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const differenceColumn = header.indexOf('差額') + 1;
    expect(sheet?.getRow(2).getCell(differenceColumn).value).toBe(-5);
  });
});
