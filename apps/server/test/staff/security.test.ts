import { businessDateOf, ORDER_PATHS, STAFF_APPROVAL_HEADER, STAFF_PATHS, type StaffActivity, type StaffMember, type StaffRole, staffForbiddenMessage } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, signedIn, testClock, type TestClient } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { orderBody, sendOrder } from '../pos/checkout-fixtures.js';
import { PINS, startStaffWorld, type StaffWorld } from './staff-fixtures.js';

/** Approvals, PIN guessing, removal, idle sign-out, other stores, and no secret in any answer or log line. */
const time = testClock(new Date());
const logLines: string[] = [];
let world: StaffWorld;
let partTimer: TestClient;

beforeAll(async () => {
  world = await startStaffWorld({ clock: time.clock, logSink: (line) => logLines.push(line) });
  partTimer = await world.terminalAs(PINS.partTime);
}, 240_000);

afterAll(async () => {
  await world?.close();
});

const today = () => businessDateOf(time.clock(), 'Asia/Taipei');

async function discountBody(client: TestClient, amount = 500) {
  const item = await world.item(`授權${Math.random().toString(36).slice(2, 8)}`, 10_000);
  return orderBody(client, world.storeId, [{ itemId: item.id, count: 1, unitPrice: item.price }], {
    payMethod: world.cash,
    manualDiscount: { type: 'MONEY', amount },
  });
}

const approve = (client: TestClient, pin: string, permission: string, storeId = world.storeId) =>
  client.post<{ approvalToken: string }>(STAFF_PATHS.approve.path, { storeId, pin, permission });

describe('manager approval', () => {
  const withApproval = (token: string) => ({ 'idempotency-key': crypto.randomUUID(), [STAFF_APPROVAL_HEADER]: token });

  it("lets a part-timer's discount through once with a manager's PIN, and logs both", async () => {
    const refused = await sendOrder(partTimer, await discountBody(partTimer));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(staffForbiddenMessage('DISCOUNT'));

    const { approvalToken } = dataOf(await approve(partTimer, PINS.manager, 'DISCOUNT'));
    const approved = await partTimer.post(ORDER_PATHS.pos.addOrder.path, await discountBody(partTimer), withApproval(approvalToken));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // Single use.
    const again = await partTimer.post(ORDER_PATHS.pos.addOrder.path, await discountBody(partTimer), withApproval(approvalToken));
    expect(again.status).toBe(403);

    const log = dataOf(await world.owner.get<StaffActivity[]>(STAFF_PATHS.activity.path, { storeId: world.storeId, startDate: today(), endDate: today() }));
    const line = log.find((entry) => entry.action === 'pos/addOrder' && entry.approverName === '王店長');
    expect(line).toMatchObject({ staffName: '林工讀', permission: 'DISCOUNT', approverId: world.staffIds.get('王店長') });
    expect(line?.orderId).toBeNull(); // the checkout's order id is in the answer, not the request
  }, 120_000);

  it('refuses an approval for another permission, in another store, after 2 minutes, or by a PIN without the permission', async () => {
    const forEntertain = dataOf(await approve(partTimer, PINS.manager, 'ENTERTAIN')).approvalToken;
    expect((await partTimer.post(ORDER_PATHS.pos.addOrder.path, await discountBody(partTimer), withApproval(forEntertain))).status).toBe(403);

    const expiring = dataOf(await approve(partTimer, PINS.manager, 'DISCOUNT')).approvalToken;
    time.advance(121_000);
    expect((await partTimer.post(ORDER_PATHS.pos.addOrder.path, await discountBody(partTimer), withApproval(expiring))).status).toBe(403);

    // 林工讀 (工讀) has no DISCOUNT: a right PIN of the wrong person approves nothing.
    const byPartTimer = await approve(partTimer, PINS.partTime, 'DISCOUNT');
    expect(byPartTimer.status).toBe(403);
    expect(byPartTimer.body.message).toBe(staffForbiddenMessage('DISCOUNT'));

    // The owner's second store has staff of its own; the first store's PINs and tokens open nothing there.
    const second = world.secondStoreId;
    dataOf(await world.owner.put(STAFF_PATHS.updateStaffMode.path, { storeId: second, enabled: true }));
    try {
      const roles = dataOf(await world.owner.get<StaffRole[]>(STAFF_PATHS.roleList.path, { storeId: second }));
      expect(roles.map((role) => role.name)).toEqual(['店長', '正職', '工讀']);
      const partRole = roles.find((role) => role.name === '工讀');
      dataOf(await world.owner.post(STAFF_PATHS.add.path, { storeId: second, name: '大安工讀', pin: '5151', roleId: partRole?.id }));
      const terminal = await signedIn(world.server, 'store', { storeId: second });
      expect((await terminal.post(STAFF_PATHS.signIn.path, { storeId: second, pin: PINS.manager })).status).toBe(400);
      dataOf(await terminal.post(STAFF_PATHS.signIn.path, { storeId: second, pin: '5151' }));
      const token = dataOf(await approve(partTimer, PINS.manager, 'DISCOUNT')).approvalToken;
      const categoryId = (await addCategory(world.owner, second, '大安')).id;
      const item = await addItem(world.owner, second, categoryId, '大安便當', 10_000);
      const body = await orderBody(terminal, second, [{ itemId: item.id, count: 1, unitPrice: item.price }], {
        payMethod: (await world.payMethods(second))[0],
        manualDiscount: { type: 'MONEY', amount: 500 },
      });
      const elsewhere = await terminal.post(ORDER_PATHS.pos.addOrder.path, body, withApproval(token));
      expect(elsewhere.status).toBe(403);
      // ... and it is still good in its own store.
      expect((await partTimer.post(ORDER_PATHS.pos.addOrder.path, await discountBody(partTimer), withApproval(token))).status).toBe(200);
    } finally {
      dataOf(await world.owner.put(STAFF_PATHS.updateStaffMode.path, { storeId: second, enabled: false }));
    }
  }, 120_000);

  it('answers 400 to unknown permission codes and malformed PINs', async () => {
    expect((await approve(partTimer, PINS.manager, 'SUPERPOWER')).status).toBe(400);
    expect((await approve(partTimer, '12', 'DISCOUNT')).status).toBe(400);
    expect((await world.owner.post(STAFF_PATHS.roleAdd.path, { storeId: world.storeId, name: '壞角色', permissions: ['FLY'] })).status).toBe(400);
    expect((await world.owner.post(STAFF_PATHS.add.path, { storeId: world.storeId, name: '壞密碼', pin: '12a4', roleId: 1 })).status).toBe(400);
  });
});

describe('PIN guessing', () => {
  it('locks the terminal session after 5 wrong PINs in 5 minutes (429, the right PIN too) for 5 minutes, audit-logged', async () => {
    time.advance(10 * 60_000);
    const guesser = await world.terminal();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await guesser.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: `90${attempt}0` });
      expect(wrong.status).toBe(400);
    }
    const locked = await guesser.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: PINS.manager });
    expect(locked.status).toBe(429);
    expect((await approve(guesser, PINS.manager, 'DISCOUNT')).status).toBe(429);
    expect((await guesser.post(STAFF_PATHS.clockIn.path, { storeId: world.storeId, pin: PINS.manager })).status).toBe(429);
    const log = dataOf(await world.owner.get<StaffActivity[]>(STAFF_PATHS.activity.path, { storeId: world.storeId, startDate: today(), endDate: today() }));
    expect(log.some((entry) => entry.action === 'staff/pinLockout')).toBe(true);
    time.advance(5 * 60_000 + 1000);
    expect((await guesser.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: PINS.manager })).status).toBe(200);
  }, 120_000);

  it('locks the store after 5 wrong PINs from several terminals', async () => {
    time.advance(10 * 60_000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const terminal = await world.terminal();
      expect((await terminal.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: `80${attempt}0` })).status).toBe(400);
    }
    const fresh = await world.terminal();
    expect((await fresh.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: PINS.fullTime })).status).toBe(429);
    time.advance(5 * 60_000 + 1000);
    expect((await fresh.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: PINS.fullTime })).status).toBe(200);
  }, 120_000);
});

describe('staff records', () => {
  it('never answers a PIN or its hash, keeps PINs unique among active staff, and a removed member stops at once', async () => {
    const list = await world.owner.get<StaffMember[]>(STAFF_PATHS.list.path, { storeId: world.storeId });
    const text = JSON.stringify(list.body);
    expect(text).not.toMatch(/argon2|pin/i);
    expect(dataOf(list).map((member) => member.name)).toEqual(expect.arrayContaining(['王店長', '陳正職', '林工讀']));

    const role = world.roles.get('正職');
    const taken = await world.owner.post(STAFF_PATHS.add.path, { storeId: world.storeId, name: '重複', pin: PINS.fullTime, roleId: role?.id });
    expect(taken.status).toBe(409);
    const id = dataOf(await world.owner.post<{ id: number }>(STAFF_PATHS.add.path, { storeId: world.storeId, name: '短期', pin: '948271', roleId: role?.id })).id;
    const terminal = await world.terminalAs('948271');
    expect(dataOf(await terminal.get<{ staff: { name: string } | null }>(STAFF_PATHS.current.path, { storeId: world.storeId })).staff?.name).toBe('短期');
    dataOf(await world.owner.put(STAFF_PATHS.resetPin.path, { storeId: world.storeId, id, pin: '948272' }));
    expect((await world.terminal().then((client) => client.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: '948271' }))).status).toBe(400);

    dataOf(await world.owner.delete(`${STAFF_PATHS.remove.path}?storeId=${world.storeId}&id=${id}`));
    expect(dataOf(await terminal.get<{ staff: unknown }>(STAFF_PATHS.current.path, { storeId: world.storeId })).staff).toBeNull();
    const checkout = await sendOrder(terminal, await discountBody(terminal, 0));
    expect(checkout.body.message).toBe('請先輸入員工密碼');
    expect((await world.terminal().then((client) => client.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: '948272' }))).status).toBe(400);
    // Its PIN is free again for someone else.
    expect((await world.owner.post(STAFF_PATHS.add.path, { storeId: world.storeId, name: '接手', pin: '948272', roleId: role?.id })).status).toBe(200);
  }, 120_000);

  it("keeps another store's staff out of reach", async () => {
    const otherRoles = await world.other.get(STAFF_PATHS.roleList.path, { storeId: world.storeId });
    expect(otherRoles.status).toBe(403);
    const id = world.staffIds.get('林工讀') ?? 0;
    expect((await world.other.put(STAFF_PATHS.resetPin.path, { storeId: world.otherStoreId, id, pin: '1234' })).status).toBe(404);
    expect((await world.other.delete(`${STAFF_PATHS.remove.path}?storeId=${world.otherStoreId}&id=${id}`)).status).toBe(404);
    expect((await world.other.post(STAFF_PATHS.signIn.path, { storeId: world.storeId, pin: PINS.manager })).status).toBe(403);
  });

  it('signs a member out after the idle minutes the store sets', async () => {
    await world.setMode(true, { idleMinutes: 3 });
    const terminal = await world.terminalAs(PINS.fullTime);
    time.advance(2 * 60_000);
    expect(dataOf(await terminal.get<{ staff: unknown }>(STAFF_PATHS.current.path, { storeId: world.storeId })).staff).not.toBeNull();
    time.advance(3 * 60_000 + 1000);
    expect(dataOf(await terminal.get<{ staff: unknown }>(STAFF_PATHS.current.path, { storeId: world.storeId })).staff).toBeNull();
    await world.setMode(true, { idleMinutes: 10 });
  }, 60_000);

  it('writes no PIN, hash or approval token into any log line', async () => {
    const token = dataOf(await approve(partTimer, PINS.manager, 'DISCOUNT')).approvalToken;
    await partTimer.post('/api/back/pos/addOrder', await discountBody(partTimer), { 'idempotency-key': crypto.randomUUID(), [STAFF_APPROVAL_HEADER]: token });
    const all = logLines.join('\n');
    for (const secret of ['948271', '948272', token, '$argon2']) expect(all).not.toContain(secret);
  }, 60_000);
});
