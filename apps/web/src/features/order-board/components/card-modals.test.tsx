import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderCard, PayMethod } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLinkState } from '../../../lib/realtime/link-policy';
import { useRealtimeLink } from '../../../lib/realtime/link-store';
import { initialSession, useSession } from '../../../lib/session';
import { setViewport } from '../../../test/setup-dom';
import { envelope, fakeApi, type Handler } from '../../../test/fake-api';
import OrderBoardPage from '../pages/OrderBoardPage';
import { orderCard, orderDetail } from '../testing/fixtures';
import { renderBoard } from '../testing/render';

const CASH: PayMethod = { id: 7, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 };
const LINE_PAY: PayMethod = { id: 8, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: true, sort: 2 };
const OFF: PayMethod = { id: 9, name: '停用的方式', statisticKey: 'OTHER', enabled: false, sort: 3 };

function serve(cards: OrderCard[], extra: Record<string, Handler>) {
  return fakeApi({ 'GET /api/back/order/getOrderCardList': () => envelope(cards), ...extra });
}

function bodyOf(api: ReturnType<typeof fakeApi>, key: string): unknown {
  return api.calls.find((call) => call.key === key)?.body;
}

async function openMenuItem(orderNo: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `訂單 ${orderNo} 更多操作` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  setViewport(1280, 800);
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
  useRealtimeLink.setState({ ...initialLinkState, status: 'connected' }, true);
});

// jsdom builds the whole Mantine board and drawer per test: seconds on a busy machine, not the 5 s default.
describe('card actions that ask first', { timeout: 20_000 }, () => {
  it('cancels an order with its reason after confirmation; the card leaves the board', async () => {
    const card = orderCard(1, { version: 2 });
    const api = serve([card], { 'PUT /api/back/order/updateOrderStatus': () => envelope({ ...card, status: 'CANCELLED', version: 3 }) });
    renderBoard(<OrderBoardPage />);
    const dialog = await openMenuItem('001', '取消訂單');
    expect(within(dialog).getByText('確定要取消訂單 #001 嗎？')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '取消原因' }), { target: { value: '客人離開' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '訂單 001' })).toBeNull());
    expect(bodyOf(api, 'PUT /api/back/order/updateOrderStatus')).toEqual({
      storeId: 1,
      orderId: 1,
      version: 2,
      status: 'CANCELLED',
      deliveryOrder: null,
      reason: '客人離開',
    });
  });

  it('in staff mode a cancel is a void: it asks 作廢原因 of the store list, the free text goes beside it', async () => {
    const card = orderCard(1, { version: 2 });
    const api = serve([card], {
      'GET /api/back/staff/settings': () => envelope({ enabled: true, idleMinutes: 10, voidReasons: ['客人取消', '點錯餐點'] }),
      'PUT /api/back/order/updateOrderStatus': () => envelope({ ...card, status: 'CANCELLED', version: 3 }),
    });
    renderBoard(<OrderBoardPage />);
    const dialog = await openMenuItem('001', '取消訂單');
    const confirm = within(dialog).getByRole('button', { name: '是' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(true));
    fireEvent.click(within(dialog).getByLabelText(/作廢原因/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '點錯餐點', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '取消原因' }), { target: { value: '應為大碗' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('article', { name: '訂單 001' })).toBeNull());
    expect(bodyOf(api, 'PUT /api/back/order/updateOrderStatus')).toEqual({
      storeId: 1,
      orderId: 1,
      version: 2,
      status: 'CANCELLED',
      deliveryOrder: null,
      voidReason: '點錯餐點',
      voidNote: '應為大碗',
      reason: '點錯餐點：應為大碗',
    });
  });

  it('a waiting platform order shows its platform, number and countdown, and is denied with its reason through the platform', async () => {
    const acceptDeadline = new Date(Date.now() + 10 * 60_000).toISOString();
    const platformOrder = { platform: 'UBER_EATS' as const, platformOrderNo: 'UE-7F3A', status: 'PENDING' as const, acceptDeadline, pickupAt: null, syncing: false };
    const card = orderCard(4, { source: 'UBER_EATS', type: 'DELIVERY', version: 1, platformOrder });
    const api = serve([card], {
      'POST /api/back/deliveryPlatform/order/deny': () => envelope({ ...card, status: 'CANCELLED', version: 2, platformOrder: { ...platformOrder, status: 'DENIED' } }),
    });
    renderBoard(<OrderBoardPage />);
    const article = await screen.findByRole('article', { name: '訂單 004' });
    expect(within(article).getByText('Uber Eats')).toBeTruthy();
    expect(within(article).getByText('UE-7F3A')).toBeTruthy();
    expect(within(article).getByRole('timer', { name: '接單倒數' }).textContent).toMatch(/^接單倒數 (10:00|09:\d{2})$/);
    expect(within(article).getByRole('button', { name: '訂單 004 接單' })).toBeTruthy();

    fireEvent.click(within(article).getByRole('button', { name: '訂單 004 拒單' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '拒單原因' }), { target: { value: '食材用完' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '訂單 004' })).toBeNull());
    expect(bodyOf(api, 'POST /api/back/deliveryPlatform/order/deny')).toEqual({ storeId: 1, orderId: 4, version: 1, reason: '食材用完' });
  });

  it('offers 標記已付款 only for an unpaid order, with the enabled methods and the change for cash', async () => {
    const unpaid = orderCard(2, { source: 'MOBILE', paymentStatus: 'UNPAID', amount: 15000, version: 5 });
    const api = serve([orderCard(1), unpaid], {
      'GET /api/back/payMethod/getList': () => envelope([CASH, LINE_PAY, OFF]),
      'PUT /api/back/order/updateOrderPaid': () => envelope(orderDetail({ ...unpaid, paymentStatus: 'PAID', version: 6 })),
      'GET /api/back/order/getOrderCard': () => envelope({ ...unpaid, paymentStatus: 'PAID', version: 6 }),
    });
    renderBoard(<OrderBoardPage />);
    fireEvent.click(await screen.findByRole('button', { name: '訂單 001 更多操作' }));
    await screen.findByRole('menuitem', { name: '明細與修改' });
    expect(screen.queryByRole('menuitem', { name: '標記已付款' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    const dialog = await openMenuItem('002', '標記已付款');
    await within(dialog).findByRole('radio', { name: 'LINE Pay' });
    expect(within(dialog).queryByRole('radio', { name: '停用的方式' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '收取現金' }), { target: { value: '200' } });
    expect(within(dialog).getByText('找零 NT$50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: '訂單 002' })).getByText('已付款')).toBeTruthy());
    expect(bodyOf(api, 'PUT /api/back/order/updateOrderPaid')).toEqual({ storeId: 1, orderId: 2, version: 5, payMethodId: 7, paid: 20000, invoice: null });
  });

  it('asks for the customer’s code when the store charges LINE Pay, and sends it with the payment', async () => {
    const unpaid = orderCard(2, { source: 'MOBILE', paymentStatus: 'UNPAID', amount: 15000, version: 5 });
    const api = serve([unpaid], {
      'GET /api/back/payMethod/getList': () => envelope([LINE_PAY]),
      'GET /api/back/payment/settings': () => envelope({ providers: [{ provider: 'LINE_PAY', label: 'LINE Pay', configured: true, enabled: true, channelId: '1', merchantId: null, storeCode: null, standIn: true }], payFirst: false }),
      'PUT /api/back/order/updateOrderPaid': () => envelope(orderDetail({ ...unpaid, paymentStatus: 'PAID', version: 6 })),
      'GET /api/back/order/getOrderCard': () => envelope({ ...unpaid, paymentStatus: 'PAID', version: 6 }),
    });
    renderBoard(<OrderBoardPage />);
    const dialog = await openMenuItem('002', '標記已付款');
    const field = await within(dialog).findByRole('textbox', { name: '顧客付款條碼（LINE Pay）' });
    const confirm = within(dialog).getByRole('button', { name: '確認' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: '12345' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '123456789012345678' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(bodyOf(api, 'PUT /api/back/order/updateOrderPaid')).toEqual({ storeId: 1, orderId: 2, version: 5, payMethodId: LINE_PAY.id, paid: 0, oneTimeKey: '123456789012345678', invoice: null }));
  });

  it('refuses cash below the amount', async () => {
    serve([orderCard(2, { paymentStatus: 'UNPAID', amount: 15000 })], { 'GET /api/back/payMethod/getList': () => envelope([CASH]) });
    renderBoard(<OrderBoardPage />);
    const dialog = await openMenuItem('002', '標記已付款');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: '收取現金' }), { target: { value: '100' } });
    expect(within(dialog).getByText('現金不足')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
