import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail, PayMethod } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { PayCheckModal } from './PayCheckModal';

const CASH: PayMethod = { id: 7, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 };
const CARD: PayMethod = { id: 8, name: '信用卡', statisticKey: 'CREDIT_CARD', enabled: true, sort: 2 };
const LINE_PAY: PayMethod = { id: 9, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: true, sort: 3 };
const LINE_PAY_ON = { providers: [{ provider: 'LINE_PAY', label: 'LINE Pay', configured: true, enabled: true, channelId: '1', merchantId: null, storeCode: null, standIn: true }], payFirst: false };
const CODE = '123456789012345678';

// What the modal reads of a table's check (the rest of OrderDetail is the server's and not shown here).
const check = {
  id: 21,
  orderNo: '021',
  storeId: 1,
  version: 4,
  tableNumber: 'A1',
  totals: { subtotal: 91_000, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, total: 91_000, manualDiscount: 0, serviceCharge: 9_000, payable: 100_000, paid: 0, change: 0 },
} as unknown as OrderDetail;

function serve() {
  return fakeApi({
    'GET /api/back/payMethod/getList': () => envelope([CASH, CARD, LINE_PAY]),
    'GET /api/back/payment/settings': () => envelope(LINE_PAY_ON),
    'PUT /api/back/order/updateOrderPaid': () => envelope({ ...check, paymentStatus: 'PAID', version: 5 }),
  });
}

const paidBody = (api: ReturnType<typeof fakeApi>) => api.calls.find((call) => call.key === 'PUT /api/back/order/updateOrderPaid')?.body;

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
});

describe('a table check’s 結帳', { timeout: 20_000 }, () => {
  it('asks for the customer’s code when LINE Pay is charged through the store, and sends it', async () => {
    const api = serve();
    renderWithProviders(<PayCheckModal order={check} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'LINE Pay' }));
    const field = await within(dialog).findByRole('textbox', { name: '顧客付款條碼（LINE Pay）' });
    const confirm = within(dialog).getByRole('button', { name: '確認結帳' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: '12345' } });
    expect(within(dialog).getByText('付款條碼格式不正確，請重新掃描')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: CODE } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(paidBody(api)).toEqual({ storeId: 1, orderId: 21, version: 4, payMethodId: LINE_PAY.id, paid: 0, oneTimeKey: CODE, invoice: null, memberId: null, redeemPoints: 0 }),
    );
  });

  it('cash: tendered and change, no code field', async () => {
    const api = serve();
    renderWithProviders(<PayCheckModal order={check} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: '收取現金' }), { target: { value: '1200' } });
    expect(within(dialog).getByText('找零 NT$200')).toBeTruthy();
    expect(within(dialog).queryByTestId('one-time-key')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認結帳' }));
    await waitFor(() => expect(paidBody(api)).toEqual({ storeId: 1, orderId: 21, version: 4, payMethodId: CASH.id, paid: 120_000, invoice: null, memberId: null, redeemPoints: 0 }));
  });

  it('均分 by 3 pays in parts: the cash shares as one cash part, each other share its own (LINE Pay with its code), one e-invoice', async () => {
    const api = serve();
    renderWithProviders(<PayCheckModal order={check} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: 'LINE Pay' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '均分人數' }), { target: { value: '3' } });
    const shares = await within(dialog).findByTestId('even-shares');
    expect(within(shares).getByText('NT$334')).toBeTruthy();
    expect(within(shares).getAllByText('NT$333')).toHaveLength(2);
    fireEvent.change(within(shares).getByRole('combobox', { name: '第2位付款方式' }), { target: { value: String(LINE_PAY.id) } });
    fireEvent.change(within(shares).getByRole('combobox', { name: '第3位付款方式' }), { target: { value: String(CARD.id) } });
    const confirm = within(dialog).getByRole('button', { name: '確認結帳' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(shares).getByRole('textbox', { name: '第2位付款條碼' }), { target: { value: CODE } });
    fireEvent.change(within(shares).getByRole('textbox', { name: '收取現金（現金合計 NT$334）' }), { target: { value: '500' } });
    expect(within(shares).getByText('找零 NT$166')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '統一編號' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '發票資訊' }), { target: { value: '12345675' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(paidBody(api)).toEqual({
        storeId: 1,
        orderId: 21,
        version: 4,
        payments: [
          { payMethodId: CASH.id, amount: 50_000, oneTimeKey: null },
          { payMethodId: LINE_PAY.id, amount: 33_300, oneTimeKey: CODE },
          { payMethodId: CARD.id, amount: 33_300, oneTimeKey: null },
        ],
        invoice: { type: 'uniformNumber', number: '12345675' },
        memberId: null,
        redeemPoints: 0,
      }),
    );
  });
});
