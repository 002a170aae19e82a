import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_BOARD_MSG, type OrderDetail } from '@diancan/core';
import type { PosMenu } from '@diancan/core/contracts/menu';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { setViewport } from '../../../test/setup-dom';
import { envelope, failure, fakeApi, type Handler } from '../../../test/fake-api';
import { orderCard, orderDetail } from '../testing/fixtures';
import { expectToast, renderBoard } from '../testing/render';
import { OrderDetailDrawer } from './OrderDetailDrawer';

const TWO_LINES = orderCard(1, {
  version: 4,
  lines: [
    { id: 10, itemName: '滷肉飯', count: 2, remark: '', entertain: false, choices: [] },
    { id: 11, itemName: '紅茶', count: 1, remark: '', entertain: true, choices: [] },
  ],
});

const MENU: PosMenu = {
  categories: [
    {
      id: 1,
      name: '飲料',
      printTag: false,
      kitchenAreaId: null,
      printAreaIds: [],
      items: [
        {
          id: 50,
          categoryId: 1,
          name: '綠茶',
          price: 3000,
          imageFileId: null,
          description: '',
          mobileEnabled: true,
          printAreaIds: [],
          optionGroupIds: [30],
          upgradeIds: [],
          availableQuantity: null,
          availableForSale: true,
        },
      ],
    },
  ],
  optionGroups: [
    {
      id: 30,
      name: '甜度',
      leastSelectable: 1,
      mostSelectable: 1,
      sort: 1,
      options: [
        { id: 301, name: '正常', price: 0, sort: 1 },
        { id: 302, name: '半糖', price: 0, sort: 2 },
      ],
    },
  ],
  upgrades: [],
  remarks: [],
  kitchenAreas: [],
  printAreas: [],
};

/** A fake server holding one order's detail; `save` replaces it as an edit (here or elsewhere) would. */
function serve(initial: OrderDetail, extra: Record<string, Handler> = {}) {
  let current = initial;
  const api = fakeApi({
    'GET /api/back/order/getOrderDetail': () => envelope(current),
    'GET /api/back/order/getOrderCard': () => envelope(TWO_LINES),
    'GET /api/back/pos/getMenu': () => envelope(MENU),
    ...extra,
  });
  return { ...api, save: (detail: OrderDetail) => (current = detail) };
}

async function renderDrawer() {
  renderBoard(<OrderDetailDrawer storeId={1} orderId={1} onClose={() => {}} />);
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText('訂單 #001');
  return drawer;
}

beforeEach(() => {
  setViewport(1280, 800);
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
});

// jsdom builds the whole Mantine board and drawer per test: seconds on a busy machine, not the 5 s default.
describe('the order drawer', { timeout: 20_000 }, () => {
  it('removes a line after confirmation, naming the version in the query', async () => {
    let query: URLSearchParams | null = null;
    const api = serve(orderDetail(TWO_LINES), {
      'DELETE /api/back/order/removeOrderDetail': (request) => {
        query = request.query;
        return envelope(orderDetail({ ...TWO_LINES, version: 5, lines: TWO_LINES.lines.slice(1) }));
      },
    });
    const drawer = await renderDrawer();
    fireEvent.click(within(within(drawer).getByRole('listitem', { name: '滷肉飯' })).getByRole('button', { name: '刪除' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await waitFor(() => expect(api.count('DELETE /api/back/order/removeOrderDetail')).toBe(1));
    expect(Object.fromEntries(query ?? new URLSearchParams())).toEqual({ storeId: '1', orderId: '1', detailId: '10', version: '4' });
    await waitFor(() => expect(within(drawer).queryByRole('listitem', { name: '滷肉飯' })).toBeNull());
    // The last line cannot be removed: cancelling the order is the way to empty it.
    expect(within(within(drawer).getByRole('listitem', { name: '紅茶' })).queryByRole('button', { name: '刪除' })).toBeNull();
  });

  it('a stale save shows 訂單已被更新，請重新整理 and reloads what the other device saved', async () => {
    const api = serve(orderDetail(TWO_LINES), { 'PUT /api/back/order/updateOrderDetail': () => failure(409, ORDER_BOARD_MSG.STALE) });
    const drawer = await renderDrawer();
    const line = within(drawer).getByRole('listitem', { name: '滷肉飯' });
    fireEvent.change(within(line).getByRole('textbox', { name: '數量' }), { target: { value: '5' } });
    api.save(orderDetail({ ...TWO_LINES, version: 5, lines: [{ ...TWO_LINES.lines[0]!, count: 3 }, TWO_LINES.lines[1]!] }));
    fireEvent.click(within(line).getByRole('button', { name: '儲存' }));
    await expectToast(ORDER_BOARD_MSG.STALE);
    await within(drawer).findByText('滷肉飯 × 3');
    expect((within(within(drawer).getByRole('listitem', { name: '滷肉飯' })).getByRole('textbox', { name: '數量' }) as HTMLInputElement).value).toBe('3');
  });

  it('takes the entertain off a free line', async () => {
    const api = serve(orderDetail(TWO_LINES), {
      'PUT /api/back/order/cancelFreeItem': () => envelope(orderDetail({ ...TWO_LINES, version: 5 })),
    });
    const drawer = await renderDrawer();
    expect(within(within(drawer).getByRole('listitem', { name: '滷肉飯' })).queryByRole('button', { name: '取消招待' })).toBeNull();
    fireEvent.click(within(within(drawer).getByRole('listitem', { name: '紅茶' })).getByRole('button', { name: '取消招待' }));
    await waitFor(() => expect(api.count('PUT /api/back/order/cancelFreeItem')).toBe(1));
    expect(api.calls.find((call) => call.key === 'PUT /api/back/order/cancelFreeItem')?.body).toEqual({ storeId: 1, orderId: 1, version: 4, detailId: 11 });
  });

  it('adds an item with its required taste', async () => {
    const api = serve(orderDetail(TWO_LINES), {
      'POST /api/back/order/addOrderDetail': () => envelope(orderDetail({ ...TWO_LINES, version: 5 })),
    });
    const drawer = await renderDrawer();
    // The menu loads when the drawer opens; the item is picked by typing, as on a tablet keyboard.
    const picker = within(drawer).getByLabelText('餐點', { selector: 'input' });
    await waitFor(() => expect(api.count('GET /api/back/pos/getMenu')).toBe(1));
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: '綠茶' } });
    fireEvent.click(await screen.findByRole('option', { name: /綠茶/, hidden: true }));
    expect(await within(drawer).findByText('「甜度」至少選1項')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '半糖' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '加入訂單' }));
    await waitFor(() => expect(api.count('POST /api/back/order/addOrderDetail')).toBe(1));
    expect(api.calls.find((call) => call.key === 'POST /api/back/order/addOrderDetail')?.body).toEqual({
      storeId: 1,
      orderId: 1,
      version: 4,
      lines: [{ itemId: 50, count: 1, unitPrice: 3000, options: [{ optionId: 302, count: 1, price: 0 }], combos: [], remark: '', entertain: false }],
    });
  });

  it('saves the table number and remark of a dine-in order', async () => {
    const inside = orderCard(1, { type: 'INSIDE', tableNumber: '3', version: 4 });
    const api = serve(orderDetail(inside), { 'PUT /api/back/order/updateOrderInfo': () => envelope(orderDetail({ ...inside, version: 5 })) });
    const drawer = await renderDrawer();
    fireEvent.change(within(drawer).getByRole('textbox', { name: '桌號' }), { target: { value: '12' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: '訂單備註' }), { target: { value: '加辣' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '儲存訂單資訊' }));
    await waitFor(() => expect(api.count('PUT /api/back/order/updateOrderInfo')).toBe(1));
    expect(api.calls.find((call) => call.key === 'PUT /api/back/order/updateOrderInfo')?.body).toEqual({
      storeId: 1,
      orderId: 1,
      version: 4,
      remark: '加辣',
      tableNumber: '12',
    });
  });

  it('shows a cancelled order without edits', async () => {
    serve(orderDetail({ ...TWO_LINES, status: 'CANCELLED' }));
    const drawer = await renderDrawer();
    expect(within(drawer).queryByRole('button', { name: '儲存' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '加入訂單' })).toBeNull();
    expect(within(drawer).getByText('已取消')).toBeTruthy();
  });
});
