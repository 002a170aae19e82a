import type { TurnoverPrint } from '../contracts/reports.js';
import type { CashDrawerRecord } from '../contracts/cash-drawer.js';
import { CASH_DRAWER_TYPE_LABELS } from '../contracts/cash-drawer.js';
import type { ShiftPrint } from '../contracts/shifts.js';
import type { DocumentKind, PrintBlock, PrintDocument } from '../contracts/print-document.js';
import { money } from './format.js';
import { REPORT_ORDER_SOURCE_LABELS } from '../reports/sheets.js';

export interface SlipInput {
  readonly kind: Extract<DocumentKind, 'TURNOVER' | 'SHIFT' | 'CASH_DRAWER' | 'TEST'>;
  readonly title: string;
  readonly storeName: string;
  /** Lines under the title ('2026-11-01 ~ 2026-11-26', '班別 #3'). */
  readonly subtitle: readonly string[];
  /** label / value rows, already formatted; a row with label '' and value '' prints a rule. */
  readonly rows: readonly { readonly label: string; readonly value: string }[];
  /** Already in the store's time. */
  readonly printedAt: string;
}

/** A report slip: turnover report, shift handover, cash drawer record, the settings' test page. */
export function slipDocument(input: SlipInput): PrintDocument {
  const blocks: PrintBlock[] = [
    { type: 'text', text: input.storeName, align: 'center', bold: true },
    { type: 'text', text: input.title, align: 'center', size: 'wide', bold: true },
    ...input.subtitle.map((text): PrintBlock => ({ type: 'text', text, align: 'center' })),
    { type: 'rule' },
    ...input.rows.map(
      (row): PrintBlock => (row.label || row.value ? { type: 'row', left: row.label, right: row.value } : { type: 'rule' }),
    ),
    { type: 'rule' },
    { type: 'text', text: `列印時間 ${input.printedAt}` },
    { type: 'cut' },
  ];
  return { kind: input.kind, title: input.title, blocks };
}

/** The turnover report (營業額報表) the report page prints. */
export function turnoverDocument(report: TurnoverPrint, printedAt: string): PrintDocument {
  const { revenue } = report;
  return slipDocument({
    kind: 'TURNOVER',
    title: '營業額報表',
    storeName: report.storeName,
    subtitle: [`${report.startDate} ~ ${report.endDate}`],
    rows: [
      { label: '訂單數', value: String(revenue.orderCount) },
      { label: '營業額', value: money(revenue.gross) },
      { label: '招待', value: money(revenue.entertain) },
      { label: '折扣', value: money(revenue.discounts) },
      { label: '實收', value: money(revenue.net) },
      { label: `取消 ${revenue.cancelledCount} 筆`, value: money(revenue.cancelledAmount) },
      { label: `未付款 ${revenue.unpaidCount} 筆`, value: money(revenue.unpaidAmount) },
      { label: `退款 ${revenue.refundCount} 筆`, value: money(revenue.refundAmount) },
      { label: '', value: '' },
      ...revenue.bySource
        .filter((entry) => entry.orderCount > 0)
        .map((entry) => ({ label: `${REPORT_ORDER_SOURCE_LABELS[entry.source]} ${entry.orderCount} 筆`, value: money(entry.net) })),
      { label: '', value: '' },
      ...report.payMethods.map((method) => ({ label: method.name, value: money(method.amount) })),
    ],
    printedAt,
  });
}

/** The printer's test page (出單設定): Chinese, columns and the cut, so a store sees the setup works. */
export function testPageDocument(printerName: string, columns: number, printedAt: string): PrintDocument {
  return slipDocument({
    kind: 'TEST',
    title: '測試頁',
    storeName: printerName,
    subtitle: [`${columns} 字寬`],
    rows: [
      { label: '中文 滷肉飯 珍珠奶茶', value: '$1,234' },
      { label: '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns - 6), value: 'OK' },
    ],
    printedAt,
  });
}

/** The shift handover slip (交班單), from the rows shift/print answers. */
export function shiftDocument(print: ShiftPrint, printedAt: string): PrintDocument {
  return slipDocument({
    kind: 'SHIFT',
    title: print.title,
    storeName: print.storeName,
    subtitle: [`班別 #${print.shift.number}`],
    rows: print.rows,
    printedAt,
  });
}

/** One cash drawer record (收支單): type, amount, remark, who. */
export function cashDrawerDocument(record: CashDrawerRecord, storeName: string, printedAt: string): PrintDocument {
  return slipDocument({
    kind: 'CASH_DRAWER',
    title: `零用金${CASH_DRAWER_TYPE_LABELS[record.type]}`,
    storeName,
    subtitle: [record.businessDate],
    rows: [
      { label: CASH_DRAWER_TYPE_LABELS[record.type], value: money(record.amount) },
      { label: '備註', value: record.remark || '-' },
      { label: '經手人', value: record.createdByName ?? '-' },
    ],
    printedAt,
  });
}
