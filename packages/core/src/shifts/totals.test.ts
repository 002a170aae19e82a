import { describe, expect, it } from 'vitest';
import { cashDifferenceOf, expectedCashOf, shiftTotalsOf, sumShiftTotals } from './totals.js';

const cash = (amount: number, orderCount = 1) => ({ statisticKey: 'CASH', name: '現金', amount, orderCount });
const linePay = (amount: number, orderCount = 1) => ({ statisticKey: 'LINE_PAY_OFFLINE', name: 'LINE Pay', amount, orderCount });

describe('shift arithmetic', () => {
  it('expects float + cash sales + income - expense', () => {
    expect(expectedCashOf({ openingFloat: 500_000, cashSales: 123_400, drawerIncome: 10_000, drawerExpense: 35_000 })).toBe(598_400);
  });

  it('has no difference until counted', () => {
    expect(cashDifferenceOf(null, 100)).toBeNull();
    expect(cashDifferenceOf(90, 100)).toBe(-10);
  });

  it('splits cash from the other pay methods, cash listed first', () => {
    const totals = shiftTotalsOf(
      { payMethods: [linePay(80_000, 2), cash(20_000, 3)], orderCount: 5, cancelledCount: 1, cancelledAmount: 9_000, refundCount: 1, refundAmount: 3_000 },
      { income: 1_000, expense: 500 },
      100_000,
      120_000,
    );
    expect(totals.payMethods.map((total) => total.statisticKey)).toEqual(['CASH', 'LINE_PAY_OFFLINE']);
    expect(totals).toMatchObject({ cashSales: 20_000, otherSales: 80_000, salesTotal: 100_000, expectedCash: 120_500, difference: -500, refundCount: 1, refundAmount: 3_000 });
  });

  it('sums a day, merging pay methods by key', () => {
    const morning = shiftTotalsOf({ payMethods: [cash(10_000)], orderCount: 1, cancelledCount: 0, cancelledAmount: 0, refundCount: 0, refundAmount: 0 }, { income: 0, expense: 0 }, 0, 10_000);
    const evening = shiftTotalsOf(
      { payMethods: [cash(5_000), linePay(7_000)], orderCount: 2, cancelledCount: 0, cancelledAmount: 0, refundCount: 0, refundAmount: 0 },
      { income: 0, expense: 1_000 },
      0,
      3_000,
    );
    const day = sumShiftTotals([morning, evening]);
    expect(day.payMethods).toEqual([cash(15_000, 2), linePay(7_000)]);
    expect(day).toMatchObject({ salesTotal: 22_000, expectedCash: 14_000, countedCash: 13_000, difference: -1_000 });
    expect(sumShiftTotals([]).countedCash).toBeNull();
  });
});
