import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FrontOrderStatus } from '@diancan/core/contracts/front-order';
import { FRONT_MSG } from '@diancan/core/front-stage';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { envelope, failure, fakeApi } from '../test/fake-api';
import { OrderLines } from './OrderLines';

const TOKEN = 'o12.' + 'a'.repeat(43);

function status(extra: Partial<FrontOrderStatus> = {}): FrontOrderStatus {
  return {
    orderNo: 'A001',
    statusToken: TOKEN,
    storeName: '測試店',
    status: 'NEW',
    statusLabel: '等待店家接單',
    paymentStatus: 'UNPAID',
    type: 'INSIDE',
    tableName: 'A1',
    pickupAt: null,
    total: 13500,
    remark: '',
    cancelReason: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    lines: [
      { lineNo: 1, name: '奶茶', count: 2, amount: 10000, choices: ['半糖'] },
      { lineNo: 2, name: '綠茶', count: 1, amount: 3500, choices: [] },
    ],
    removable: true,
    payOnline: [],
    payFirst: false,
    ...extra,
  };
}

/** The status page's part under test, keeping the order the server answers as the page does. */
function Page({ initial }: { initial: FrontOrderStatus }) {
  const [order, setOrder] = useState(initial);
  return <OrderLines order={order} onChange={setOrder} />;
}

const show = (order: FrontOrderStatus) =>
  render(
    <MantineProvider>
      <Page initial={order} />
    </MantineProvider>,
  );

describe("the customer's order lines", () => {
  it('changes a count and takes a line off while the store has not accepted the order', async () => {
    const api = fakeApi({
      'PUT /api/order/updateCount': ({ body }) => {
        const { lineNo, count } = body as { lineNo: number; count: number };
        const lines = status().lines.flatMap((line) => (line.lineNo !== lineNo ? [line] : count === 0 ? [] : [{ ...line, count }]));
        return envelope(status({ lines }));
      },
    });
    show(status());
    fireEvent.click(screen.getByRole('button', { name: '增加 奶茶' }));
    await waitFor(() => expect(screen.getByLabelText('奶茶 目前數量').textContent).toBe('3'));
    expect(api.calls[0]).toMatchObject({ key: 'PUT /api/order/updateCount', body: { statusToken: TOKEN, lineNo: 1, count: 3 } });

    // At one, the minus takes the line off (0); the last line left cannot go (the customer cancels the order instead).
    fireEvent.click(screen.getByRole('button', { name: '刪除 綠茶' }));
    await waitFor(() => expect(screen.queryByText('綠茶')).toBeNull());
    expect(api.calls[1]?.body).toEqual({ statusToken: TOKEN, lineNo: 2, count: 0 });
  });

  it('keeps the last line of one from going to zero', () => {
    fakeApi({});
    show(status({ lines: [{ lineNo: 1, name: '奶茶', count: 1, amount: 5000, choices: [] }] }));
    expect(screen.getByRole('button', { name: '刪除 奶茶' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '增加 奶茶' })).toHaveProperty('disabled', false);
  });

  it('asks before taking the order back, then shows it cancelled without the controls', async () => {
    const api = fakeApi({
      'DELETE /api/order/remove': () =>
        envelope(status({ status: 'CANCELLED', statusLabel: '已取消', cancelReason: FRONT_MSG.CANCELLED_BY_CUSTOMER, removable: false })),
    });
    show(status());
    fireEvent.click(screen.getByRole('button', { name: '取消訂單' }));
    const dialog = await screen.findByRole('dialog', { name: '取消訂單' });
    fireEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '取消訂單' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '取消訂單' })).getByRole('button', { name: '確定取消' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消訂單' })).toBeNull());
    expect(api.calls.map((call) => call.key)).toEqual(['DELETE /api/order/remove']);
    expect(screen.queryByRole('button', { name: '增加 奶茶' })).toBeNull();
    expect(screen.getByText('奶茶 x2')).toBeTruthy();
  });

  it('shows the refusal and drops the controls when the store accepted the order meanwhile', async () => {
    fakeApi({
      'PUT /api/order/updateCount': () => failure(409, FRONT_MSG.NOT_EDITABLE),
      'GET /api/front/order/status': () => envelope(status({ status: 'ACCEPTED', statusLabel: '已接單', removable: false })),
    });
    show(status());
    fireEvent.click(screen.getByRole('button', { name: '減少 奶茶' }));
    await screen.findByText(FRONT_MSG.NOT_EDITABLE);
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消訂單' })).toBeNull());
    expect(screen.queryByRole('group', { name: '奶茶 數量' })).toBeNull();
  });

  it('shows no controls on an order the store accepted or that is paid', () => {
    fakeApi({});
    show(status({ paymentStatus: 'PAID', removable: false }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('奶茶 x2')).toBeTruthy();
  });
});
