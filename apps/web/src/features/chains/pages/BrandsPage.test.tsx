import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type Brand } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import BrandsPage from './BrandsPage';

const STORES = [
  { id: 1, name: '信義店', active: true },
  { id: 2, name: '大安店', active: true },
  { id: 3, name: '松山店', active: true },
];

function signedInAs(loginRole: typeof ROLES.USER_MANAGER | typeof ROLES.USER_SALES_PERSON) {
  useSession.setState({ ...initialSession, token: true, loginRole, switchRole: loginRole, manager: true, sessionLoaded: true });
}

describe('商店管理 › 品牌', () => {
  let brands: Brand[];
  beforeEach(() => {
    brands = [{ id: 4, name: '示範餐廳', storeIds: [1] }];
  });

  it('lets a manager create a brand, put a store in and take it out, and add an HQ account', async () => {
    signedInAs(ROLES.USER_MANAGER);
    const api = stubApi({
      'GET /api/back/brand/list': () => ok(brands),
      'POST /api/back/store/getList': () => ok(STORES),
      'POST /api/back/brand/add': (body) => {
        brands = [...brands, { id: 5, name: (body as { name: string }).name, storeIds: [] }];
        return ok({ id: 5 });
      },
      'PUT /api/back/brand/addStore': (body) => {
        const { brandId, storeId } = body as { brandId: number; storeId: number };
        brands = brands.map((brand) => (brand.id === brandId ? { ...brand, storeIds: [...brand.storeIds, storeId] } : brand));
        return ok(null);
      },
      'PUT /api/back/brand/removeStore': (body) => {
        const { storeId } = body as { storeId: number };
        brands = brands.map((brand) => ({ ...brand, storeIds: brand.storeIds.filter((id) => id !== storeId) }));
        return ok(null);
      },
      'POST /api/back/brand/addUser': (body) =>
        (body as { account: string }).account === 'taken' ? httpError(409, '帳號已存在') : ok({ id: 9, account: 'hq2' }),
    });
    renderWithProviders(<BrandsPage />);
    const demo = await screen.findByRole('region', { name: '品牌 示範餐廳' });
    expect(await within(demo).findByText('信義店')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '新品牌名稱' }), { target: { value: '新品牌' } });
    fireEvent.click(screen.getByRole('button', { name: '新增品牌' }));
    await expectToast('品牌已新增');
    const created = await screen.findByRole('region', { name: '品牌 新品牌' });

    // Only stores in no brand are offered.
    const picker = within(created).getByLabelText('加入新品牌的商店', { selector: 'input' });
    fireEvent.click(picker);
    const listbox = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '') as HTMLElement);
    const offered = (await within(listbox).findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(offered).toEqual(['大安店', '松山店']);
    fireEvent.click(within(listbox).getByRole('option', { name: '大安店', hidden: true }));
    fireEvent.click(within(created).getByRole('button', { name: '加入品牌' }));
    await expectToast('商店已加入品牌');
    expect(api.callsTo('PUT', '/back/brand/addStore')[0]?.body).toEqual({ brandId: 5, storeId: 2 });
    await within(created).findByText('大安店');

    fireEvent.click(within(demo).getByRole('button', { name: '將信義店移出品牌' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await expectToast('商店已移出品牌');
    expect(api.callsTo('PUT', '/back/brand/removeStore')[0]?.body).toEqual({ brandId: 4, storeId: 1 });
    await waitFor(() => expect(within(demo).queryByText('信義店')).toBeNull());

    fireEvent.click(within(created).getByRole('button', { name: '新增總部帳號' }));
    const dialog = await screen.findByRole('dialog', { name: '新增總部帳號（新品牌）' });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('帳號為必填')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /帳號/ }), { target: { value: 'hq2' } });
    fireEvent.change(within(dialog).getByLabelText(/密碼/), { target: { value: 'Brand2026!x' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /姓名/ }), { target: { value: '新品牌總部' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('已新增總部帳號 hq2');
    expect(api.callsTo('POST', '/back/brand/addUser')[0]?.body).toEqual({
      brandId: 5,
      account: 'hq2',
      password: 'Brand2026!x',
      name: '新品牌總部',
      email: null,
    });
  }, 120_000);

  it('shows a sales person the brands of their stores without the controls', async () => {
    signedInAs(ROLES.USER_SALES_PERSON);
    stubApi({
      'GET /api/back/brand/list': () => ok(brands),
      'POST /api/back/store/getList': () => ok(STORES),
    });
    renderWithProviders(<BrandsPage />);
    const demo = await screen.findByRole('region', { name: '品牌 示範餐廳' });
    expect(await within(demo).findByText('信義店')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增品牌' })).toBeNull();
    expect(within(demo).queryByRole('button', { name: '新增總部帳號' })).toBeNull();
    expect(within(demo).queryByRole('button', { name: '將信義店移出品牌' })).toBeNull();
    expect(within(demo).queryByRole('button', { name: '加入品牌' })).toBeNull();
  }, 120_000);
});
