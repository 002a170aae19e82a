import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_DRAWER_PATHS, type CashDrawerRecord, type CashDrawerSummary, type Page } from '@diancan/core';
import { auditLog } from '../../src/platform/db/schema/index.js';
import { type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf } from '../harness.js';

const paths = CASH_DRAWER_PATHS;
let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date());
const add = (body: object, storeId = world.storeId) => world.owner.post<CashDrawerRecord>(paths.add.path, { storeId, ...body });
const range = () => ({ storeId: world.storeId, startDate: today(), endDate: today() });
const page = (filters: object = {}) => world.owner.post<Page<CashDrawerRecord>>(paths.page.path, { ...range(), ...filters }).then(dataOf);
const summary = (filters: object = {}) => world.owner.post<CashDrawerSummary>(paths.summary.path, { ...range(), ...filters }).then(dataOf);

describe('cash drawer records', () => {
  it('adds income and expense on today’s business day, lists them newest first and sums them', async () => {
    const income = dataOf(await add({ type: 'INCOME', amount: 100_000, remark: ' 銀行換零錢 ' }));
    expect(income).toMatchObject({ type: 'INCOME', amount: 100_000, remark: '銀行換零錢', businessDate: today(), shiftId: null });
    expect(income.createdByName).toEqual(expect.any(String));
    const expense = dataOf(await add({ type: 'EXPENSE', amount: 35_050 }));
    expect(expense.remark).toBe('');

    const listed = await page();
    expect(listed).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(listed.list.map((record) => record.id)).toEqual([expense.id, income.id]);
    expect((await page({ type: 'EXPENSE' })).list.map((record) => record.id)).toEqual([expense.id]);
    expect(await summary()).toEqual({ income: 100_000, expense: 35_050, net: 64_950, incomeCount: 1, expenseCount: 1 });
    expect(await summary({ type: 'INCOME' })).toMatchObject({ income: 100_000, expense: 0, net: 100_000 });
    expect(await summary({ startDate: '2020-01-01', endDate: '2020-01-31' })).toEqual({
      income: 0,
      expense: 0,
      net: 0,
      incomeCount: 0,
      expenseCount: 0,
    });
  });

  it('edits a record of the open shift (audit-logged) and removes records in a batch', async () => {
    const { owner, storeId, server } = world;
    const record = dataOf(await add({ type: 'EXPENSE', amount: 5_000, remark: '買冰塊' }));
    const edited = dataOf(await owner.put<CashDrawerRecord>(paths.update.path, { storeId, id: record.id, type: 'INCOME', amount: 6_000, remark: '退冰塊' }));
    expect(edited).toMatchObject({ id: record.id, type: 'INCOME', amount: 6_000, remark: '退冰塊', createdAt: record.createdAt });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'CASH_DRAWER_RECORD'), eq(auditLog.entityId, record.id)));
    expect(entry).toMatchObject({ action: 'UPDATE', before: { type: 'EXPENSE', amount: 5_000 }, after: { type: 'INCOME', amount: 6_000 } });

    const other = dataOf(await add({ type: 'INCOME', amount: 1_000 }));
    const before = await summary();
    dataOf(await owner.delete(paths.batchRemove.path, { storeId, idList: [record.id, other.id] }));
    const after = await summary();
    expect(after.income).toBe(before.income - 7_000);
    expect((await page({ size: 50 })).list.some((listed) => listed.id === record.id || listed.id === other.id)).toBe(false);
    const again = await owner.put(paths.update.path, { storeId, id: record.id, type: 'INCOME', amount: 1 });
    expect([again.status, again.body.message]).toEqual([404, '臨時收支不存在']);
  });

  it('refuses a missing or non-numeric amount with 金額為必填 and other bad fields with their message', async () => {
    const { storeId } = world;
    const cases: [object, string][] = [
      [{ type: 'INCOME' }, '金額為必填'],
      [{ type: 'INCOME', amount: '' }, '金額為必填'],
      [{ type: 'INCOME', amount: 'abc' }, '金額為必填'],
      [{ type: 'INCOME', amount: -100 }, '金額須大於0'],
      [{ type: 'INCOME', amount: 10.5 }, '金額須為整數(以分為單位)'],
      [{ type: 'REFUND', amount: 100 }, '請選擇收支類型'],
      [{ type: 'EXPENSE', amount: 100, remark: '字'.repeat(101) }, '備註不可超過100字'],
    ];
    for (const [body, message] of cases) {
      const response = await add(body, storeId);
      expect([JSON.stringify(body), response.status, response.body.message]).toEqual([JSON.stringify(body), 400, message]);
    }
    const backwards = await world.owner.post(paths.page.path, { storeId, startDate: '2026-11-21', endDate: '2026-11-20' });
    expect([backwards.status, backwards.body.message]).toEqual([400, '開始時間晚於結束時間!']);
    const summaryBackwards = await world.owner.post(paths.summary.path, { storeId, startDate: '2026-11-21', endDate: '2026-11-20' });
    expect(summaryBackwards.body.message).toBe('開始時間晚於結束時間!');
    const emptyBatch = await world.owner.delete(paths.batchRemove.path, { storeId, idList: [] });
    expect([emptyBatch.status, emptyBatch.body.message]).toEqual([400, '請選擇臨時收支']);
  });

  it('keeps stores apart: another store’s record is 404, another store 403, staff 403, no session 401', async () => {
    const { owner, other, staff, storeId, otherStoreId, server } = world;
    const theirs = dataOf(await other.post<CashDrawerRecord>(paths.add.path, { storeId: otherStoreId, type: 'INCOME', amount: 500 }));
    const update = await owner.put(paths.update.path, { storeId, id: theirs.id, type: 'EXPENSE', amount: 1 });
    expect(update.status).toBe(404);
    const remove = await owner.delete(paths.batchRemove.path, { storeId, idList: [theirs.id] });
    expect(remove.status).toBe(404);
    expect((await owner.post(paths.page.path, { storeId: otherStoreId, startDate: today(), endDate: today() })).status).toBe(403);
    expect((await staff.post(paths.add.path, { storeId, type: 'INCOME', amount: 100 })).status).toBe(403);
    expect((await server.client().post(paths.summary.path, range())).status).toBe(401);
    const theirList = dataOf(await other.post<Page<CashDrawerRecord>>(paths.page.path, { storeId: otherStoreId, startDate: today(), endDate: today() }));
    expect(theirList.list).toEqual([expect.objectContaining({ id: theirs.id, amount: 500 })]);
  });
});
