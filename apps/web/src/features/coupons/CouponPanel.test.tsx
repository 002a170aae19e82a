import { fireEvent, screen, within } from '@testing-library/react';
import { businessDateOf, type Coupon } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../test/render';
import { couponState } from './coupon-state';
import { CouponPanel } from './CouponPanelPage';

const today = businessDateOf(new Date());

const COUPON: Coupon = {
  id: 7,
  code: 'NEW-50',
  name: '新客折50',
  discountType: 'AMOUNT',
  discountAmount: 5000,
  discountPercentage: null,
  minimumSpend: 30000,
  perCustomerLimit: 1,
  startDate: today,
  endDate: today,
  quantity: 100,
  usedCount: 12,
  status: 'ACTIVE',
  discountTotal: 60000,
  createdAt: '2026-11-20T02:00:00.000Z',
  brandWide: false,
  ownerStoreId: 3,
  ownerStoreName: '信義店',
};

describe('the coupon panel', () => {
  it('lists coupons with their usage, pauses one and adds one in cents', async () => {
    const api = stubApi({
      'GET /api/back/coupon/getList': () => ok([COUPON]),
      'PUT /api/back/coupon/updateStatus': () => ok(null),
      'POST /api/back/coupon/add': () => ok({ ...COUPON, id: 8, code: 'VIP-9' }),
    });
    renderWithProviders(<CouponPanel storeId={3} />);
    const table = await screen.findByRole('table', { name: '優惠券列表' });
    const row = (await within(table).findByText('NEW-50')).closest('tr') as HTMLElement;
    expect(within(row).getByText('滿$300 折$50')).toBeTruthy();
    expect(within(row).getByText('12 / 100')).toBeTruthy();
    expect(within(row).getByText('可使用')).toBeTruthy();
    expect(within(row).getByText('1次')).toBeTruthy();

    fireEvent.click(within(row).getByRole('switch', { name: '啟用 NEW-50' }));
    await expectToast('已暫停');
    expect(api.callsTo('PUT', '/back/coupon/updateStatus')[0]?.body).toEqual({ storeId: 3, id: 7, status: 'PAUSED' });

    fireEvent.click(screen.getByRole('button', { name: '新增優惠券' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /優惠券代碼/ }), { target: { value: 'vip-9' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '優惠券名稱' }), { target: { value: '會員9折' } });
    fireEvent.click(within(dialog).getByText('折扣百分比'));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /折扣百分比/ }), { target: { value: '10' } });
    expect(within(dialog).getByText('9折')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/coupon/add')[0]?.body).toMatchObject({
      storeId: 3,
      code: 'VIP-9',
      name: '會員9折',
      discountType: 'PERCENTAGE',
      discountAmount: null,
      discountPercentage: 10,
      minimumSpend: 0,
      startDate: today,
      endDate: today,
      quantity: 100,
      perCustomerLimit: null,
    });
  });

  it('edits one in its own store and removes one after asking', async () => {
    const api = stubApi({
      'GET /api/back/coupon/getList': () => ok([COUPON]),
      'PUT /api/back/coupon/update': (body) => ok({ ...COUPON, ...(body as Partial<Coupon>) }),
      'DELETE /api/back/coupon/remove': () => ok(null),
    });
    renderWithProviders(<CouponPanel storeId={3} />);
    const table = await screen.findByRole('table', { name: '優惠券列表' });
    const row = (await within(table).findByText('NEW-50')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '編輯 NEW-50' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯優惠券' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '優惠券名稱' }), { target: { value: '新客折60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('編輯成功');
    expect(api.callsTo('PUT', '/back/coupon/update')[0]?.body).toMatchObject({ storeId: 3, id: 7, code: 'NEW-50', name: '新客折60', discountAmount: 5000 });

    fireEvent.click(within(row).getByRole('button', { name: '刪除 NEW-50' }));
    const confirm = await screen.findByRole('dialog', { name: '刪除優惠券' });
    expect(within(confirm).getByText('確定要刪除優惠券 NEW-50 嗎？已使用的訂單仍保留折抵紀錄。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '確定刪除' }));
    await expectToast('刪除成功');
    expect(Object.fromEntries(api.callsTo('DELETE', '/back/coupon/remove')[0]?.query ?? [])).toEqual({ storeId: '3', id: '7' });
  }, 60_000);

  it('shows the contract message in the form and sends nothing when the dates are reversed', async () => {
    const api = stubApi({ 'GET /api/back/coupon/getList': () => ok([]) });
    renderWithProviders(<CouponPanel storeId={3} />);
    expect(await screen.findByText('尚無優惠券')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增優惠券' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /優惠券代碼/ }), { target: { value: 'SPRING' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '優惠券名稱' }), { target: { value: '春季' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '折扣金額' }), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(/結束日期/), { target: { value: '2000-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('結束日期不可早於開始日期')).toBeTruthy();
    expect(api.callsTo('POST', '/back/coupon/add')).toEqual([]);
  });

  it("lists a brand-wide coupon of another store of the brand read-only, marked 品牌 with its store; its own brand-wide ones editable", async () => {
    const theirs: Coupon = { ...COUPON, id: 9, code: 'BRAND-A', name: '品牌券', brandWide: true, ownerStoreId: 5, ownerStoreName: '大安店', usedCount: 40 };
    const mine: Coupon = { ...COUPON, brandWide: true };
    stubApi({ 'GET /api/back/coupon/getList': () => ok([theirs, mine]) });
    renderWithProviders(<CouponPanel storeId={3} />);
    const table = await screen.findByRole('table', { name: '優惠券列表' });
    const row = (await within(table).findByText('BRAND-A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('品牌')).toBeTruthy();
    expect(within(row).getByText('由大安店管理')).toBeTruthy();
    expect(within(row).getByText('40 / 100')).toBeTruthy();
    expect(within(row).getByText('可使用')).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByText(/標示「品牌」的優惠券由品牌的其他門市建立/)).toBeTruthy();
    const own = within(table).getByText('NEW-50').closest('tr') as HTMLElement;
    expect(within(own).getByText('品牌通用')).toBeTruthy();
    expect(within(own).getByRole('button', { name: '編輯 NEW-50' })).toBeTruthy();
    expect(within(own).getByRole('switch', { name: '啟用 NEW-50' })).toBeTruthy();
  });

  it('reads the state of a coupon from its dates, quantity and switch', () => {
    expect(couponState({ ...COUPON, usedCount: 100 }, today).label).toBe('已兌換完畢');
    expect(couponState({ ...COUPON, status: 'PAUSED' }, today).label).toBe('已暫停');
    expect(couponState({ ...COUPON, endDate: '2000-01-01' }, today).label).toBe('已過期');
    expect(couponState({ ...COUPON, startDate: '2999-01-01', endDate: '2999-01-02' }, today).label).toBe('尚未開始');
  });
});
