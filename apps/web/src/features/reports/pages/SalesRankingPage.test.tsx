import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesRanking, SalesRankingRow } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import SalesRankingPage from './SalesRankingPage';
import { REPORT_PAGE_TIMEOUT_MS, setUpReportPageTests } from '../testing/report-page';

function row(rank: number, name: string, totalCount: number): SalesRankingRow {
  return { rank, itemId: rank, name, categoryId: 1, categoryName: '飲料', totalCount, price: 5_000, totalPrice: totalCount * 5_000 };
}

const LONG_NAME = '超級無敵霹靂好喝的黑糖珍珠鮮奶茶';
const RANKING: SalesRanking = {
  list: [row(1, LONG_NAME, 40), ...Array.from({ length: 10 }, (_, index) => row(index + 2, `餐點${index + 2}`, 6))],
  totalCount: 100,
  totalPrice: 500_000,
};

function renderPage(ranking: SalesRanking = RANKING) {
  const api = stubApi({
    'POST /api/back/report/getSalesRanking': () => ok(ranking),
    'POST /api/back/report/getCategorySalesDetail': () =>
      ok([{ categoryId: 1, categoryName: '飲料', itemCount: ranking.list.length, totalCount: ranking.totalCount, totalPrice: ranking.totalPrice }]),
    'GET /api/back/category/simpleList': () => ok([{ id: 1, name: '飲料' }]),
    'POST /api/back/report/getStaffSales': () =>
      ok([
        { staffId: 4, staffName: '王店長', orderCount: 12, gross: 1_250_000, entertain: 5_000, discounts: 10_000, net: 1_235_000, average: 102_917, cancelledCount: 1, cancelledAmount: 8_000 },
        { staffId: null, staffName: '未指定員工', orderCount: 3, gross: 30_000, entertain: 0, discounts: 0, net: 30_000, average: 10_000, cancelledCount: 0, cancelledAmount: 0 },
      ]),
  });
  renderWithProviders(<SalesRankingPage />, { route: '/report/sales-ranking' });
  return api;
}

setUpReportPageTests();

describe('SalesRankingPage', { timeout: REPORT_PAGE_TIMEOUT_MS }, () => {
  it('charts ranks under 10 each and the rest as 其他, names cut at 14 characters, shares to one decimal', async () => {
    renderPage();
    const legend = await screen.findByRole('list', { name: '銷售占比' });
    const items = within(legend).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toBe('超級無敵霹靂好喝的黑糖珍珠鮮…40.0%');
    expect(items[1]?.textContent).toBe('餐點26.0%');
    // Ranks 10 and 11: 2 x 6 of 100.
    expect(items[9]?.textContent).toBe('其他12.0%');
  });

  it('lists the ranking with page sizes and thousands separators', async () => {
    renderPage({ ...RANKING, list: [{ ...row(1, '牛肉麵', 1_234), price: 18_000, totalPrice: 22_212_000 }] });
    const table = await screen.findByRole('table', { name: '銷售排行' });
    await within(table).findByText('牛肉麵');
    expect(within(table).getByText('1,234')).toBeTruthy();
    expect(within(table).getByText('$180')).toBeTruthy();
    expect(within(table).getByText('$222,120')).toBeTruthy();
    expect(screen.getByText('每頁行數')).toBeTruthy();
  });

  it('says 無銷售數據 when nothing sold and 目前沒有資料 in the table', async () => {
    renderPage({ list: [], totalCount: 0, totalPrice: 0 });
    expect(await screen.findByText('無銷售數據')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '銷售排行' })).getByText('目前沒有資料')).toBeTruthy();
  });

  it('asks again for a keyword and by amount', async () => {
    const api = renderPage();
    await screen.findByRole('list', { name: '銷售占比' });
    fireEvent.change(screen.getByRole('textbox', { name: '搜尋餐點' }), { target: { value: ' 奶茶 ' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(screen.getByText('依金額'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/back/report/getSalesRanking').at(-1)?.body).toEqual({
        storeId: 1,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        keyword: '奶茶',
        categoryId: null,
        sortBy: 'AMOUNT',
      }),
    );
  });

  it('lists sales per staff member who took the orders (員工銷售), the cancelled beside', async () => {
    const api = renderPage();
    const table = await screen.findByRole('table', { name: '員工銷售' });
    const manager = (await within(table).findByText('王店長')).closest('tr') as HTMLElement;
    expect(within(manager).getByText('$12,350')).toBeTruthy();
    expect(within(manager).getByText('1 筆 / $80')).toBeTruthy();
    expect(within(table).getByText('未指定員工')).toBeTruthy();
    expect(api.callsTo('POST', '/back/report/getStaffSales').at(-1)?.body).toEqual({ storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30' });
  });
});
