// An in-memory IndexedDB for the outbox (jsdom has none); this file runs in its own module graph (WEB_ISOLATED).
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { outboxRecords } from '../../../lib/offline/offline-db';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { CASH, MENU } from '../testing/fixtures';
import PosPage from '../pages/PosPage';

/**
 * The question of docs/offline.md: offline, with invoices on and no number of this terminal's block to give, the
 * cashier is asked before an order is sold without an invoice.
 */

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  // The browser is offline: the POS sells into its outbox (the menu and pay methods still come from the fake network,
  // as the saved copies would).
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  localStorage.setItem('diancan-device-id', '0123456789abcdef0123456789abcdef');
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: true, store: true } });
  useCart.setState({ ...emptyCart });
  api = fakeApi({
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    'GET /api/back/payMethod/getList': () => envelope([CASH]),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
  });
});

async function checkOutOneItem() {
  renderWithProviders(<PosPage />, { route: '/store-pos' });
  const grid = await screen.findByRole('list', { name: '餐點' });
  fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
  fireEvent.click(screen.getByRole('button', { name: '結帳' }));
  const checkout = await screen.findByRole('dialog');
  await waitFor(() => expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true'));
  return checkout;
}

const question = () => screen.findByRole('dialog', { name: '無法開立離線發票' });

describe('無法開立離線發票 (offline, no invoice number left)', () => {
  it('asks first; 取消 sells nothing and keeps the cart, 不開發票結帳 keeps the order without an invoice', async () => {
    const checkout = await checkOutOneItem();
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    const asked = await question();
    expect(asked.textContent).toContain('此終端機的離線發票號碼已用完或尚未保留，是否不開立發票繼續結帳？');

    fireEvent.click(within(asked).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '無法開立離線發票' })).toBeNull());
    expect(await outboxRecords()).toEqual([]);
    expect(useCart.getState().lines.map((line) => [line.name, line.count])).toEqual([['滷肉飯', 1]]);
    expect(within(checkout).getByRole('button', { name: '確認' })).toBeTruthy(); // the checkout is still open

    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    fireEvent.click(within(await question()).getByRole('button', { name: '不開發票結帳' }));
    await screen.findByLabelText('離線單號');
    const [kept, ...more] = await outboxRecords();
    expect(more).toEqual([]);
    const request = addOrderRequestSchema.parse(kept?.request);
    expect(request).toMatchObject({ withoutInvoice: true, invoice: null, offlineInvoice: null });
    expect(request.takenAt).toEqual(expect.any(String));
    expect(kept?.summary.invoiceNumber).toBeNull();
    expect(useCart.getState().lines).toEqual([]);
    expect(api.count('POST /api/back/pos/addOrder')).toBe(0);
  });
});
