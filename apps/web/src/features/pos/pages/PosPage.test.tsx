import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema, type NumberSupply } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, failure, fakeApi } from '../../../test/fake-api';
import { expectToast, renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { CASH, LINE_PAY, MENU, ORDER } from '../testing/fixtures';
import PosPage from './PosPage';

const ENOUGH_NUMBERS: NumberSupply = { currentRemaining: 400, currentSize: 500, dailyRate: 30, runningOut: false, message: null };

function serve(addOrder = () => envelope(ORDER) as { body: unknown; status?: number }, supply = ENOUGH_NUMBERS) {
  return fakeApi({
    'GET /api/back/einvoice/getNumberSupply': () => envelope(supply),
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    'GET /api/back/payMethod/getList': () => envelope([CASH, LINE_PAY]),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
    'POST /api/back/pos/addOrder': addOrder,
  });
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: true, store: true } });
  useCart.setState({ ...emptyCart });
});

async function renderPos() {
  renderWithProviders(<PosPage />, { route: '/store-pos' });
  return screen.findByRole('list', { name: '餐點' });
}

function cart() {
  return screen.getByRole('list', { name: '已點餐點' });
}

describe('the POS screen', () => {
  it('warns when the period’s invoice numbers run out, and says nothing while there are enough', async () => {
    const message = '本期發票號碼僅剩 20 張，請盡快至發票設定新增字軌';
    const api = serve(undefined, { currentRemaining: 20, currentSize: 500, dailyRate: 30, runningOut: true, message });
    await renderPos();
    expect((await screen.findByRole('alert', { name: '發票號碼不足' })).textContent).toBe(message);
    expect(api.count('GET /api/back/einvoice/getNumberSupply')).toBeGreaterThan(0);
  });

  it('adds a plain item in one tap and shows the live total', async () => {
    serve();
    const grid = await renderPos();
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    expect(within(cart()).getByRole('button', { name: '滷肉飯數量' }).textContent).toBe('2');
    expect(screen.getByLabelText('合計金額').textContent).toBe('NT$80');
  });

  it('a sold-out item is disabled and cannot be added', async () => {
    serve();
    await renderPos();
    fireEvent.click(screen.getByRole('button', { name: '飲料' }));
    const soldOut = screen.getByRole('button', { name: /^奶茶 / });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    expect(soldOut.textContent).toContain('售完');
    fireEvent.click(soldOut);
    expect(useCart.getState().lines).toEqual([]);
  });

  it('an item with taste groups opens its detail; the least rule holds it back until met', async () => {
    serve();
    await renderPos();
    fireEvent.click(screen.getByRole('button', { name: '飲料' }));
    fireEvent.click(screen.getByRole('button', { name: /^紅茶 / }));
    const detail = await screen.findByRole('dialog');
    fireEvent.click(within(detail).getByRole('button', { name: '加入' }));
    expect(within(detail).getByRole('alert').textContent).toBe('至少選擇1項');
    fireEvent.click(within(detail).getByRole('checkbox', { name: '半糖' }));
    fireEvent.click(within(detail).getByRole('checkbox', { name: /珍珠/ }));
    expect(within(detail).getByLabelText('小計').textContent).toBe('NT$40');
    fireEvent.click(within(detail).getByRole('button', { name: '加入' }));
    await waitFor(() => expect(useCart.getState().lines).toHaveLength(1));
    expect(useCart.getState().lines[0]).toMatchObject({ name: '紅茶', options: [{ name: '半糖' }, { name: '珍珠', price: 1000 }] });
  });

  it('keeps a counted stock: no more than what is left', async () => {
    serve();
    await renderPos();
    fireEvent.click(screen.getByRole('button', { name: '飲料' }));
    useCart.getState().addChoice({ itemId: 3, categoryId: 2, name: '紅茶', unitPrice: 3000, options: [], combos: [], remark: '', entertain: false }, 5);
    const lines = await screen.findByRole('list', { name: '已點餐點' });
    fireEvent.click(within(lines).getByRole('button', { name: '增加紅茶' }));
    await expectToast('紅茶庫存不足，剩餘5份');
    expect(useCart.getState().lines[0]?.count).toBe(5);
  });
});

describe('checkout', () => {
  it('sends the order once with an Idempotency-Key, shows its number and the change, and empties the cart', async () => {
    const api = serve();
    const grid = await renderPos();
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(screen.getByRole('button', { name: '結帳' }));
    const checkout = await screen.findByRole('dialog');
    await waitFor(() => expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true'));
    for (const key of ['1', '0', '0']) fireEvent.click(within(checkout).getByRole('button', { name: key }));
    expect(within(checkout).getByLabelText('找零').textContent).toBe('NT$60');
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));

    expect((await screen.findByLabelText('訂單編號')).textContent).toBe('007');
    expect(screen.getByLabelText('找零金額').textContent).toBe('找零 NT$60');
    const sent = api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(addOrderRequestSchema.safeParse(sent[0]?.body).success).toBe(true);
    expect(sent[0]?.body).toMatchObject({ payment: { payMethodId: 7, paid: 10000 }, expectedTotals: { payable: 4000, change: 6000 } });
    expect(useCart.getState().lines).toEqual([]);
    expect(useCart.getState().pendingOrderKey).toBeNull();
  });

  it('a refused checkout keeps the cart and shows why; the next attempt takes a new key', async () => {
    let calls = 0;
    const api = serve(() => {
      calls += 1;
      return calls === 1 ? failure(400, '付款方式已被關閉請重新選擇') : envelope(ORDER);
    });
    const grid = await renderPos();
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(screen.getByRole('button', { name: '結帳' }));
    const checkout = await screen.findByRole('dialog');
    await waitFor(() => expect(within(checkout).getByRole('radio', { name: 'LINE Pay' })).toBeTruthy());
    fireEvent.click(within(checkout).getByRole('radio', { name: 'LINE Pay' }));
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await expectToast('付款方式已被關閉請重新選擇');
    expect(useCart.getState().lines).toHaveLength(1);

    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await screen.findByLabelText('訂單編號');
    const keys = api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a pay method switched off meanwhile: 付款方式已被關閉請重新選擇 and nothing chosen until the cashier picks again', async () => {
    let lineClosed = false;
    fakeApi({
      'GET /api/back/pos/getMenu': () => envelope(MENU),
      'GET /api/back/payMethod/getList': () => envelope(lineClosed ? [CASH] : [CASH, LINE_PAY]),
      'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
      'POST /api/back/pos/addOrder': () => {
        lineClosed = true;
        return failure(400, '付款方式已被關閉請重新選擇');
      },
    });
    const grid = await renderPos();
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(screen.getByRole('button', { name: '結帳' }));
    const checkout = await screen.findByRole('dialog');
    fireEvent.click(await within(checkout).findByRole('radio', { name: 'LINE Pay' }));
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(within(checkout).queryByRole('radio', { name: 'LINE Pay' })).toBeNull());
    expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('false');
    expect(within(checkout).getAllByText('付款方式已被關閉請重新選擇').length).toBeGreaterThan(0);
    expect((within(checkout).getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(checkout).getByRole('radio', { name: '現金' }));
    expect((within(checkout).getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the invoice view refuses a bad 統編 and keeps a good one on the order', async () => {
    const api = serve();
    const grid = await renderPos();
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(screen.getByRole('button', { name: '結帳' }));
    const checkout = await screen.findByRole('dialog');
    fireEvent.click(within(checkout).getByRole('button', { name: '發票類型' }));
    const field = within(checkout).getByRole('textbox', { name: '統編' });
    fireEvent.change(field, { target: { value: '12345679' } });
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    expect(await within(checkout).findByText('統編不正確')).toBeTruthy();
    fireEvent.change(field, { target: { value: '04595257' } });
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    expect((await within(checkout).findByLabelText('發票資訊')).textContent).toBe('統編：04595257');
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await screen.findByLabelText('訂單編號');
    expect(api.calls.find((call) => call.key === 'POST /api/back/pos/addOrder')?.body).toMatchObject({ invoice: { type: 'uniformNumber', number: '04595257' } });
  });
});
