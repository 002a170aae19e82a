import { describe, expect, it } from 'vitest';
import type { CashDrawerRecord } from '../contracts/cash-drawer.js';
import type { Shift } from '../contracts/shifts.js';
import { reportRowValues } from '../reports/sheet.js';
import { cashDrawerRecordSheet, shiftListSheet } from './sheets.js';
import { shiftTotalsOf } from './totals.js';

const shift: Shift = {
  ...shiftTotalsOf(
    { payMethods: [{ statisticKey: 'CASH', name: '現金', amount: 123_400, orderCount: 3 }], orderCount: 3, cancelledCount: 0, cancelledAmount: 0, refundCount: 0, refundAmount: 0 },
    { income: 0, expense: 10_000 },
    500_000,
    613_000,
  ),
  id: 9,
  number: 4,
  status: 'FINISHED',
  businessDate: '2026-11-21',
  startedAt: '2026-11-21T01:00:00.000Z',
  finishedAt: '2026-11-21T09:30:00.000Z',
  remark: '',
  finishedBy: 2,
  finishedByName: '王小明',
  calculatedAt: '2026-11-21T09:30:00.000Z',
};

describe('shift and cash drawer export sheets', () => {
  it('writes a shift row with local times and money in dollars', () => {
    const sheet = shiftListSheet([shift]);
    const [row] = sheet.rows;
    if (!row) throw new Error('no row');
    expect(row).toMatchObject({ number: 4, startedAt: '2026-11-21 09:00', finishedAt: '2026-11-21 17:30', finishedBy: '王小明' });
    const values = reportRowValues(sheet, row);
    const column = (key: string) => values[sheet.columns.findIndex((each) => each.key === key)];
    expect([column('expectedCash'), column('countedCash'), column('difference')]).toEqual([6_134, 6_130, -4]);
    expect(sheet.columns.map((each) => each.name)).toContain('退款金額');
  });

  it('names the record type and whether it was handed over', () => {
    const record: CashDrawerRecord = {
      id: 1,
      type: 'EXPENSE',
      amount: 35_050,
      remark: '買菜',
      businessDate: '2026-11-21',
      createdAt: '2026-11-21T02:05:00.000Z',
      updatedAt: '2026-11-21T02:05:00.000Z',
      createdByName: null,
      shiftId: null,
    };
    const sheet = cashDrawerRecordSheet([record, { ...record, type: 'INCOME', shiftId: 3 }]);
    expect(sheet.rows.map((row) => [row.type, row.handedOver, row.createdAt])).toEqual([
      ['支出', '未交班', '2026-11-21 10:05'],
      ['收入', '已交班', '2026-11-21 10:05'],
    ]);
    expect(reportRowValues(sheet, sheet.rows[0] ?? {})[3]).toBe(350.5);
  });
});
