import type { ShiftPayMethodTotal, ShiftTotals } from '../contracts/shifts.js';

/**
 * The handover arithmetic, shared by the server (which stores the result) and the web (which previews the
 * difference while the cashier types the counted cash). All amounts are integer cents.
 */

export const CASH_STATISTIC_KEY = 'CASH';

export interface DrawerMovement {
  openingFloat: number;
  cashSales: number;
  drawerIncome: number;
  drawerExpense: number;
}

/** What should be in the drawer: the float, plus cash taken, plus money put in, minus money taken out. */
export function expectedCashOf(movement: DrawerMovement): number {
  return movement.openingFloat + movement.cashSales + movement.drawerIncome - movement.drawerExpense;
}

/** Counted minus expected: positive is a surplus, negative is money missing; null until counted. */
export function cashDifferenceOf(countedCash: number | null, expectedCash: number): number | null {
  return countedCash === null ? null : countedCash - expectedCash;
}

/** CASH first, then the larger amounts, then by key: the order of every list of pay method totals. */
export function sortPayMethodTotals(totals: readonly ShiftPayMethodTotal[]): ShiftPayMethodTotal[] {
  return [...totals].sort((a, b) => {
    if (a.statisticKey === CASH_STATISTIC_KEY || b.statisticKey === CASH_STATISTIC_KEY) {
      return Number(b.statisticKey === CASH_STATISTIC_KEY) - Number(a.statisticKey === CASH_STATISTIC_KEY);
    }
    return b.amount - a.amount || a.statisticKey.localeCompare(b.statisticKey);
  });
}

export interface ShiftSales {
  payMethods: readonly ShiftPayMethodTotal[];
  orderCount: number;
  cancelledCount: number;
  cancelledAmount: number;
  /** Refunds made in the shift (issue 21), apart from its sales: the sale stays in the shift it was made in. */
  refundCount: number;
  refundAmount: number;
}

/** Every total of a shift from its sales, drawer records, float and (once finished) the counted cash. */
export function shiftTotalsOf(
  sales: ShiftSales,
  drawer: { income: number; expense: number },
  openingFloat: number,
  countedCash: number | null,
): ShiftTotals {
  const payMethods = sortPayMethodTotals(sales.payMethods);
  const cashSales = payMethods.filter((total) => total.statisticKey === CASH_STATISTIC_KEY).reduce((sum, total) => sum + total.amount, 0);
  const salesTotal = payMethods.reduce((sum, total) => sum + total.amount, 0);
  const expectedCash = expectedCashOf({ openingFloat, cashSales, drawerIncome: drawer.income, drawerExpense: drawer.expense });
  return {
    openingFloat,
    cashSales,
    otherSales: salesTotal - cashSales,
    salesTotal,
    payMethods,
    orderCount: sales.orderCount,
    cancelledCount: sales.cancelledCount,
    cancelledAmount: sales.cancelledAmount,
    refundCount: sales.refundCount,
    refundAmount: sales.refundAmount,
    drawerIncome: drawer.income,
    drawerExpense: drawer.expense,
    expectedCash,
    countedCash,
    difference: cashDifferenceOf(countedCash, expectedCash),
  };
}

function mergePayMethods(lists: readonly (readonly ShiftPayMethodTotal[])[]): ShiftPayMethodTotal[] {
  const byKey = new Map<string, ShiftPayMethodTotal>();
  for (const total of lists.flat()) {
    const seen = byKey.get(total.statisticKey);
    byKey.set(
      total.statisticKey,
      seen
        ? { ...seen, amount: seen.amount + total.amount, orderCount: seen.orderCount + total.orderCount }
        : { ...total },
    );
  }
  return sortPayMethodTotals([...byKey.values()]);
}

const nullableSum = (values: readonly (number | null)[]): number | null =>
  values.length === 0 || values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * Several shifts summed (a day's handovers). Counted cash and difference are summed only when every shift has
 * them; the expected cash is the sum of each shift's, since each shift's float is its own count.
 */
export function sumShiftTotals(shifts: readonly ShiftTotals[]): ShiftTotals {
  const sum = (pick: (totals: ShiftTotals) => number) => shifts.reduce((total, shift) => total + pick(shift), 0);
  return {
    openingFloat: sum((shift) => shift.openingFloat),
    cashSales: sum((shift) => shift.cashSales),
    otherSales: sum((shift) => shift.otherSales),
    salesTotal: sum((shift) => shift.salesTotal),
    payMethods: mergePayMethods(shifts.map((shift) => shift.payMethods)),
    orderCount: sum((shift) => shift.orderCount),
    cancelledCount: sum((shift) => shift.cancelledCount),
    cancelledAmount: sum((shift) => shift.cancelledAmount),
    refundCount: sum((shift) => shift.refundCount),
    refundAmount: sum((shift) => shift.refundAmount),
    drawerIncome: sum((shift) => shift.drawerIncome),
    drawerExpense: sum((shift) => shift.drawerExpense),
    expectedCash: sum((shift) => shift.expectedCash),
    countedCash: nullableSum(shifts.map((shift) => shift.countedCash)),
    difference: nullableSum(shifts.map((shift) => shift.difference)),
  };
}
