import type { CashDrawerSummary, ReportSheet } from '@diancan/core';

/**
 * The totals sheet beside core's cashDrawerRecordSheet (the records, the same columns as the server's exportExcel):
 * the range's income, expense and net, so the file answers "how much went through the drawer" without a formula.
 */
export function cashDrawerSummarySheet(summary: CashDrawerSummary, range: { startDate: string; endDate: string }): ReportSheet {
  const period = `${range.startDate} ~ ${range.endDate}`;
  return {
    title: '臨時收支合計',
    columns: [
      { key: 'period', name: '期間' },
      { key: 'item', name: '項目' },
      { key: 'count', name: '筆數', kind: 'count' },
      { key: 'amount', name: '金額', kind: 'money' },
    ],
    rows: [
      { period, item: '收入合計', count: summary.incomeCount, amount: summary.income },
      { period, item: '支出合計', count: summary.expenseCount, amount: summary.expense },
      { period, item: '淨額', count: summary.incomeCount + summary.expenseCount, amount: summary.net },
    ],
  };
}
