import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type Brand, type Coupon, type BrandPreview, type BrandPublishResult, type BrandRanking, type BrandTurnover, type BrandVersion } from '@diancan/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import HqCouponsPage from './HqCouponsPage';
import HqMenuPage from './HqMenuPage';
import HqPricesPage from './HqPricesPage';
import HqReportPage from './HqReportPage';
import HqStoresPage from './HqStoresPage';
import HqVersionsPage from './HqVersionsPage';

const BRAND: Brand = { id: 4, name: '示範餐廳', storeIds: [1, 2, 3] };
const STORES = [
  { id: 1, name: '信義店' },
  { id: 2, name: '大安店' },
  { id: 3, name: '松山店' },
];

function version(number: number, extra: Partial<BrandVersion> = {}): BrandVersion {
  return {
    version: number,
    sourceStoreId: 1,
    note: `第${number}版`,
    rolledBackFrom: null,
    itemCount: 12,
    stores: [
      { storeId: 2, ok: true, message: null, added: 0, updated: 12, removed: 0 },
      { storeId: 3, ok: true, message: null, added: 0, updated: 12, removed: 0 },
    ],
    publishedAt: '2026-11-20T02:00:00.000Z',
    ...extra,
  };
}

beforeEach(() => {
  // An HQ session: its store list is the brand's stores, the store it edits is the flagship.
  useSession.setState({
    ...initialSession,
    token: true,
    loginRole: ROLES.USER_HQ,
    switchRole: ROLES.USER_HQ,
    storeList: STORES,
    storeId: 1,
    storeName: '信義店',
    sessionLoaded: true,
  });
});

describe('品牌菜單', () => {
  it('publishes the flagship to the ticked stores with a note and shows what each store took', async () => {
    const result: BrandPublishResult = {
      version: 3,
      stores: [
        { storeId: 2, ok: true, message: null, added: 1, updated: 11, removed: 0 },
        { storeId: 3, ok: false, message: '商店已有同名分類，無法接收品牌分類', added: 0, updated: 0, removed: 0 },
      ],
      failedStoreIds: [3],
    };
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'POST /api/back/brand/menu/publish': () => ok(result),
    });
    renderWithProviders(<HqMenuPage />);
    expect(await screen.findByRole('checkbox', { name: '大安店' })).toHaveProperty('checked', true);
    // The flagship is not a target of its own menu.
    expect(screen.queryByRole('checkbox', { name: '信義店' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '松山店' }));
    expect(screen.getByRole('checkbox', { name: '松山店' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('checkbox', { name: '松山店' }));
    fireEvent.change(screen.getByRole('textbox', { name: '備註' }), { target: { value: ' 夏季價格 ' } });
    fireEvent.click(screen.getByRole('button', { name: '發布' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));

    const table = await screen.findByRole('table', { name: '版本 3 發布結果' });
    expect(api.callsTo('POST', '/back/brand/menu/publish')[0]?.body).toEqual({ brandId: 4, sourceStoreId: 1, storeIds: [2, 3], note: '夏季價格' });
    expect(screen.getByText('已發布版本 3，1 間商店未更新')).toBeTruthy();
    const failed = within(table).getByText('松山店').closest('tr') as HTMLElement;
    expect(within(failed).getByText('商店已有同名分類，無法接收品牌分類')).toBeTruthy();
    const taken = within(table).getByText('大安店').closest('tr') as HTMLElement;
    expect(within(taken).getByText('已更新')).toBeTruthy();
    expect(within(taken).getByText('11')).toBeTruthy();
  }, 120_000);

  it('moves the session to another flagship when HQ picks one, without leaving the HQ role', async () => {
    stubApi({ 'GET /api/back/brand/list': () => ok([BRAND]) });
    renderWithProviders(<HqMenuPage />);
    fireEvent.click(await screen.findByLabelText('旗艦店（菜單來源）', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '大安店', hidden: true }));
    await waitFor(() => expect(useSession.getState().storeId).toBe(2));
    expect(useSession.getState().switchRole).toBe(ROLES.USER_HQ);
    expect(await screen.findByRole('checkbox', { name: '信義店' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '大安店' })).toBeNull();
  }, 120_000);
});

describe('品牌菜單的預覽', () => {
  it('shows what each chosen store would gain, change and lose, and a store that would refuse', async () => {
    const preview: BrandPreview = {
      stores: [
        {
          storeId: 2,
          storeName: '大安店',
          added: [{ kind: 'item', name: '雞排飯', fields: [] }],
          changed: [{ kind: 'item', name: '滷肉飯', fields: ['priceCents', 'name'] }],
          removed: [{ kind: 'remark', name: '少冰', fields: [] }],
          unchanged: 10,
          message: null,
        },
        { storeId: 3, storeName: '松山店', added: [], changed: [], removed: [], unchanged: 0, message: '商店已有同名分類，無法接收品牌分類' },
      ],
    };
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'POST /api/back/brand/menu/preview': () => ok(preview),
    });
    renderWithProviders(<HqMenuPage />);
    await screen.findByRole('checkbox', { name: '大安店' });
    fireEvent.click(screen.getByRole('button', { name: '預覽' }));
    const daan = await screen.findByRole('region', { name: '大安店預覽' });
    expect(api.callsTo('POST', '/back/brand/menu/preview')[0]?.body).toEqual({ brandId: 4, sourceStoreId: 1, storeIds: [2, 3] });
    expect(within(daan).getByText('新增 1')).toBeTruthy();
    expect(within(daan).getByText('餐點「雞排飯」')).toBeTruthy();
    expect(within(daan).getByText('餐點「滷肉飯」：價格、名稱')).toBeTruthy();
    expect(within(daan).getByText('備註「少冰」')).toBeTruthy();
    expect(within(daan).getByText('10 項不變')).toBeTruthy();
    const songshan = screen.getByRole('region', { name: '松山店預覽' });
    expect(within(songshan).getByText('商店已有同名分類，無法接收品牌分類，此商店將維持原菜單')).toBeTruthy();
    // Another choice of stores puts the preview away: it no longer says what would happen.
    fireEvent.click(screen.getByRole('checkbox', { name: '松山店' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '發布預覽' })).toBeNull());
  }, 120_000);
});

describe('品牌商店', () => {
  it('lists the brand stores, marks the flagship and the store being edited', async () => {
    stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'GET /api/back/brand/menu/versions': () => ok([version(2)]),
    });
    renderWithProviders(<HqStoresPage />);
    const table = await screen.findByRole('table', { name: '品牌商店' });
    const flagship = within(table).getByText('信義店').closest('tr') as HTMLElement;
    expect(await within(flagship).findByText('旗艦店')).toBeTruthy();
    expect(within(flagship).getByText('編輯中')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '編輯大安店的菜單' }));
    expect(useSession.getState().storeId).toBe(2);
  }, 120_000);
});

describe('菜單版本', () => {
  it('lists versions newest first and rolls an older one back after asking', async () => {
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'GET /api/back/brand/menu/versions': () => ok([version(2, { rolledBackFrom: null }), version(1)]),
      'POST /api/back/brand/menu/rollback': () => ok({ version: 3, stores: version(1).stores, failedStoreIds: [] }),
    });
    renderWithProviders(<HqVersionsPage />);
    const table = await screen.findByRole('table', { name: '菜單版本' });
    await within(table).findByText('第2版');
    // The version in force has nothing to roll back to.
    expect(within(table).queryByRole('button', { name: '回復版本 2' })).toBeNull();
    expect(within(table).getAllByText('2 間更新')).toHaveLength(2);
    fireEvent.click(within(table).getByRole('button', { name: '回復版本 1' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    expect(await screen.findByText('已發布版本 3')).toBeTruthy();
    expect(api.callsTo('POST', '/back/brand/menu/rollback')[0]?.body).toEqual({ brandId: 4, version: 1 });
  }, 120_000);
});

describe('門市價格', () => {
  it("sets a store's own price in cents and clears it back to the brand's; the flagship is not offered", async () => {
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'GET /api/back/brand/menu/versions': () => ok([version(1)]),
      // The server lists the store's brand items only (its own items are not there).
      'GET /api/back/brand/storePrice/list': (_body, query) =>
        ok(
          query.get('brandId') === '4' && query.get('storeId') === '2'
            ? [{ itemId: 21, name: '滷肉飯', categoryName: '飯類', price: 3800, brandPrice: 3500, local: true }]
            : [],
        ),
      'PUT /api/back/brand/storePrice': (body) => {
        const { price, itemId } = body as { price: number | null; itemId: number };
        return price === 1 ? httpError(400, '此商店沒有這項品牌餐點') : ok({ itemId, price: price ?? 3500, local: price !== null });
      },
    });
    renderWithProviders(<HqPricesPage />);
    const table = await screen.findByRole('table', { name: '門市價格' });
    const row = (await within(table).findByText('滷肉飯')).closest('tr') as HTMLElement;
    expect(within(row).getByText('飯類')).toBeTruthy();
    expect(within(row).getByText('NT$35')).toBeTruthy();
    expect(within(row).getByText('NT$38')).toBeTruthy();
    expect(within(row).getByText('門市價')).toBeTruthy();
    fireEvent.change(within(row).getByRole('textbox', { name: '滷肉飯門市價格' }), { target: { value: '38.5' } });
    fireEvent.click(within(row).getByRole('button', { name: '設定' }));
    await expectToast('已設定門市價格');
    fireEvent.click(within(row).getByRole('button', { name: '恢復品牌價格' }));
    await expectToast('已恢復品牌價格');
    expect(api.callsTo('PUT', '/back/brand/storePrice').map((call) => call.body)).toEqual([
      { brandId: 4, storeId: 2, itemId: 21, price: 3850 },
      { brandId: 4, storeId: 2, itemId: 21, price: null },
    ]);
    fireEvent.click(screen.getByLabelText('商店', { selector: 'input' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(options).toEqual(['大安店', '松山店']);
  }, 120_000);
});

describe('品牌優惠券', () => {
  const coupon = (id: number, code: string, ownerStoreId: number, ownerStoreName: string, usedCount: number): Coupon => ({
    id,
    code,
    name: '品牌券',
    discountType: 'AMOUNT',
    discountAmount: 5000,
    discountPercentage: null,
    minimumSpend: 0,
    perCustomerLimit: null,
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    quantity: 100,
    usedCount,
    status: 'ACTIVE',
    discountTotal: usedCount * 5000,
    createdAt: '2026-11-20T02:00:00.000Z',
    brandWide: true,
    ownerStoreId,
    ownerStoreName,
  });

  it("lists the brand's coupons with their usage and makes one in a chosen store with the store's coupon form", async () => {
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'GET /api/back/brand/menu/versions': () => ok([version(1)]),
      'GET /api/back/brand/settings': () => ok({ brandId: 4, sharedMembers: false, sharedCoupons: false, memberRule: null }),
      'GET /api/back/brand/coupon/list': () => ok([coupon(9, 'BRAND-A', 2, '大安店', 12)]),
      'POST /api/back/brand/coupon/add': (body) => ok(coupon(10, (body as { code: string }).code, 3, '松山店', 0)),
    });
    renderWithProviders(<HqCouponsPage />);
    const table = await screen.findByRole('table', { name: '品牌優惠券' });
    const row = (await within(table).findByText('BRAND-A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('大安店')).toBeTruthy();
    expect(within(row).getByText('12 / 100')).toBeTruthy();
    expect(within(row).getByText('NT$600')).toBeTruthy();
    // Sharing is off: HQ is told the coupon works only in its store for now.
    expect(await screen.findByText(/品牌尚未開啟「共用優惠券」/)).toBeTruthy();
    // The flagship is the default store; HQ picks 松山店.
    const store = screen.getByLabelText('建立於門市', { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(store.value).toBe('信義店（旗艦店）'));
    fireEvent.click(store);
    fireEvent.click(await screen.findByRole('option', { name: '松山店', hidden: true }));

    fireEvent.click(screen.getByRole('button', { name: '新增品牌優惠券' }));
    const dialog = await screen.findByRole('dialog', { name: '新增品牌優惠券' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /優惠券代碼/ }), { target: { value: 'hq-9' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '優惠券名稱' }), { target: { value: '品牌週年' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '折扣金額' }), { target: { value: '30' } });
    // The core schema's checks, as in the store's form: nothing is sent with reversed dates.
    fireEvent.change(within(dialog).getByLabelText(/結束日期/), { target: { value: '2000-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('結束日期不可早於開始日期')).toBeTruthy();
    expect(api.callsTo('POST', '/back/brand/coupon/add')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/結束日期/), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('已新增品牌優惠券');
    expect(api.callsTo('POST', '/back/brand/coupon/add')[0]?.body).toMatchObject({
      brandId: 4,
      storeId: 3,
      code: 'HQ-9',
      name: '品牌週年',
      discountType: 'AMOUNT',
      discountAmount: 3000,
      endDate: '2099-12-31',
    });
  }, 120_000);

  it('edits, pauses, unmarks and removes a brand coupon through the brand’s calls, as the store panel does', async () => {
    let listed = [coupon(9, 'BRAND-A', 2, '大安店', 12), coupon(11, 'BRAND-B', 3, '松山店', 0)];
    let updates = 0;
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'GET /api/back/brand/menu/versions': () => ok([version(1)]),
      'GET /api/back/brand/settings': () => ok({ brandId: 4, sharedMembers: false, sharedCoupons: true, memberRule: null }),
      'GET /api/back/brand/coupon/list': () => ok(listed),
      // The first save is refused as the server refuses a code taken in the owner store; the second goes through.
      'PUT /api/back/brand/coupon/update': (body) =>
        (updates += 1) === 1 ? httpError(409, '優惠券代碼已存在') : ok({ ...coupon(9, 'BRAND-A', 2, '大安店', 12), ...(body as Partial<Coupon>) }),
      'PUT /api/back/brand/coupon/updateStatus': () => ok(null),
      'PUT /api/back/brand/coupon': (body) => {
        listed = listed.filter((one) => one.id !== (body as { couponId: number }).couponId);
        return ok({ couponId: 9, brandWide: false });
      },
      'DELETE /api/back/brand/coupon/remove': (_, query) => {
        listed = listed.filter((one) => one.id !== Number(query.get('id')));
        return ok(null);
      },
    });
    renderWithProviders(<HqCouponsPage />);
    const table = await screen.findByRole('table', { name: '品牌優惠券' });
    const rowOf = async (code: string) => (await within(table).findByText(code)).closest('tr') as HTMLElement;

    // 編輯: the store's form, prefilled, saved in the owner store (大安店), not the store picked for new coupons.
    fireEvent.click(within(await rowOf('BRAND-A')).getByRole('button', { name: '編輯 BRAND-A' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯優惠券' });
    expect((within(dialog).getByRole('textbox', { name: /優惠券代碼/ }) as HTMLInputElement).value).toBe('BRAND-A');
    expect((within(dialog).getByRole('textbox', { name: '折扣金額' }) as HTMLInputElement).value).toBe('NT$50');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '優惠券名稱' }), { target: { value: '品牌週年' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('優惠券代碼已存在');
    expect(screen.getByRole('dialog', { name: '編輯優惠券' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('編輯成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯優惠券' })).toBeNull());
    expect(api.callsTo('PUT', '/back/brand/coupon/update')[1]?.body).toEqual({
      brandId: 4,
      storeId: 2,
      id: 9,
      code: 'BRAND-A',
      name: '品牌週年',
      discountType: 'AMOUNT',
      discountAmount: 5000,
      discountPercentage: null,
      minimumSpend: 0,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      quantity: 100,
      perCustomerLimit: null,
    });

    // 啟用 / 暫停.
    fireEvent.click(within(await rowOf('BRAND-B')).getByRole('switch', { name: '啟用 BRAND-B' }));
    await expectToast('已暫停');
    expect(api.callsTo('PUT', '/back/brand/coupon/updateStatus')[0]?.body).toEqual({ brandId: 4, storeId: 3, id: 11, status: 'PAUSED' });

    // 取消品牌通用: asked first; 否 sends nothing, 是 unmarks it and it leaves the list.
    fireEvent.click(within(await rowOf('BRAND-A')).getByRole('button', { name: '取消品牌通用 BRAND-A' }));
    expect(await screen.findByText('確定要取消「BRAND-A」的品牌通用嗎？取消後只有大安店可以使用，並由該門市管理。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '否' }));
    await waitFor(() => expect(screen.queryByText(/確定要取消「BRAND-A」/)).toBeNull());
    expect(api.callsTo('PUT', '/back/brand/coupon')).toEqual([]);
    fireEvent.click(within(await rowOf('BRAND-A')).getByRole('button', { name: '取消品牌通用 BRAND-A' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await expectToast('已取消品牌通用');
    expect(api.callsTo('PUT', '/back/brand/coupon')[0]?.body).toEqual({ brandId: 4, storeId: 2, couponId: 9, brandWide: false });
    await waitFor(() => expect(within(table).queryByText('BRAND-A')).toBeNull());

    // 刪除, after the store panel's question.
    fireEvent.click(within(await rowOf('BRAND-B')).getByRole('button', { name: '刪除 BRAND-B' }));
    const confirm = await screen.findByRole('dialog', { name: '刪除優惠券' });
    expect(within(confirm).getByText('確定要刪除優惠券 BRAND-B 嗎？已使用的訂單仍保留折抵紀錄。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '確定刪除' }));
    await expectToast('刪除成功');
    const removed = api.callsTo('DELETE', '/back/brand/coupon/remove')[0];
    expect(Object.fromEntries(removed?.query ?? [])).toEqual({ brandId: '4', storeId: '3', id: '11' });
    expect(await screen.findByText('尚無品牌優惠券')).toBeTruthy();
  }, 120_000);
});

describe('跨店報表', () => {
  it('shows each store with the total and compares the stores', async () => {
    const row = (storeId: number, storeName: string, orders: number, payable: number) => ({
      storeId,
      storeName,
      orders,
      gross: payable,
      discounts: 0,
      entertain: 0,
      payable,
      cancelledCount: 0,
      unpaidAmount: 0,
    });
    const report: BrandTurnover = {
      rows: [row(1, '信義店', 3, 30000), row(2, '大安店', 1, 10000)],
      total: { orders: 4, gross: 40000, discounts: 0, entertain: 0, payable: 40000, cancelledCount: 0, unpaidAmount: 0 },
    };
    const ranking: BrandRanking = {
      list: [
        {
          rank: 1,
          name: '滷肉飯',
          categoryName: '主食',
          totalCount: 5,
          price: 4000,
          totalPrice: 20000,
          stores: [
            { storeId: 1, totalCount: 3, totalPrice: 12000 },
            { storeId: 2, totalCount: 2, totalPrice: 8000 },
          ],
        },
      ],
      totalCount: 5,
      totalPrice: 20000,
    };
    const api = stubApi({
      'GET /api/back/brand/list': () => ok([BRAND]),
      'POST /api/back/brand/report/turnover': () => ok(report),
      'POST /api/back/brand/report/ranking': () => ok(ranking),
      'POST /api/back/brand/report/exportExcel': () => ok(null),
    });
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:brand'), revokeObjectURL: () => {} }));
    renderWithProviders(<HqReportPage />);
    const table = await screen.findByRole('table', { name: '各店營業額' });
    const total = within(table).getByText('合計').closest('tr') as HTMLElement;
    expect(within(total).getAllByText('NT$400')).toHaveLength(2);
    expect(within(total).getByText('4')).toBeTruthy();
    const chart = screen.getByRole('list', { name: '各店實收比較' });
    expect(within(chart).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['信義店 NT$300', '大安店 NT$100']);
    expect(within(chart).getByText('NT$300（75%，3 筆）')).toBeTruthy();
    const body = api.callsTo('POST', '/back/brand/report/turnover')[0]?.body as { brandId: number; startDate: string };
    expect(body).toMatchObject({ brandId: 4 });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const rankingTable = await screen.findByRole('table', { name: '品牌銷售排行' });
    const first = within(rankingTable).getByText('滷肉飯').closest('tr') as HTMLElement;
    expect(within(first).getByText('信義店 3、大安店 2')).toBeTruthy();
    expect(within(first).getByText('NT$200')).toBeTruthy();
    fireEvent.click(screen.getByText('依金額'));
    await waitFor(() => expect(api.callsTo('POST', '/back/brand/report/ranking').at(-1)?.body).toMatchObject({ brandId: 4, sortBy: 'AMOUNT' }));

    fireEvent.click(screen.getByRole('button', { name: '匯出 Excel' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(api.callsTo('POST', '/back/brand/report/exportExcel')[0]?.body).toMatchObject({ brandId: 4, sortBy: 'AMOUNT', startDate: body.startDate });
  }, 120_000);
});
