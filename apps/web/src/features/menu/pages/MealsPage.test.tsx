import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import MealsPage from '../pages/MealsPage';
import { CATEGORIES, itemOf } from '../testing/fixtures';
import { expectToast, ok, renderWithProviders, stubApi, type FakeRoute } from '../../../test/render';
import { menuStore } from '../store';

const ITEMS = [
  itemOf({ id: 1, name: '紅茶', price: 3000 }),
  itemOf({ id: 2, name: '珍珠奶茶', price: 123450, availableForSale: false, availableQuantity: 0 }),
];

function baseRoutes(extra: Record<string, FakeRoute> = {}) {
  return stubApi({
    'GET /api/back/category/simpleList': () => ok(CATEGORIES),
    'GET /api/back/option/list': () => ok([]),
    'GET /api/back/upgrade/list': () => ok([]),
    'GET /api/back/printArea/list': () => ok([]),
    'POST /api/back/item/getPage': (body) => {
      const { page, size } = body as { page: number; size: number };
      return ok({ list: ITEMS, total: ITEMS.length, page, size });
    },
    ...extra,
  });
}

const table = () => screen.getByRole('table', { name: '餐點列表' });

beforeEach(() => {
  useSession.setState({ storeId: 1, selectedMenu: null });
});

describe('MealsPage', () => {
  it('lists items with prices in NT$ with thousands separators and their stock state', async () => {
    baseRoutes();
    renderWithProviders(<MealsPage />);
    await within(table()).findByText('珍珠奶茶');
    expect(within(table()).getByText('NT$1,234.50')).toBeTruthy();
    expect(within(table()).getByText('NT$30')).toBeTruthy();
    expect(within(table()).getByText('售完 · 剩 0')).toBeTruthy();
    expect(within(table()).getByText('正常供應')).toBeTruthy();
  });

  it('asks for the selected category, a trimmed keyword and the page size', async () => {
    const api = baseRoutes();
    menuStore.selectCategory(10);
    renderWithProviders(<MealsPage />);
    await within(table()).findByText('紅茶');
    fireEvent.change(screen.getByRole('textbox', { name: '搜尋餐點名稱或描述' }), { target: { value: ' 奶茶 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    fireEvent.change(screen.getByLabelText('每頁行數'), { target: { value: '20' } });
    await waitFor(() =>
      expect(api.callsTo('POST', '/back/item/getPage').at(-1)?.body).toEqual({ storeId: 1, page: 1, size: 20, categoryId: 10, keyword: '奶茶' }),
    );
  });

  it('turns an item off with its switch', async () => {
    const api = baseRoutes({ 'PUT /api/back/item/updateStatus': () => ok(null) });
    renderWithProviders(<MealsPage />);
    fireEvent.click(await screen.findByRole('switch', { name: '上架 紅茶' }));
    await waitFor(() => expect(api.callsTo('PUT', '/back/item/updateStatus')[0]?.body).toEqual({ storeId: 1, idList: [1], enabled: false }));
  });

  it('turns checked items on in one call', async () => {
    const api = baseRoutes({ 'PUT /api/back/item/updateStatus': () => ok(null) });
    renderWithProviders(<MealsPage />);
    await within(table()).findByText('紅茶');
    fireEvent.click(screen.getByRole('checkbox', { name: '全選' }));
    fireEvent.click(screen.getByRole('button', { name: '批次上架（2）' }));
    await waitFor(() => expect(api.callsTo('PUT', '/back/item/updateStatus')[0]?.body).toEqual({ storeId: 1, idList: [1, 2], enabled: true }));
  });

  it('removes an item only after 是 in the confirmation', async () => {
    const api = baseRoutes({ 'DELETE /api/back/item/remove': () => ok(null) });
    renderWithProviders(<MealsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '刪除 紅茶' }));
    expect(await screen.findByText('確定要刪除「紅茶」嗎？')).toBeTruthy();
    expect(api.callsTo('DELETE', '/back/item/remove')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '是' }));
    await expectToast('刪除成功');
    const [call] = api.callsTo('DELETE', '/back/item/remove');
    expect([call?.query.get('storeId'), call?.query.get('id')]).toEqual(['1', '1']);
  });

  it('sorts only within a chosen category, over all of its items', async () => {
    const api = baseRoutes({ 'PUT /api/back/item/updateSort': () => ok(null) });
    renderWithProviders(<MealsPage />);
    await within(table()).findByText('紅茶');
    expect((screen.getByRole('button', { name: '排序' }) as HTMLButtonElement).disabled).toBe(true);
    menuStore.selectCategory(10);
    await waitFor(() => expect((screen.getByRole('button', { name: '排序' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '排序' }));
    await screen.findByRole('button', { name: '拖曳排序 紅茶' });
    fireEvent.click(screen.getByRole('button', { name: '儲存排序' }));
    await expectToast('排序操作成功');
    expect(api.callsTo('PUT', '/back/item/updateSort')[0]?.body).toEqual({ storeId: 1, categoryId: 10, sortedIdList: [1, 2] });
    // the sort list was read with the largest page, not the table's
    expect(api.callsTo('POST', '/back/item/getPage').some((call) => (call.body as { size: number }).size === 50)).toBe(true);
  });

  it('opens the stock modal from the stock badge', async () => {
    baseRoutes({ 'GET /api/back/pos/getItemStock': () => ok({ itemId: 2, name: '珍珠奶茶', availableQuantity: null, availableForSale: false }) });
    renderWithProviders(<MealsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '調整庫存 珍珠奶茶' }));
    expect(await screen.findByText('庫存調整：珍珠奶茶')).toBeTruthy();
  });
});
