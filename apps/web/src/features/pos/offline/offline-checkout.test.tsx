// An in-memory IndexedDB for the outbox (jsdom has none); this file runs in its own module graph (WEB_ISOLATED).
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema, DEFAULT_TIME_ZONE, periodKey, periodOfDate, zonedDateTime, type AddOrderResult, type HeldOfflineBlock } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { heldBlock, keepHeldBlock, outboxRecords, removeFromOutbox } from '../../../lib/offline/offline-db';
import { envelope, fakeApi, type Handler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { CASH, MENU, ORDER } from '../testing/fixtures';
import PosPage from '../pages/PosPage';
import { useOutbox } from './outbox-store';

/** Checkouts of the POS that end in its offline outbox (docs/offline.md), on an in-memory IndexedDB. */

let api: ReturnType<typeof fakeApi>;
/** What the browser says of its network (navigator.onLine). */
let online = false;

function serve(routes: Record<string, Handler> = {}) {
  api = fakeApi({
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    'GET /api/back/payMethod/getList': () => envelope([CASH]),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
    ...routes,
  });
}

beforeEach(async () => {
  // Each test starts with an empty outbox (one IndexedDB serves the file).
  for (const record of await outboxRecords()) await removeFromOutbox(record.key);
  useOutbox.setState({ records: [], unreachable: false, draining: false });
  online = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  localStorage.setItem('diancan-device-id', '0123456789abcdef0123456789abcdef');
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: true, store: true } });
  useCart.setState({ ...emptyCart });
  // The browser is offline: the POS sells into its outbox and its uploads reach nothing (the menu and pay methods
  // still come from the fake network, as the saved copies would).
  serve({
    'POST /api/back/pos/addOrder': () => {
      throw new TypeError('Failed to fetch');
    },
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
  });
});

describe('an order sent online whose answer was lost', () => {
  const period = periodKey(periodOfDate(zonedDateTime(new Date(), DEFAULT_TIME_ZONE).date));
  const held: HeldOfflineBlock = {
    block: { id: 5, letters: 'AB', periodKey: period, startNumber: 100, endNumber: 149, usedNumbers: [], revokedAt: null },
    next: 100,
  };
  /** The server's answer to the upload: the order and the invoice its first send issued. */
  const answer: AddOrderResult = {
    ...ORDER,
    invoice: { invoiceId: 3, invoiceNumber: 'AB00000012', periodText: '115年11-12月', randomCode: '1234', buyerTaxId: null, printable: true, totalAmount: 4000 },
  };

  it('is kept as it was sent, with no number of the block; its upload gets the invoice the server issued', async () => {
    online = true;
    await keepHeldBlock(1, () => held); // this terminal holds a block with numbers left
    let sends = 0;
    serve({
      'POST /api/back/einvoice/reserveOfflineBlock': () => envelope({ ...held.block, terminalId: 'this one', reservedAt: '2026-11-21T09:00:00+08:00' }),
      // The first send and its quick retry reach no answer; the upload is answered with the order the server has.
      'POST /api/back/pos/addOrder': () => {
        sends += 1;
        if (sends <= 2) throw new TypeError('Failed to fetch');
        return envelope(answer);
      },
    });
    const checkout = await checkOutOneItem();
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await screen.findByLabelText('離線單號', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: '無法開立離線發票' })).toBeNull();

    await waitFor(async () => expect(await outboxRecords()).toEqual([]), { timeout: 10_000 });
    const sent = api.calls.filter((call) => call.key === 'POST /api/back/pos/addOrder');
    expect(sent).toHaveLength(3);
    // One order under one key: the upload is the first send again, with the time it was taken and no offline number.
    expect(new Set(sent.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
    const upload = addOrderRequestSchema.parse(sent[2]?.body);
    expect(upload).toMatchObject({ offlineInvoice: null, withoutInvoice: false });
    expect(upload.takenAt).toEqual(expect.any(String));
    expect({ ...upload, takenAt: null }).toEqual(addOrderRequestSchema.parse(sent[0]?.body));
    // The block gave nothing: its next number is still the first.
    expect((await heldBlock(1))?.next).toBe(100);
  });
});
