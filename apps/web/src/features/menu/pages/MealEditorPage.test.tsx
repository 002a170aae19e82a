import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { useSession } from '../../../lib/session';
import MealEditorPage from './MealEditorPage';
import { CATEGORIES, itemOf, SWEETNESS } from '../testing/fixtures';
import { expectToast, ok, renderWithProviders, stubApi, type FakeRoute } from '../../../test/render';

function routes(extra: Record<string, FakeRoute> = {}) {
  return stubApi({
    'GET /api/back/category/simpleList': () => ok(CATEGORIES),
    'GET /api/back/option/list': () => ok([SWEETNESS]),
    'GET /api/back/upgrade/list': () => ok([]),
    'GET /api/back/printArea/list': () => ok([{ id: 70, name: '吧台', sort: 1 }]),
    ...extra,
  });
}

function renderEditor(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/menu-manage/meal/editor" element={<MealEditorPage />} />
      <Route path="/menu-manage/meals" element={<p>餐點列表頁</p>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  useSession.setState({ storeId: 1, selectedMenu: null });
});

describe('MealEditorPage', () => {
  it('adds an item with its price typed in NT$ and sent in cents, in the category it was opened for', async () => {
    const api = routes({ 'POST /api/back/item/add': () => ok(null) });
    renderEditor('/menu-manage/meal/editor?categoryId=10');
    fireEvent.change(await screen.findByRole('textbox', { name: '餐點名稱' }), { target: { value: ' 珍珠奶茶 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '價格' }), { target: { value: '1234.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '吧台' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/item/add')[0]?.body).toMatchObject({
      storeId: 1,
      categoryId: 10,
      name: '珍珠奶茶',
      price: 123450,
      printAreaIds: [70],
      imageFileId: null,
      enabled: true,
      mobileEnabled: true,
    });
    expect(await screen.findByText('餐點列表頁')).toBeTruthy();
    // the list opens on the item's category
    expect(useSession.getState().selectedMenu).toBe(10);
  });

  it('shows the contract messages and sends nothing when required fields are empty', async () => {
    const api = routes();
    renderEditor('/menu-manage/meal/editor');
    fireEvent.click(await screen.findByRole('button', { name: '儲存' }));
    expect(await screen.findByText('餐點名稱為必填')).toBeTruthy();
    expect(screen.getByText('餐點價格為必填')).toBeTruthy();
    expect(screen.getByText('分類編號為必填')).toBeTruthy();
    expect(api.callsTo('POST', '/back/item/add')).toHaveLength(0);
  });

  it('edits an item: the form starts from it and the update carries its id and lastUpdateTime', async () => {
    const item = itemOf({ id: 8, name: '紅茶', price: 3000, optionGroupIds: [30] });
    const api = routes({ 'GET /api/back/item/get': () => ok(item), 'PUT /api/back/item/update': () => ok(null) });
    renderEditor('/menu-manage/meal/editor?id=8');
    const name = (await screen.findByRole('textbox', { name: '餐點名稱' })) as HTMLInputElement;
    expect(name.value).toBe('紅茶');
    expect((screen.getByRole('textbox', { name: '價格' }) as HTMLInputElement).value).toBe('NT$30');
    fireEvent.change(name, { target: { value: '冰紅茶' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.callsTo('PUT', '/back/item/update')).toHaveLength(1));
    expect(api.callsTo('PUT', '/back/item/update')[0]?.body).toMatchObject({
      id: 8,
      name: '冰紅茶',
      price: 3000,
      categoryId: 10,
      optionGroupIds: [30],
      lastUpdateTime: item.lastUpdateTime,
    });
  });
});
