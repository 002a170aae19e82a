import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import type { CashDrawerRecord, CashDrawerSummary } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import CashDrawerPage from './CashDrawerPage';
import { REPORT_PAGE_TIMEOUT_MS, bytesOf, setUpReportPageTests } from '../testing/report-page';

const CHANGE_FUND: CashDrawerRecord = {
  id: 11,
  type: 'INCOME',
  amount: 1_234_500,
  remark: '銀行換零錢',
  businessDate: '2026-11-20',
  createdAt: '2026-11-20T01:30:00.000Z',
  updatedAt: '2026-11-20T01:30:00.000Z',
  createdByName: '店長',
  shiftId: null,
};
const VEGETABLES: CashDrawerRecord = { ...CHANGE_FUND, id: 12, type: 'EXPENSE', amount: 35_000, remark: '買菜', createdByName: '小美' };
const HANDED_OVER: CashDrawerRecord = { ...CHANGE_FUND, id: 10, amount: 50_000, remark: '上一班', businessDate: '2026-11-19', shiftId: 3 };
const SUMMARY: CashDrawerSummary = { income: 1_284_500, expense: 35_000, net: 1_249_500, incomeCount: 2, expenseCount: 1 };

const PAGE_PATH = 'POST /api/back/store/cashDrawerRecord/page';
const SUMMARY_PATH = 'POST /api/back/store/cashDrawerRecord/summary';

function listOf(records: CashDrawerRecord[]) {
  return ok({ list: records, total: records.length, page: 1, size: 10 });
}

function renderPage(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [PAGE_PATH]: () => listOf([CHANGE_FUND, VEGETABLES, HANDED_OVER]), [SUMMARY_PATH]: () => ok(SUMMARY), ...extra });
  renderWithProviders(<CashDrawerPage />, { route: '/report/cash-drawer-record' });
  return api;
}

setUpReportPageTests();

describe('CashDrawerPage', { timeout: REPORT_PAGE_TIMEOUT_MS }, () => {
  it('shows the range totals and the records with thousands separators; handed-over ones are read-only', async () => {
    const api = renderPage();
    const table = await screen.findByRole('table', { name: '臨時收支列表' });
    await within(table).findByText('銀行換零錢');
    expect(within(table).getByText('+$12,345')).toBeTruthy();
    expect(within(table).getByText('-$350')).toBeTruthy();
    expect(within(table).getAllByText('2026-11-20 09:30')).toHaveLength(3);
    expect(within(table).getByText('已交班')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '編輯 收入 $500' })).toBeNull();
    expect((within(table).getByRole('checkbox', { name: '選取 收入 $500' }) as HTMLInputElement).disabled).toBe(true);

    const totals = screen.getByRole('group', { name: '臨時收支合計' });
    expect(within(totals).getByText('$12,845')).toBeTruthy();
    expect(within(totals).getByText('$12,495')).toBeTruthy();
    expect(api.callsTo('POST', '/back/store/cashDrawerRecord/page')[0]?.body).toEqual({
      storeId: 1,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      type: null,
      page: 1,
      size: 10,
    });
  });

  it('adds a record: submit waits for an amount (金額為必填), the amount goes out in cents', async () => {
    const api = renderPage({ 'POST /api/back/store/cashDrawerRecord/add': () => ok({ ...VEGETABLES, id: 13, amount: 150_000 }) });
    fireEvent.click(await screen.findByRole('button', { name: '新增臨時收支' }));
    const dialog = await screen.findByRole('dialog', { name: '新增臨時收支' });
    const confirm = within(dialog).getByRole('button', { name: '確認' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    const amount = within(dialog).getByRole('textbox', { name: '金額' });
    fireEvent.focus(amount);
    fireEvent.blur(amount);
    expect(await within(dialog).findByText('金額為必填')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: '支出' }));
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '備註' }), { target: { value: '買菜' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/store/cashDrawerRecord/add')[0]?.body).toEqual({ storeId: 1, type: 'EXPENSE', amount: 150_000, remark: '買菜' });
    await waitFor(() => expect(api.callsTo('POST', '/back/store/cashDrawerRecord/summary').length).toBeGreaterThan(1));
  });

  it('edits an open record in 編輯臨時收支', async () => {
    const api = renderPage({ 'PUT /api/back/store/cashDrawerRecord/update': () => ok({ ...VEGETABLES, amount: 40_000 }) });
    fireEvent.click(await screen.findByRole('button', { name: '編輯 支出 $350' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯臨時收支' });
    const amount = within(dialog).getByRole('textbox', { name: '金額' }) as HTMLInputElement;
    expect(amount.value).toBe('NT$350');
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('編輯成功');
    expect(api.callsTo('PUT', '/back/store/cashDrawerRecord/update')[0]?.body).toEqual({
      storeId: 1,
      id: 12,
      type: 'EXPENSE',
      amount: 40_000,
      remark: '買菜',
    });
  });

  it('removes the checked records after 請確認是否刪除', async () => {
    const api = renderPage({ 'DELETE /api/back/store/cashDrawerRecord/batchRemove': () => ok({ removed: 2 }) });
    const table = await screen.findByRole('table', { name: '臨時收支列表' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: '全選' }));
    fireEvent.click(screen.getByRole('button', { name: '批次刪除（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '請確認是否刪除' });
    fireEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await expectToast('刪除成功');
    expect(api.callsTo('DELETE', '/back/store/cashDrawerRecord/batchRemove')[0]?.body).toEqual({ storeId: 1, idList: [11, 12] });
    await waitFor(() => expect(screen.queryByRole('button', { name: /批次刪除/ })).toBeNull());
  });

  it('exports every record of the range and the totals to an Excel file', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:cash-drawer'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '匯出Excel' }));
    await expectToast('匯出成功');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('臨時收支_2026-11-01_2026-11-30.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(files[0]!));
    const records = workbook.getWorksheet('臨時收支');
    expect(records?.getRow(1).values).toEqual([undefined, '時間', '營業日', '類型', '金額', '備註', '建立人員', '交班狀態']);
    expect(records?.getRow(3).values).toEqual([undefined, '2026-11-20 09:30', '2026-11-20', '支出', 350, '買菜', '小美', '未交班']);
    expect(workbook.getWorksheet('臨時收支合計')?.getRow(4).getCell(4).value).toBe(12_495);
  });
});
