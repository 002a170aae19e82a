import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema, PAYMENT_MSG, type PaymentSettings } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, failure, fakeApi, type Handler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { CASH, LINE_PAY, MENU, ORDER } from '../testing/fixtures';
import PosPage from '../pages/PosPage';

const SETTINGS: PaymentSettings = {
  providers: [
    { provider: 'LINE_PAY', label: 'LINE Pay', configured: true, enabled: true, channelId: '1657000001', merchantId: null, storeCode: null, standIn: false },
    { provider: 'JKO_PAY', label: '街口支付', configured: false, enabled: false, channelId: null, merchantId: null, storeCode: null, standIn: false },
  ],
  payFirst: false,
};
const USED_CODE = '123456789012345678';
const NEW_CODE = '876543210987654321';

function serve(routes: Record<string, Handler>) {
  return fakeApi({
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    'GET /api/back/payMethod/getList': () => envelope([CASH, LINE_PAY]),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
    'GET /api/back/member/settings': () => envelope({ enabled: false, earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000, expireMonths: null }),
    'GET /api/back/payment/settings': () => envelope(SETTINGS),
    ...routes,
  });
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: false, store: false } });
  useCart.setState({ ...emptyCart });
});

async function checkoutWithLinePay() {
  renderWithProviders(<PosPage />, { route: '/store-pos' });
  const grid = await screen.findByRole('list', { name: '餐點' });
  fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
  fireEvent.click(screen.getByRole('button', { name: '結帳' }));
  const checkout = await screen.findByRole('dialog');
  await waitFor(() => expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true'));
  fireEvent.click(within(checkout).getByRole('radio', { name: 'LINE Pay' }));
  const field = (await within(checkout).findByRole('textbox', { name: '顧客付款條碼（LINE Pay）' })) as HTMLInputElement;
  return { checkout, field };
}

describe('a wallet code at the checkout', () => {
  it('empties the code field and puts the cursor back in it after a decline; the rescanned code goes under a new key', async () => {
    let answers = 0;
    const api = serve({
      'POST /api/back/pos/addOrder': () => (++answers === 1 ? failure(402, '付款失敗：LINE Pay 餘額不足') : envelope({ ...ORDER, totals: { ...ORDER.totals, change: 0 } })),
    });
    const { checkout, field } = await checkoutWithLinePay();
    fireEvent.change(field, { target: { value: USED_CODE } });
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(await screen.findByText('付款失敗：LINE Pay 餘額不足')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(checkout).getByRole('button', { name: '確認' })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: NEW_CODE } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder')).toHaveLength(2));
    const [first, second] = api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder');
    for (const call of [first!, second!]) expect(addOrderRequestSchema.safeParse(call.body).success).toBe(true);
    expect(first!.body).toMatchObject({ payment: { payMethodId: LINE_PAY.id, oneTimeKey: USED_CODE } });
    expect(second!.body).toMatchObject({ payment: { payMethodId: LINE_PAY.id, oneTimeKey: NEW_CODE } });
    // The declined checkout created nothing: the next one may take a new key.
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('keeps the code while the provider is settling (付款確認中): the same checkout goes again with the same code', async () => {
    let answers = 0;
    const api = serve({
      'POST /api/back/pos/addOrder': () => (++answers === 1 ? failure(409, PAYMENT_MSG.SETTLING, { settling: true }) : envelope(ORDER)),
    });
    const { field } = await checkoutWithLinePay();
    fireEvent.change(field, { target: { value: USED_CODE } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder')).toHaveLength(2), { timeout: 8_000 });
    const [first, second] = api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder');
    expect(second!.body).toMatchObject({ payment: { oneTimeKey: USED_CODE } });
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  }, 15_000);
});
