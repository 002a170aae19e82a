import { SHIFT_LABELS, type ShiftTotals } from '@diancan/core';
import { formatCount, formatMoney } from '../format';

/**
 * The figures of a handover as labelled rows, in the order a cashier reads them: what was sold, then what should be
 * in the drawer against what was counted. The page, the day summary and its print-out all show these rows.
 */

export type DifferenceTone = 'even' | 'over' | 'short';

/** Mantine colours of a difference: even is fine, a surplus is worth a look, missing money is the alarm. */
export const DIFFERENCE_COLORS: Readonly<Record<DifferenceTone, string>> = { even: 'green.8', over: 'orange.8', short: 'red.8' };

export interface FigureRow {
  label: string;
  value: string;
  /** Pay method lines under 其他付款 / 現金銷售 are indented. */
  detail?: boolean;
  /** Rows the eye should land on: totals and the difference. */
  strong?: boolean;
  tone?: DifferenceTone;
}

/** Counted minus expected: 相符 at zero, 溢收 when there is more, 短少 when money is missing. */
export function differenceOf(difference: number): { text: string; tone: DifferenceTone } {
  if (difference === 0) return { text: `${formatMoney(0)}（相符）`, tone: 'even' };
  if (difference > 0) return { text: `+${formatMoney(difference)}（溢收）`, tone: 'over' };
  return { text: `${formatMoney(difference)}（短少）`, tone: 'short' };
}

export function salesRows(totals: ShiftTotals): FigureRow[] {
  return [
    { label: SHIFT_LABELS.cashSales, value: formatMoney(totals.cashSales) },
    { label: SHIFT_LABELS.otherSales, value: formatMoney(totals.otherSales) },
    ...totals.payMethods.map((method) => ({
      label: method.name,
      value: `${formatMoney(method.amount)}（${formatCount(method.orderCount)} 筆）`,
      detail: true,
    })),
    { label: SHIFT_LABELS.salesTotal, value: formatMoney(totals.salesTotal), strong: true },
    { label: SHIFT_LABELS.orderCount, value: formatCount(totals.orderCount) },
    { label: SHIFT_LABELS.cancelledCount, value: `${formatCount(totals.cancelledCount)}（${formatMoney(totals.cancelledAmount)}）` },
    { label: SHIFT_LABELS.refundCount, value: `${formatCount(totals.refundCount)}（${formatMoney(totals.refundAmount)}）` },
  ];
}

/** Money going into (+) or out of (-) the drawer; nothing moved reads plainly $0. */
function movement(sign: '+' | '-', cents: number): string {
  return cents === 0 ? formatMoney(0) : `${sign}${formatMoney(cents)}`;
}

export function drawerRows(totals: ShiftTotals): FigureRow[] {
  const rows: FigureRow[] = [
    { label: SHIFT_LABELS.openingFloat, value: formatMoney(totals.openingFloat) },
    { label: SHIFT_LABELS.cashSales, value: movement('+', totals.cashSales) },
    { label: SHIFT_LABELS.drawerIncome, value: movement('+', totals.drawerIncome) },
    { label: SHIFT_LABELS.drawerExpense, value: movement('-', totals.drawerExpense) },
    { label: SHIFT_LABELS.expectedCash, value: formatMoney(totals.expectedCash), strong: true },
  ];
  if (totals.countedCash !== null) rows.push({ label: SHIFT_LABELS.countedCash, value: formatMoney(totals.countedCash) });
  if (totals.difference !== null) {
    const { text, tone } = differenceOf(totals.difference);
    rows.push({ label: SHIFT_LABELS.difference, value: text, strong: true, tone });
  }
  return rows;
}
