import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  AUDIT_PATHS,
  type AuditEntry,
  CASH_DRAWER_PATHS,
  ORDER_BOARD_PATHS,
  ORDER_DETAIL_PATHS,
  type OrderDetail,
  type CashDrawerRecord,
  type Page,
  REPORT_PATHS,
  SHIFT_PATHS,
  type Shift,
  type ShiftDayDetail,
  type ShiftPrint,
} from '@diancan/core';
import { auditLog, orders } from '../../src/platform/db/schema/index.js';
import { dataOf, signedIn } from '../harness.js';
import { finishShift, openShift, sell, type ShiftWorld, startShiftWorld } from './shift-fixtures.js';

let world: ShiftWorld;
beforeAll(async () => {
  world = await startShiftWorld();
});
afterAll(async () => {
  await world?.close();
});

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date());
const addRecord = (type: 'INCOME' | 'EXPENSE', amount: number, remark = '') =>
  world.owner.post<CashDrawerRecord>(CASH_DRAWER_PATHS.add.path, { storeId: world.storeId, type, amount, remark }).then(dataOf);

/** What the shift must say, computed here from what the test sold (not from the server's SQL). */
function expectedSales(sold: { order: AddOrderResult; key: string; cancelled?: boolean; removed?: boolean }[]) {
  const counted = sold.filter((sale) => !sale.cancelled && !sale.removed);
  const byKey = (key: string) => counted.filter((sale) => sale.key === key).reduce((sum, sale) => sum + sale.order.totals.payable, 0);
  const cancelled = sold.filter((sale) => sale.cancelled && !sale.removed);
  return {
    cashSales: byKey('CASH'),
    otherSales: byKey('LINE_PAY_OFFLINE'),
    orderCount: counted.length,
    cancelledCount: cancelled.length,
    cancelledAmount: cancelled.reduce((sum, sale) => sum + sale.order.totals.payable, 0),
  };
}

describe('shift handover', () => {
  it('opens the first shift on first look, finishes it with the drawer count and opens the next with its float', async () => {
    const { owner, storeId, cash, linePay, server } = world;
    const first = await openShift(owner, storeId);
    expect(first).toMatchObject({ status: 'OPEN', number: 1, orderCount: 0, expectedCash: 0, countedCash: null, difference: null });

    const sold = [
      { order: await sell(world, 2, cash), key: 'CASH' },
      { order: await sell(world, 1, linePay), key: 'LINE_PAY_OFFLINE' },
      { order: await sell(world, 3, cash), key: 'CASH' },
      { order: await sell(world, 1, cash), key: 'CASH', cancelled: true },
      { order: await sell(world, 4, linePay), key: 'LINE_PAY_OFFLINE', removed: true },
    ];
    const cancelledId = sold[3]?.order.orderId ?? 0;
    const removedId = sold[4]?.order.orderId ?? 0;
    await server.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelledId));
    await server.db.update(orders).set({ removedAt: new Date(), removedReason: '測試' }).where(eq(orders.id, removedId));
    await addRecord('INCOME', 50_000, '換零錢');
    await addRecord('EXPENSE', 12_300, '買菜');

    const expected = expectedSales(sold);
    const preview = await openShift(owner, storeId);
    expect(preview).toMatchObject({ id: first.id, status: 'OPEN', ...expected, drawerIncome: 50_000, drawerExpense: 12_300 });
    expect(preview.expectedCash).toBe(expected.cashSales + 50_000 - 12_300);

    const { shift, nextShift } = await finishShift(owner, storeId, {
      shiftId: first.id,
      countedCash: preview.expectedCash - 500,
      nextOpeningFloat: 300_000,
      remark: '少五元',
    });
    expect(shift).toMatchObject({
      id: first.id,
      status: 'FINISHED',
      businessDate: today(),
      ...expected,
      salesTotal: expected.cashSales + expected.otherSales,
      drawerIncome: 50_000,
      drawerExpense: 12_300,
      expectedCash: preview.expectedCash,
      countedCash: preview.expectedCash - 500,
      difference: -500,
      remark: '少五元',
      finishedByName: expect.any(String),
    });
    expect(shift.payMethods.map((total) => [total.statisticKey, total.amount, total.orderCount])).toEqual([
      ['CASH', expected.cashSales, 2],
      ['LINE_PAY_OFFLINE', expected.otherSales, 1],
    ]);
    expect(nextShift).toMatchObject({ status: 'OPEN', number: 2, openingFloat: 300_000, startedAt: shift.finishedAt });

    // Every order sold, cancelled and removed ones included, now carries the shift: none is left for the next.
    const stamped = await server.db
      .select({ shiftId: orders.shiftId })
      .from(orders)
      .where(inArray(orders.id, sold.map((sale) => sale.order.orderId)));
    expect(stamped.every((row) => row.shiftId === first.id)).toBe(true);
    const detail = dataOf(await owner.get<OrderDetail>(ORDER_DETAIL_PATHS.order.path, { storeId, orderId: sold[0]?.order.orderId }));
    expect(detail).toMatchObject({ shiftId: first.id, shiftNumber: 1 });

    // The next shift starts from its float; a finish right after closes an empty shift.
    const empty = await finishShift(owner, storeId, { countedCash: 300_000, nextOpeningFloat: 300_000 });
    expect(empty.shift).toMatchObject({ number: 2, orderCount: 0, expectedCash: 300_000, difference: 0 });
  });

  it('refuses to finish a shift somebody else already finished (409) and keeps it closed', async () => {
    const { owner, storeId } = world;
    const open = await openShift(owner, storeId);
    await finishShift(owner, storeId, { shiftId: open.id, countedCash: 0, nextOpeningFloat: 0 });
    const again = await owner.post(SHIFT_PATHS.finish.path, { storeId, shiftId: open.id, countedCash: 0, nextOpeningFloat: 0 });
    expect([again.status, again.body.message]).toEqual([409, '此班別已交班，請重新整理後再試']);
  });

  it('locks a handed-over cash drawer record: no edit, no removal (409)', async () => {
    const { owner, storeId } = world;
    const record = await addRecord('EXPENSE', 2_000, '瓦斯');
    await finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    const update = await owner.put(CASH_DRAWER_PATHS.update.path, { storeId, id: record.id, type: 'EXPENSE', amount: 1_000 });
    expect([update.status, update.body.message]).toEqual([409, '此筆臨時收支已交班，無法修改或刪除']);
    const remove = await owner.delete(CASH_DRAWER_PATHS.batchRemove.path, { storeId, idList: [record.id] });
    expect(remove.status).toBe(409);
  });

  it('recalculates a finished shift after one of its orders was removed from the reports, keeping the count', async () => {
    const { owner, storeId, cash, server } = world;
    const kept = await sell(world, 1, cash);
    const later = await sell(world, 2, cash);
    const { shift } = await finishShift(owner, storeId, { countedCash: 30_000, nextOpeningFloat: 0 });
    expect(shift).toMatchObject({ cashSales: kept.totals.payable + later.totals.payable, difference: 0 });

    await server.db.update(orders).set({ removedAt: new Date(), removedReason: '重複' }).where(eq(orders.id, later.orderId));
    const stale = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId, id: shift.id }));
    expect(stale.cashSales).toBe(shift.cashSales); // stored totals until recalculated
    const recalculated = dataOf(await owner.post<Shift>(SHIFT_PATHS.recalculate.path, { storeId, id: shift.id }));
    expect(recalculated).toMatchObject({ cashSales: kept.totals.payable, orderCount: 1, countedCash: 30_000, difference: 30_000 - kept.totals.payable });

    const open = await openShift(owner, storeId);
    const refused = await owner.post(SHIFT_PATHS.recalculate.path, { storeId, id: open.id });
    expect([refused.status, refused.body.message]).toEqual([400, '尚未交班的班別無需重新計算']);
  });

  it('keeps a finished shift in step when another area removes its orders in its own transaction', async () => {
    const { owner, storeId, cash, server } = world;
    const first = await sell(world, 1, cash);
    const second = await sell(world, 3, cash);
    const { shift } = await finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    const recomputed = await server.db.transaction(async (tx) => {
      await tx.update(orders).set({ removedAt: new Date(), removedReason: '作廢' }).where(eq(orders.id, second.orderId));
      return server.app.services.drawerReports.shifts.recalculateShiftsOfOrders(tx, storeId, [second.orderId]);
    });
    expect(recomputed).toEqual([shift.id]);
    const stored = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId, id: shift.id }));
    expect(stored).toMatchObject({ orderCount: 1, cashSales: first.totals.payable, difference: -first.totals.payable });
  });

  it('follows a removal from the turnover report: the finished shift holding the order is recalculated at once', async () => {
    const { owner, storeId, cash } = world;
    const first = await sell(world, 1, cash);
    const second = await sell(world, 2, cash);
    for (const order of [first, second]) {
      const status = { storeId, orderId: order.orderId, version: 1, status: 'COMPLETED' };
      expect((await owner.put(ORDER_BOARD_PATHS.updateOrderStatus.path, status)).status).toBe(200);
    }
    const { shift } = await finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    expect(shift.orderCount).toBe(2);

    const removed = await owner.delete(REPORT_PATHS.batchRemove.path, { storeId, idList: [second.orderId], reason: '重複結帳' });
    expect(removed.status).toBe(200);
    const stored = dataOf(await owner.post<Shift>(SHIFT_PATHS.detail.path, { storeId, id: shift.id }));
    expect(stored).toMatchObject({ orderCount: 1, cashSales: first.totals.payable, difference: -first.totals.payable });
  });

  it('gives the shift list and the cash drawer list as export sheets', async () => {
    const { storeId, server } = world;
    const range = { storeId, startDate: today(), endDate: today() };
    const page = dataOf(await world.owner.post<Page<Shift>>(SHIFT_PATHS.page.path, { ...range, size: 50 }));
    const shiftSheet = await server.app.services.drawerReports.shifts.sheet(range);
    expect(shiftSheet.title).toBe('交班表');
    expect(shiftSheet.rows.map((row) => row.number)).toEqual(page.list.map((shift) => shift.number));
    expect(shiftSheet.columns.find((column) => column.key === 'difference')).toEqual({ key: 'difference', name: '差額', kind: 'money' });
    const drawerSheet = await server.app.services.drawerReports.cashDrawer.sheet(range);
    expect(drawerSheet.rows).toContainEqual(expect.objectContaining({ type: '支出', amount: 12_300, remark: '買菜', handedOver: '已交班' }));
  });

  it('lists finished shifts of a date range, sums a day and prints a slip', async () => {
    const { owner, storeId } = world;
    const page = dataOf(await owner.post<Page<Shift>>(SHIFT_PATHS.page.path, { storeId, startDate: today(), endDate: today(), size: 50 }));
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.list.every((shift) => shift.status === 'FINISHED')).toBe(true);
    expect(page.list.map((shift) => shift.number)).toEqual([...page.list.map((shift) => shift.number)].sort((a, b) => b - a));

    const day = dataOf(await owner.post<ShiftDayDetail>(SHIFT_PATHS.detailByDate.path, { storeId, date: today() }));
    expect(day.shifts).toHaveLength(page.total);
    expect(day.totals.salesTotal).toBe(day.shifts.reduce((sum, shift) => sum + shift.salesTotal, 0));
    expect(day.totals.difference).toBe(day.shifts.reduce((sum, shift) => sum + (shift.difference ?? 0), 0));

    const first = page.list.at(-1);
    if (!first) throw new Error('no shift');
    const slip = dataOf(await owner.post<ShiftPrint>(SHIFT_PATHS.print.path, { storeId, id: first.id }));
    expect(slip).toMatchObject({ title: '交班表', shift: { id: first.id } });
    expect(slip.rows).toContainEqual({ label: '差額', value: '-NT$5' });
    expect(slip.rows).toContainEqual({ label: '臨時收入', value: 'NT$500' });

    const empty = dataOf(await owner.post<Page<Shift>>(SHIFT_PATHS.page.path, { storeId, startDate: '2020-01-01', endDate: '2020-01-31' }));
    expect(empty).toEqual({ list: [], total: 0, page: 1, size: 10 });
  });

  it('removes finished shifts with a reason (audit-logged), never the open one', async () => {
    const { owner, storeId, server } = world;
    const open = await openShift(owner, storeId);
    const refused = await owner.delete(SHIFT_PATHS.batchRemove.path, { storeId, idList: [open.id], reason: '誤按' });
    expect([refused.status, refused.body.message]).toEqual([400, '尚未交班的班別不可刪除']);

    const { shift } = await finishShift(owner, storeId, { countedCash: 0, nextOpeningFloat: 0 });
    dataOf(await owner.delete(SHIFT_PATHS.batchRemove.path, { storeId, idList: [shift.id], reason: '誤按交班' }));
    expect((await owner.post(SHIFT_PATHS.detail.path, { storeId, id: shift.id })).status).toBe(404);
    const page = dataOf(await owner.post<Page<Shift>>(SHIFT_PATHS.page.path, { storeId, startDate: today(), endDate: today(), size: 50 }));
    expect(page.list.some((listed) => listed.id === shift.id)).toBe(false);
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'SHIFT'), eq(auditLog.entityId, shift.id)));
    expect(entry).toMatchObject({ action: 'REMOVE', storeId, after: { removedReason: '誤按交班' } });
    // Staff read it on the store's audit tab.
    const manager = await signedIn(server, 'manager');
    const audit = dataOf(await manager.post<Page<AuditEntry>>(AUDIT_PATHS.getPage.path, { storeId, entity: 'SHIFT' }));
    expect(audit.list.map((listed) => [listed.entity, listed.entityId])).toContainEqual(['SHIFT', shift.id]);
    expect((await owner.delete(SHIFT_PATHS.batchRemove.path, { storeId, idList: [shift.id], reason: '再刪' })).status).toBe(404);
  });
});

describe('shift calls: validation and access', () => {
  it('answers 400 with the field message', async () => {
    const { owner, storeId } = world;
    const cases: [string, object, string][] = [
      [SHIFT_PATHS.finish.path, { storeId, nextOpeningFloat: 0 }, '實點現金為必填'],
      [SHIFT_PATHS.finish.path, { storeId, countedCash: 1.5, nextOpeningFloat: 0 }, '實點現金須為整數(以分為單位)'],
      [SHIFT_PATHS.finish.path, { storeId, countedCash: 0 }, '下一班零用金為必填'],
      [SHIFT_PATHS.page.path, { storeId, startDate: '2026-11-02', endDate: '2026-11-01' }, '開始時間晚於結束時間!'],
      [SHIFT_PATHS.page.path, { storeId, startDate: '2026-11-01', endDate: '2026-11-02', size: 25 }, '每頁行數須為10、20、30、40或50'],
      [SHIFT_PATHS.detailByDate.path, { storeId, date: '2026-13-01' }, '日期格式不正確'],
      [SHIFT_PATHS.recalculate.path, { storeId }, '交班編號為必填'],
    ];
    for (const [path, body, message] of cases) {
      const response = await owner.post(path, body);
      expect([path, response.status, response.body.message]).toEqual([path, 400, message]);
    }
    const remove = await owner.delete(SHIFT_PATHS.batchRemove.path, { storeId, idList: [1] });
    expect([remove.status, remove.body.message]).toEqual([400, '刪除原因為必填']);
  });

  it('keeps stores apart: another store 403, its shift ids 404, staff 403, no session 401', async () => {
    const { owner, other, staff, storeId, otherStoreId, server } = world;
    const theirs = await openShift(other, otherStoreId);
    expect((await owner.post(SHIFT_PATHS.detail.path, { storeId, id: theirs.id })).status).toBe(404);
    expect((await owner.post(SHIFT_PATHS.print.path, { storeId, id: theirs.id })).status).toBe(404);
    expect((await owner.delete(SHIFT_PATHS.batchRemove.path, { storeId, idList: [theirs.id], reason: 'x' })).status).toBe(404);
    expect((await owner.post(SHIFT_PATHS.detail.path, { storeId: otherStoreId })).status).toBe(403);
    expect((await staff.post(SHIFT_PATHS.detail.path, { storeId })).status).toBe(403);
    expect((await server.client().post(SHIFT_PATHS.page.path, { storeId, startDate: today(), endDate: today() })).status).toBe(401);
    // The other store's shift is untouched by all of this.
    expect(await openShift(other, otherStoreId)).toMatchObject({ id: theirs.id, status: 'OPEN' });
  });
});
