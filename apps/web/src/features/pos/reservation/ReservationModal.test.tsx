import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TABLE_MSG, type FloorArea, type FloorTable } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { emptyCart, useCart } from '../cart/cart-store';
import { newReservation, reservationRequestOf, type ReservationDraft } from './reservation-rules';
import { ReservationModal } from './ReservationModal';

const table = (id: number, name: string, seats: number): FloorTable => ({
  id,
  name,
  seats,
  shape: 'SQUARE',
  x: 0,
  y: 0,
  status: 'FREE',
  guests: 0,
  openedAt: null,
  waiting: false,
  qrPending: 0,
  orders: [],
});

const FLOOR: FloorArea[] = [
  { id: 5, name: '大廳', tables: [table(1, 'A1', 4), table(2, 'A2', 2)] },
  { id: 6, name: '露台', tables: [table(3, 'B1', 6)] },
];

function serve() {
  return fakeApi({ 'GET /api/back/table/floor': () => envelope(FLOOR) });
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** Opens the 桌位 picker and answers its options, group by group. */
async function openPicker(): Promise<{ input: HTMLElement; listbox: HTMLElement }> {
  const input = within(dialog()).getByLabelText('桌位（選填）', { selector: 'input' });
  fireEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement);
  await within(listbox).findAllByRole('option', { hidden: true });
  return { input, listbox };
}

/** An hour ahead (the default, now + 5 minutes, may fall behind a slow test's clock), the name and the phone. */
function fillGuest() {
  fireEvent.click(within(dialog()).getByRole('button', { name: '1 小時' }));
  fireEvent.change(within(dialog()).getByRole('textbox', { name: '姓名' }), { target: { value: '林' } });
  fireEvent.change(within(dialog()).getByRole('textbox', { name: '電話' }), { target: { value: '0912345678' } });
}

const kept = (draft: Partial<ReservationDraft> = {}): ReservationDraft => ({ ...newReservation(new Date(Date.now() + 3 * 3_600_000)), name: '林', phone: '0912345678', ...draft });

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
  useCart.setState({ ...emptyCart });
});

describe('the 預約 dialog’s 桌位', { timeout: 20_000 }, () => {
  it('offers the store’s tables by area, 不指定 by default; the chosen one goes into reservation.tableId', async () => {
    serve();
    renderWithProviders(<ReservationModal opened onClose={() => undefined} />);
    await screen.findByRole('dialog');
    const { input, listbox } = await openPicker();
    expect((input as HTMLInputElement).value).toBe('不指定');
    const offered = within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(offered).toEqual(['不指定', 'A1（4位）', 'A2（2位）', 'B1（6位）']);
    expect(within(listbox).getByText('大廳')).toBeTruthy();
    expect(within(listbox).getByText('露台')).toBeTruthy();
    fireEvent.click(within(listbox).getByRole('option', { name: 'B1（6位）', hidden: true }));
    fillGuest();
    fireEvent.click(within(dialog()).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(useCart.getState().reserve).toMatchObject({ type: 'PICKUP', tableId: 3, tableName: 'B1' }));
    const reserve = useCart.getState().reserve as ReservationDraft;
    expect(reservationRequestOf(reserve)).toEqual({
      type: 'PICKUP',
      date: reserve.date.value,
      time: reserve.time,
      name: '林先生',
      phone: '0912345678',
      address: '',
      uniformNumber: '',
      tableId: 3,
    });
  });

  it('without a choice sends no table', async () => {
    serve();
    renderWithProviders(<ReservationModal opened onClose={() => undefined} />);
    await screen.findByRole('dialog');
    await openPicker();
    fillGuest();
    fireEvent.click(within(dialog()).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(useCart.getState().reserve).not.toBeNull());
    expect(reservationRequestOf(useCart.getState().reserve as ReservationDraft)).not.toHaveProperty('tableId');
  });

  it('a delivery is not offered a table, and a table picked before switching to 外送 is dropped', async () => {
    serve();
    useCart.setState({ reserve: kept({ tableId: 2, tableName: 'A2' }) });
    renderWithProviders(<ReservationModal opened onClose={() => undefined} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog()).getByLabelText('桌位（選填）', { selector: 'input' }) as HTMLInputElement).value).toBe('A2（2位）'));
    fireEvent.click(within(dialog()).getByText('外送'));
    expect(within(dialog()).queryByLabelText('桌位（選填）', { selector: 'input' })).toBeNull();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '外送地址' }), { target: { value: '台北市信義路1號' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(useCart.getState().reserve).toMatchObject({ type: 'DELIVERY', tableId: null }));
    expect(reservationRequestOf(useCart.getState().reserve as ReservationDraft)).not.toHaveProperty('tableId');
  });

  it('shows the server’s refusal of the table on the field until another table (or 不指定) is chosen', async () => {
    serve();
    useCart.setState({ reserve: kept({ tableId: 2, tableName: 'A2' }), reserveIssue: TABLE_MSG.TABLE_NOT_FOUND });
    renderWithProviders(<ReservationModal opened onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(await within(dialog()).findByText(TABLE_MSG.TABLE_NOT_FOUND)).toBeTruthy();
    const confirm = within(dialog()).getByRole('button', { name: '確認' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const { listbox } = await openPicker();
    fireEvent.click(within(listbox).getByRole('option', { name: 'A1（4位）', hidden: true }));
    await waitFor(() => expect(within(dialog()).queryByText(TABLE_MSG.TABLE_NOT_FOUND)).toBeNull());
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(useCart.getState()).toMatchObject({ reserve: { tableId: 1, tableName: 'A1' }, reserveIssue: null }));
  });

  it('a table removed since it was picked (no longer on the floor) is refused before checkout', async () => {
    serve();
    useCart.setState({ reserve: kept({ tableId: 99, tableName: 'Z9' }) });
    renderWithProviders(<ReservationModal opened onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(await within(dialog()).findByText(TABLE_MSG.TABLE_REMOVED)).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
