import {
  CASH_DRAWER_TYPE_LABELS,
  formatReportTime,
  type CashDrawerRecord,
  type CashDrawerSummary,
  type ReportSheet,
} from '@diancan/core';

/**
 * The Excel sheets of the 臨時收支 page, in core's report sheet layout (money in cents, written as dollars). An
 * expense is written as a negative signed amount beside its plain amount, so a SUM in Excel gives the net.
 */

export function cashDrawerSheet(records: readonly CashDrawerRecord[], timeZone?: string): ReportSheet {
  return {
    title: '臨時收支',
    columns: [
      { key: 'businessDate', name: '營業日' },
      { key: 'createdAt', name: '時間' },
      { key: 'type', name: '類型' },
      { key: 'amount', name: '金額', kind: 'money' },
      { key: 'signedAmount', name: '收支', kind: 'money' },
      { key: 'remark', name: '備註' },
      { key: 'createdByName', name: '建立人員' },
      { key: 'shift', name: '交班狀態' },
    ],
    rows: records.map((record) => ({
      businessDate: record.businessDate,
      createdAt: formatReportTime(record.createdAt, timeZone),
      type: CASH_DRAWER_TYPE_LABELS[record.type],
      amount: record.amount,
      signedAmount: record.type === 'INCOME' ? record.amount : -record.amount,
      remark: record.remark,
      createdByName: record.createdByName ?? '',
      shift: record.shiftId === null ? '未交班' : '已交班',
    })),
  };
}

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
