import {
  CASH_DRAWER_PATHS,
  EINVOICE_OPERATION_PATHS,
  ORDER_BOARD_PATHS,
  PAY_METHOD_PATHS,
  PRINT_PATHS,
  REPORT_PATHS,
  SHIFT_PATHS,
  STAFF_MSG,
  STAFF_PATHS,
  STAFF_PERMISSIONS,
  type StaffActivity,
  type StaffPermission,
  staffForbiddenMessage,
} from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TestClient, TestResponse } from '../harness.js';
import { dataOf, withQuery } from '../harness.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { PINS, startStaffWorld, type StaffWorld } from './staff-fixtures.js';

/**
 * Every permission code, sent without the browser: one request a member holding it makes (allowed: 200) and the same
 * request by a member whose role has none (refused: 403 權限不足 naming the code). Staff mode is on.
 */
let world: StaffWorld;
let holder: TestClient;
let trainee: TestClient;
const TRAINEE_PIN = '4444';

beforeAll(async () => {
  world = await startStaffWorld();
  const { owner, storeId } = world;
  const roleId = dataOf(await owner.post<{ id: number }>(STAFF_PATHS.roleAdd.path, { storeId, name: '試用', permissions: [] })).id;
  dataOf(await owner.post(STAFF_PATHS.add.path, { storeId, name: '新人', pin: TRAINEE_PIN, roleId }));
  holder = await world.terminalAs(PINS.manager);
  trainee = await world.terminalAs(TRAINEE_PIN);
}, 240_000);

afterAll(async () => {
  await world?.close();
});

type Probe = (client: TestClient) => Promise<TestResponse<Envelope>>;

async function placed(client: TestClient = holder, tableNumber: string | null = null) {
  const item = await world.item(`品項${Math.random().toString(36).slice(2, 8)}`, 10_000);
  const body = await orderBody(client, world.storeId, [{ itemId: item.id, count: 2, unitPrice: item.price }], { payMethod: world.cash, tableNumber, isInside: tableNumber !== null });
  return dataOf(await sendOrder(client, body));
}

/** Each permission's request, built fresh for each client (an order to act on, a unique name, ...). */
const probes: Record<StaffPermission, Probe> = {
  DISCOUNT: async (client) => {
    const item = await world.item(`折扣${Math.random().toString(36).slice(2, 8)}`, 10_000);
    const body = await orderBody(client, world.storeId, [{ itemId: item.id, count: 1, unitPrice: item.price }], {
      payMethod: world.cash,
      manualDiscount: { type: 'MONEY', amount: 1_000 },
    });
    return sendOrder(client, body);
  },
  ENTERTAIN: async (client) => {
    const item = await world.item(`招待${Math.random().toString(36).slice(2, 8)}`, 10_000);
    return sendOrder(client, await orderBody(client, world.storeId, [{ itemId: item.id, count: 1, unitPrice: item.price }], { entertain: true }));
  },
  VOID: async (client) => {
    const order = await placed();
    const card = await world.card(order.orderId);
    return client.put(ORDER_BOARD_PATHS.updateOrderStatus.path, {
      storeId: world.storeId,
      orderId: order.orderId,
      version: card.version,
      status: 'CANCELLED',
      voidReason: '客人取消',
    });
  },
  REFUND: async (client) => {
    const order = await placed();
    return client.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: order.orderId, amount: 5_000, reason: '客訴' });
  },
  REPRINT: async (client) => {
    const order = await placed();
    return client.post(PRINT_PATHS.reprint.path, { storeId: world.storeId, orderId: order.orderId, document: 'RECEIPT' });
  },
  CASH_DRAWER: (client) => client.post(CASH_DRAWER_PATHS.add.path, { storeId: world.storeId, type: 'INCOME', amount: 10_000, remark: '找零金' }),
  SHIFT: (client) => client.post(SHIFT_PATHS.page.path, { storeId: world.storeId, page: 1, size: 10, startDate: '2026-01-01', endDate: '2026-01-31' }),
  REPORTS: (client) => client.get(REPORT_PATHS.mailList.path, { storeId: world.storeId }),
  MENU: (client) => client.post(MENU_PATHS.category.add.path, { storeId: world.storeId, name: `分類${Math.random().toString(36).slice(2, 8)}` }),
  STOCK: async (client) => {
    const item = await world.item(`庫存${Math.random().toString(36).slice(2, 8)}`);
    return client.put(MENU_PATHS.pos.updateItemStock.path, { storeId: world.storeId, itemId: item.id, availableQuantity: 5, availableForSale: true });
  },
  SETTINGS: (client) =>
    client.post(PAY_METHOD_PATHS.add.path, { storeId: world.storeId, name: `付款${Math.random().toString(36).slice(2, 6)}`, statisticKey: `K${Math.random().toString(36).slice(2, 8).toUpperCase()}` }),
  TABLES: async (client) => {
    const order = await placed(holder, '3');
    const card = await world.card(order.orderId);
    return client.put(ORDER_BOARD_PATHS.updateOrderInfo.path, { storeId: world.storeId, orderId: order.orderId, version: card.version, tableNumber: '12' });
  },
};

describe('every permission: one allowed and one refused request', () => {
  it('covers every code', () => {
    expect(Object.keys(probes).sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  for (const permission of STAFF_PERMISSIONS) {
    it(`${permission}: a holder is let through, a member without it gets 403 naming it`, async () => {
      const refused = await probes[permission](trainee);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toBe(staffForbiddenMessage(permission));
      const allowed = await probes[permission](holder);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    }, 60_000);
  }
});

describe('the counter in staff mode', () => {
  it('refuses counter calls without a signed-in member (請先輸入員工密碼), lets the owner keep the back office', async () => {
    const bare = await world.terminal();
    const order = await placed();
    const item = await world.item('無人結帳', 5_000);
    const body = await orderBody(bare, world.storeId, [{ itemId: item.id, count: 1, unitPrice: item.price }], { payMethod: world.cash });
    const checkout = await sendOrder(bare, body);
    expect(checkout.status).toBe(403);
    expect(checkout.body.message).toBe('請先輸入員工密碼');
    const card = await world.card(order.orderId);
    const finish = await bare.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: order.orderId, version: card.version, status: 'ACCEPTED' });
    expect(finish.status).toBe(403);
    expect((await bare.post(CASH_DRAWER_PATHS.add.path, { storeId: world.storeId, type: 'INCOME', amount: 100, remark: '' })).status).toBe(403);
    expect((await bare.post(PRINT_PATHS.reprint.path, { storeId: world.storeId, orderId: order.orderId, document: 'RECEIPT' })).status).toBe(403);
    // The back office: menu, settings, staff and roles, activity, timesheet.
    expect((await bare.post(MENU_PATHS.category.add.path, { storeId: world.storeId, name: '老闆的分類' })).status).toBe(200);
    expect((await bare.get(STAFF_PATHS.list.path, { storeId: world.storeId })).status).toBe(200);
    expect((await bare.get(STAFF_PATHS.activity.path, { storeId: world.storeId, startDate: '2020-01-01', endDate: '2020-01-31' })).status).toBe(200);
  }, 60_000);

  it('needs nothing for selling, taking payment and ordinary status changes', async () => {
    const order = await placed(trainee);
    const card = await world.card(order.orderId);
    const moved = await trainee.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: order.orderId, version: card.version, status: 'ACCEPTED' });
    expect(moved.status).toBe(200);
  }, 60_000);

  it('stamps the order with who took it, and the order detail shows it', async () => {
    const order = await placed(trainee);
    const detail = await world.detail(order.orderId);
    expect(detail).toMatchObject({ staffId: world.staffIds.get('王店長') === undefined ? expect.any(Number) : expect.any(Number), staffName: '新人' });
  }, 60_000);

  it('with staff mode off, the counter works as before without a PIN', async () => {
    await world.setMode(false);
    try {
      const bare = await world.terminal();
      const item = await world.item('關閉員工模式', 5_000);
      const body = await orderBody(bare, world.storeId, [{ itemId: item.id, count: 1, unitPrice: item.price }], { payMethod: world.cash, manualDiscount: { type: 'MONEY', amount: 100 } });
      const placedOrder = dataOf(await sendOrder(bare, body));
      expect((await world.detail(placedOrder.orderId)).staffId).toBeNull();
    } finally {
      await world.setMode(true);
    }
  }, 60_000);
});

describe('void reasons in staff mode', () => {
  it('refuses a void without a reason of the store list (400) and logs the reason and note of one with it', async () => {
    const order = await placed();
    const detail = await world.detail(order.orderId);
    const line = detail.lines[0]!;
    const reduce = (extra: object) =>
      holder.put(ORDER_BOARD_PATHS.updateOrderDetail.path, { storeId: world.storeId, orderId: order.orderId, version: detail.version, detailId: line.id, count: 1, ...extra });
    const missing = await reduce({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(STAFF_MSG.VOID_REASON_REQUIRED);
    const unknown = await reduce({ voidReason: '老闆說的' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(STAFF_MSG.VOID_REASON_UNKNOWN);
    const removeBare = await holder.delete(
      withQuery(ORDER_BOARD_PATHS.removeOrderDetail.path, { storeId: world.storeId, orderId: order.orderId, detailId: line.id, version: detail.version }),
    );
    expect(removeBare.body.message).toBe(STAFF_MSG.VOID_REASON_REQUIRED);
    const card = await world.card(order.orderId);
    const cancelBare = await holder.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: order.orderId, version: card.version, status: 'CANCELLED' });
    expect(cancelBare.body.message).toBe(STAFF_MSG.VOID_REASON_REQUIRED);

    expect((await reduce({ voidReason: '點錯餐點', voidNote: '客人改點大碗' })).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const log = dataOf(await world.owner.get<StaffActivity[]>(STAFF_PATHS.activity.path, { storeId: world.storeId, startDate: today, endDate: today }));
    const voided = log.find((entry) => entry.orderId === order.orderId && entry.action === 'order/updateOrderDetail');
    expect(voided).toMatchObject({ staffName: '王店長', detail: { voidReason: '點錯餐點', voidNote: '客人改點大碗', count: 1 } });
    // A change that is no void needs no reason.
    const card2 = await world.card(order.orderId);
    const moved = await holder.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId: world.storeId, orderId: order.orderId, version: card2.version, status: 'ACCEPTED' });
    expect(moved.status).toBe(200);
  }, 60_000);
});
