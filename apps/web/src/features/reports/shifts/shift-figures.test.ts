import { shiftTotalsOf } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { differenceOf, drawerRows, salesRows } from './shift-figures';

const totals = shiftTotalsOf(
  {
    payMethods: [
      { statisticKey: 'LINE_PAY_OFFLINE', name: 'LINE Pay', amount: 250_000, orderCount: 4 },
      { statisticKey: 'CASH', name: '現金', amount: 1_234_500, orderCount: 30 },
    ],
    orderCount: 34,
    cancelledCount: 1,
    cancelledAmount: 12_000,
    refundCount: 1,
    refundAmount: 5_000,
  },
  { income: 100_000, expense: 35_000 },
  500_000,
  1_799_000,
);

describe('handover figures', () => {
  it('names the difference: 相符, 溢收 or 短少', () => {
    expect(differenceOf(0)).toEqual({ text: '$0（相符）', tone: 'even' });
    expect(differenceOf(1_500)).toEqual({ text: '+$15（溢收）', tone: 'over' });
    expect(differenceOf(-120_000)).toEqual({ text: '-$1,200（短少）', tone: 'short' });
  });

  it('lists the sales with each pay method, cash first', () => {
    expect(salesRows(totals).map((row) => [row.label, row.value])).toEqual([
      ['現金銷售', '$12,345'],
      ['其他付款', '$2,500'],
      ['現金', '$12,345（30 筆）'],
      ['LINE Pay', '$2,500（4 筆）'],
      ['銷售總額', '$14,845'],
      ['訂單數', '34'],
      ['取消訂單數', '1（$120）'],
      ['退款筆數', '1（$50）'],
    ]);
  });

  it('adds up the drawer to the expected cash and shows the counted difference', () => {
    expect(drawerRows(totals).map((row) => [row.label, row.value])).toEqual([
      ['零用金', '$5,000'],
      ['現金銷售', '+$12,345'],
      ['臨時收入', '+$1,000'],
      ['臨時支出', '-$350'],
      ['應有現金', '$17,995'],
      ['實點現金', '$17,990'],
      ['差額', '-$5（短少）'],
    ]);
  });

  it('leaves counted cash and difference out while the shift is open', () => {
    const open = { ...totals, countedCash: null, difference: null };
    expect(drawerRows(open).map((row) => row.label)).not.toContain('差額');
  });

  it('writes no sign on a movement of nothing', () => {
    const quiet = { ...totals, cashSales: 0, drawerExpense: 0 };
    expect(drawerRows(quiet).slice(1, 4).map((row) => row.value)).toEqual(['$0', '+$1,000', '$0']);
  });
});
