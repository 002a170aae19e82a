import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_BOARD_MSG, type OrderCard, type RealtimeMessage } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLinkState } from '../../../lib/realtime/link-policy';
import { useRealtimeLink } from '../../../lib/realtime/link-store';
import { emitRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { initialSession, useSession } from '../../../lib/session';
import { setViewport } from '../../../test/setup-dom';
import { envelope, failure, fakeApi, type Handler } from '../../../test/fake-api';
import { orderCard, orderDetail } from '../testing/fixtures';
import { expectToast, renderBoard } from '../testing/render';
import OrderBoardPage from './OrderBoardPage';

const LIST = 'GET /api/back/order/getOrderCardList';
const CARD = 'GET /api/back/order/getOrderCard';

/** A fake server holding the store's cards; `put` changes one as another device would. */
function serve(cards: OrderCard[], extra: Record<string, Handler> = {}) {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const api = fakeApi({
    [LIST]: () => envelope([...byId.values()]),
    [CARD]: ({ query }) => {
      const card = byId.get(Number(query.get('orderId')));
      return card ? envelope(card) : failure(404, ORDER_BOARD_MSG.NOT_FOUND);
    },
    ...extra,
  });
  return { ...api, put: (card: OrderCard) => byId.set(card.id, card), drop: (orderId: number) => byId.delete(orderId) };
}

function message<T extends RealtimeMessage['type']>(type: T, data: Extract<RealtimeMessage, { type: T }>['data']): RealtimeMessage {
  return { messageId: `${type}-${Math.random()}`, type, data, sentAt: new Date().toISOString() } as RealtimeMessage;
}

function column(name: string) {
  return screen.getByRole('region', { name });
}

async function renderPage() {
  renderBoard(<OrderBoardPage />);
  // The title shows at once; the columns once the list is in.
  await screen.findByRole('region', { name: '新訂單' });
}

beforeEach(() => {
  setViewport(1280, 800);
  useSession.setState({ ...initialSession, token: true, storeId: 1, idleOrderReminderSwitch: false, idleOrderReminderMinutes: 30 });
  useRealtimeLink.setState({ ...initialLinkState, status: 'connected' }, true);
});

// jsdom builds the whole Mantine board and drawer per test: seconds on a busy machine, not the 5 s default.
describe('the live order board', { timeout: 20_000 }, () => {
  it('shows each open order in its status column with what the kitchen needs', async () => {
    serve([
      orderCard(1, { type: 'INSIDE', tableNumber: '12', remark: '趕時間' }),
      orderCard(2, {
        status: 'PREPARING',
        source: 'MOBILE',
        paymentStatus: 'UNPAID',
        lines: [{ id: 20, itemName: '珍珠奶茶', count: 1, remark: '少冰', entertain: false, choices: ['半糖', '珍珠 x2'] }],
        amount: 6500,
      }),
    ]);
    await renderPage();
    const first = await within(column('新訂單')).findByRole('article', { name: '訂單 001' });
    expect(within(first).getByText('內用 · 桌號 12')).toBeTruthy();
    expect(within(first).getByText('滷肉飯')).toBeTruthy();
    expect(within(first).getByText('訂單備註：趕時間')).toBeTruthy();
    expect(within(first).getByText('已付款')).toBeTruthy();
    expect(within(first).getByText('POS')).toBeTruthy();
    const second = within(column('製作中')).getByRole('article', { name: '訂單 002' });
    expect(within(second).getByText('半糖、珍珠 x2')).toBeTruthy();
    expect(within(second).getByText('備註：少冰')).toBeTruthy();
    expect(within(second).getByText('未付款')).toBeTruthy();
    expect(within(second).getByText('手機')).toBeTruthy();
    expect(within(second).getByLabelText('金額').textContent).toBe('NT$65');
  });

  it('a NEW_ORDER puts the card on the board without reloading the list', async () => {
    const api = serve([orderCard(1)]);
    await renderPage();
    await within(column('新訂單')).findByRole('article', { name: '訂單 001' });
    api.calls.length = 0;
    api.put(orderCard(2));
    act(() => emitRealtimeMessage(message('NEW_ORDER', { storeId: 1, orderId: 2, orderNo: '002', channel: 'POS' })));
    await within(column('新訂單')).findByRole('article', { name: '訂單 002' });
    expect(api.count(LIST)).toBe(0);
    expect(api.count(CARD)).toBe(1);
  });

  it('ORDER_UPDATED moves a card, and a finished one leaves the board', async () => {
    const api = serve([orderCard(1), orderCard(2)]);
    await renderPage();
    await within(column('新訂單')).findByRole('article', { name: '訂單 002' });
    api.put(orderCard(1, { status: 'PREPARING', version: 2 }));
    act(() => emitRealtimeMessage(message('ORDER_UPDATED', { storeId: 1, orderId: 1, status: 'PREPARING', version: 2 })));
    await within(column('製作中')).findByRole('article', { name: '訂單 001' });
    act(() => emitRealtimeMessage(message('ORDER_UPDATED', { storeId: 1, orderId: 2, status: 'COMPLETED', version: 2 })));
    await waitFor(() => expect(screen.queryByRole('article', { name: '訂單 002' })).toBeNull());
  });

  it('ignores another store and reloads the list after the link comes back', async () => {
    const api = serve([orderCard(1)]);
    await renderPage();
    await screen.findByRole('article', { name: '訂單 001' });
    act(() => emitRealtimeMessage(message('NEW_ORDER', { storeId: 2, orderId: 9, orderNo: '009', channel: 'POS' })));
    expect(api.count(CARD)).toBe(0);

    api.put(orderCard(3));
    act(() => useRealtimeLink.setState({ ...initialLinkState, status: 'error', recovering: true }, true));
    act(() => useRealtimeLink.setState({ ...initialLinkState, status: 'connected' }, true));
    await screen.findByRole('article', { name: '訂單 003' });
  });

  it('the next step names the version shown, and a stale one reloads that card', async () => {
    const api = serve([orderCard(1, { version: 3 })], { 'PUT /api/back/order/updateOrderStatus': () => failure(409, ORDER_BOARD_MSG.STALE) });
    await renderPage();
    await screen.findByRole('article', { name: '訂單 001' });
    // Another device accepted the order meanwhile (its event not here yet).
    api.put(orderCard(1, { version: 4, status: 'ACCEPTED' }));
    fireEvent.click(screen.getByRole('button', { name: '訂單 001 接單' }));
    await expectToast(ORDER_BOARD_MSG.STALE);
    await within(column('已接單')).findByRole('article', { name: '訂單 001' });
    expect((api.calls.find((call) => call.key === 'PUT /api/back/order/updateOrderStatus')?.body as { version: number }).version).toBe(3);
  });

  it('sends the status change with the card version', async () => {
    const api = serve([orderCard(1, { version: 3 })], {
      'PUT /api/back/order/updateOrderStatus': () => envelope(orderCard(1, { version: 4, status: 'ACCEPTED' })),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '訂單 001 接單' }));
    await waitFor(() => expect(api.count('PUT /api/back/order/updateOrderStatus')).toBe(1));
    expect(api.calls.find((call) => call.key === 'PUT /api/back/order/updateOrderStatus')?.body).toEqual({
      storeId: 1,
      orderId: 1,
      version: 3,
      status: 'ACCEPTED',
      deliveryOrder: null,
    });
    // The answer is the card itself: it moves at once, without reading it again.
    await within(column('已接單')).findByRole('article', { name: '訂單 001' });
    expect(api.count(CARD)).toBe(0);
  });

  it('finishes the selected orders in one call', async () => {
    const api = serve([orderCard(1), orderCard(2, { status: 'READY', version: 4 }), orderCard(3)], {
      'POST /api/back/order/batchFinish': () =>
        envelope({
          results: [
            { orderId: 1, finished: true, message: null, version: 2 },
            { orderId: 2, finished: true, message: null, version: 5 },
          ],
          finishedCount: 2,
        }),
    });
    await renderPage();
    await screen.findByRole('article', { name: '訂單 003' });
    fireEvent.click(screen.getByRole('button', { name: '批次完成' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '選取訂單 001' }));
    fireEvent.click(within(column('待取餐')).getByRole('button', { name: '全選待取餐' }));
    expect((screen.getByRole('checkbox', { name: '選取訂單 002' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '完成所選（2）' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await expectToast('已完成 2 筆訂單');
    expect(api.calls.find((call) => call.key === 'POST /api/back/order/batchFinish')?.body).toEqual({
      storeId: 1,
      orders: [
        { orderId: 1, version: 1 },
        { orderId: 2, version: 4 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: '訂單 001' })).toBeNull());
    expect(screen.queryByRole('article', { name: '訂單 002' })).toBeNull();
    expect(screen.getByRole('article', { name: '訂單 003' })).toBeTruthy();
  });

  it('highlights orders idle past the store reminder when the switch is on', async () => {
    useSession.setState({ idleOrderReminderSwitch: true, idleOrderReminderMinutes: 30 });
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    serve([orderCard(1, { statusChangedAt: longAgo, createdAt: longAgo }), orderCard(2)]);
    await renderPage();
    const idle = await screen.findByRole('article', { name: '訂單 001' });
    expect(idle.hasAttribute('data-idle')).toBe(true);
    expect(screen.getByRole('article', { name: '訂單 002' }).hasAttribute('data-idle')).toBe(false);
    expect(within(idle).getByLabelText('等待時間').textContent).toBe('31分鐘');
  });

  it('shows one status at a time in tabs on a narrow screen', async () => {
    setViewport(800, 1200);
    serve([orderCard(1), orderCard(2, { status: 'READY' })]);
    await renderPage();
    await screen.findByRole('article', { name: '訂單 001' });
    expect(screen.queryByRole('article', { name: '訂單 002' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /待取餐/ }));
    await screen.findByRole('article', { name: '訂單 002' });
  });

  it('edits a line from the drawer with the order version', async () => {
    const card = orderCard(1, { version: 6 });
    const api = serve([card], {
      'GET /api/back/order/getOrderDetail': () => envelope(orderDetail(card)),
      'PUT /api/back/order/updateOrderDetail': () => {
        const saved = orderCard(1, { version: 7, lines: [{ ...card.lines[0]!, count: 3 }], amount: 12000 });
        api.put(saved);
        return envelope(orderDetail(saved));
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '訂單 001 明細' }));
    const drawer = await screen.findByRole('dialog');
    const line = await within(drawer).findByRole('listitem', { name: '滷肉飯' });
    fireEvent.change(within(line).getByRole('textbox', { name: '數量' }), { target: { value: '3' } });
    fireEvent.click(within(line).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(api.count('PUT /api/back/order/updateOrderDetail')).toBe(1));
    expect(api.calls.find((call) => call.key === 'PUT /api/back/order/updateOrderDetail')?.body).toEqual({
      storeId: 1,
      orderId: 1,
      version: 6,
      detailId: 10,
      count: 3,
      remark: '',
    });
    // The card follows the saved order.
    await waitFor(() => expect(within(screen.getByRole('article', { name: '訂單 001' })).getByLabelText('金額').textContent).toBe('NT$120'));
  });
});
