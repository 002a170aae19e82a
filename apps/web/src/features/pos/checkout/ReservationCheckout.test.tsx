import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addOrderRequestSchema, TABLE_MSG, type FloorArea } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, failure, fakeApi } from '../../../test/fake-api';
import { expectToast, renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { newReservation } from '../reservation/reservation-rules';
import { CASH, MENU } from '../testing/fixtures';
import PosPage from '../pages/PosPage';

// The floor once B1 was removed by another terminal: only A1 is left.
const FLOOR: FloorArea[] = [
  { id: 5, name: '大廳', tables: [{ id: 1, name: 'A1', seats: 4, shape: 'SQUARE', x: 0, y: 0, status: 'FREE', guests: 0, openedAt: null, waiting: false, qrPending: 0, orders: [] }] },
];

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1, quantityKeyboardType: 'GENERAL', invoiceSwitch: { admin: false, store: false } });
  const reserve = { ...newReservation(new Date(Date.now() + 3 * 3_600_000)), name: '林', phone: '0912345678', tableId: 3, tableName: 'B1' };
  useCart.setState({ ...emptyCart, reserve, owner: ':1' });
});

describe('a reservation holding a table at the checkout', { timeout: 30_000 }, () => {
  it('sends reservation.tableId; the server’s refusal of the table shows on the 預約 dialog’s 桌位', async () => {
    const api = fakeApi({
      'GET /api/back/pos/getMenu': () => envelope(MENU),
      'GET /api/back/payMethod/getList': () => envelope([CASH]),
      'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
      'GET /api/back/table/floor': () => envelope(FLOOR),
      'POST /api/back/pos/addOrder': () => failure(409, TABLE_MSG.TABLE_REMOVED),
    });
    renderWithProviders(<PosPage />, { route: '/store-pos' });
    expect(await screen.findByText(/林先生 · B1/)).toBeTruthy();
    const grid = await screen.findByRole('list', { name: '餐點' });
    fireEvent.click(within(grid).getByRole('button', { name: /^滷肉飯 / }));
    fireEvent.click(screen.getByRole('button', { name: '結帳' }));
    const checkout = await screen.findByRole('dialog');
    await waitFor(() => expect(within(checkout).getByRole('radio', { name: '現金' }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(within(checkout).getByRole('button', { name: '確認' }));
    await expectToast(TABLE_MSG.TABLE_REMOVED);
    const sent = api.calls.find((call) => call.key === 'POST /api/back/pos/addOrder')?.body;
    expect(addOrderRequestSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({ reservation: { type: 'PICKUP', name: '林先生', tableId: 3 } });
    expect(useCart.getState().reserveIssue).toBe(TABLE_MSG.TABLE_REMOVED);

    fireEvent.click(within(checkout).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '修改預約' }));
    const reservation = await screen.findByRole('dialog');
    expect(await within(reservation).findByText(TABLE_MSG.TABLE_REMOVED)).toBeTruthy();
    expect((within(reservation).getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
