import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema, type AddOrderResult, type Member } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, failure, fakeApi, type Handler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { CASH, MENU, ORDER, RICE } from '../testing/fixtures';
import PosPage from '../pages/PosPage';

const RULE = { enabled: true, earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000, expireMonths: null };
const MEMBER: Member = {
  id: 5,
  name: '王小明',
  phone: '0912345678',
  birthday: null,
  points: 35,
  visits: 3,
  totalSpent: 90_000,
  lastVisit: null,
  createdAt: '2026-11-01T02:00:00.000Z',
};
const PAID: AddOrderResult = {
  ...ORDER,
  totals: { ...ORDER.totals, subtotal: RICE.price, pointsDiscount: 3_000, total: 1_000, payable: 1_000, paid: 1_000, change: 0 },
  member: { memberId: 5, phone: '0912***678', name: '王小明', pointsEarned: 0, pointsRedeemed: 30, balance: 5 },
};

function serve(routes: Record<string, Handler>) {
  return fakeApi({
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    'GET /api/back/payMethod/getList': () => envelope([CASH]),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
    'GET /api/back/member/settings': () => envelope(RULE),
    'POST /api/back/pos/addOrder': () => envelope(PAID),
    ...routes,
  });
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: false, store: false } });
  useCart.setState({ ...emptyCart });
});

async function openCheckout() {
  renderWithProviders(<PosPage />, { route: '/store-pos' });
  const grid = await screen.findByRole('list', { name: '餐點' });
  fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
  fireEvent.click(screen.getByRole('button', { name: '結帳' }));
  const checkout = await screen.findByRole('dialog');
  await waitFor(() => expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true'));
  return checkout;
}

describe('會員 at the checkout', () => {
  it('finds the member by number, redeems points in steps, and sends memberId and redeemPoints with the totals', async () => {
    const api = serve({ 'GET /api/back/member/find': ({ query }) => (query.get('phone') === '0912345678' ? envelope(MEMBER) : failure(404, '會員不存在')) });
    const checkout = await openCheckout();
    fireEvent.click(await within(checkout).findByRole('button', { name: '會員' }));
    fireEvent.change(within(checkout).getByRole('textbox', { name: '會員手機號碼' }), { target: { value: '0912-345-678' } });
    fireEvent.click(within(checkout).getByRole('button', { name: '查詢' }));
    const picked = await within(checkout).findByLabelText('已選擇會員');
    expect(picked.textContent).toContain('0912***678 王小明');
    expect(within(picked).getByLabelText('會員點數').textContent).toBe('35');

    // 35 points: at most 30 (whole steps of 10); typing 25 redeems 20.
    fireEvent.change(within(picked).getByRole('textbox', { name: '折抵點數' }), { target: { value: '25' } });
    await waitFor(() => expect(within(checkout).getByTestId('points-discount').textContent).toContain('-NT$20'));
    fireEvent.click(within(picked).getByRole('button', { name: '全部折抵' }));
    await waitFor(() => expect(within(checkout).getByTestId('points-discount').textContent).toContain('-NT$30'));
    expect(within(checkout).getByLabelText('應付金額').textContent).toBe('NT$10');

    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    expect((await screen.findByLabelText('本次會員點數')).textContent).toContain('折抵 30 點，本次累積 0 點，點數餘額 5 點');
    const sent = api.calls.find((call) => call.key === 'POST /api/back/pos/addOrder')?.body;
    expect(addOrderRequestSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({ memberId: 5, redeemPoints: 30, expectedTotals: { pointsDiscount: 3_000, payable: 1_000 } });
  });

  it('adds a number that is no member yet in one more tap, and refuses a wrong number without asking', async () => {
    const api = serve({
      'GET /api/back/member/find': () => failure(404, '會員不存在'),
      'POST /api/back/member/add': () => envelope({ id: 9 }),
    });
    const checkout = await openCheckout();
    fireEvent.click(await within(checkout).findByRole('button', { name: '會員' }));
    const field = within(checkout).getByRole('textbox', { name: '會員手機號碼' });
    fireEvent.change(field, { target: { value: '0812345678' } });
    fireEvent.click(within(checkout).getByRole('button', { name: '查詢' }));
    expect(await within(checkout).findByText('手機號碼須為09開頭的10位數字')).toBeTruthy();
    expect(api.calls.filter((call) => call.key === 'GET /api/back/member/find')).toEqual([]);

    fireEvent.change(field, { target: { value: '0987654321' } });
    fireEvent.click(within(checkout).getByRole('button', { name: '查詢' }));
    expect(await within(checkout).findByText('0987654321 尚未加入會員')).toBeTruthy();
    fireEvent.click(within(checkout).getByRole('button', { name: '新增會員' }));
    const picked = await within(checkout).findByLabelText('已選擇會員');
    expect(picked.textContent).toContain('0987***321');
    expect(within(picked).getByText('點數不足 10 點，本次無法折抵')).toBeTruthy();
    expect(api.calls.find((call) => call.key === 'POST /api/back/member/add')?.body).toEqual({ storeId: 1, phone: '0987654321' });
  });

  it('shows no 會員 button while the store has points off', async () => {
    serve({ 'GET /api/back/member/settings': () => envelope({ ...RULE, enabled: false }) });
    const checkout = await openCheckout();
    await waitFor(() => expect(within(checkout).getByRole('button', { name: '折扣' })).toBeTruthy());
    expect(within(checkout).queryByRole('button', { name: '會員' })).toBeNull();
  });
});
