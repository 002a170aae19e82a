import { describe, expect, it } from 'vitest';
import type { TurnoverRow } from '../contracts/reports.js';
import { displayWidth, reportCellValue, reportColumnWidths, reportNumberFormat, REPORT_HEADER_FONT, safeSheetTitle } from './sheet.js';
import { formatReportTime, salesRankingSheet, turnoverSheet } from './sheets.js';

const order: TurnoverRow = {
  orderId: 7,
  orderNo: '007',
  businessDate: '2026-11-02',
  createdAt: '2026-11-01T16:30:00.000Z',
  source: 'POS',
  type: 'INSIDE',
  status: 'COMPLETED',
  paymentStatus: 'PAID',
  tableNumber: '5',
  entertain: false,
  subtotal: 123_450,
  entertainAmount: 0,
  automaticDiscount: 1_000,
  couponDiscount: 0,
  manualDiscount: 450,
  payable: 122_000,
  paid: 122_000,
  change: 0,
  payments: [{ payMethodId: 1, name: '現金', statisticKey: 'CASH', amount: 122_000 }],
  invoiceType: null,
  remark: '',
};

describe('report sheet layout', () => {
  it('styles the header 14pt bold', () => {
    expect(REPORT_HEADER_FONT).toEqual({ bold: true, size: 14 });
  });

  it('counts wide characters twice and sizes columns from content within 8 and 60', () => {
    expect(displayWidth('營業額ab')).toBe(8);
    const widths = reportColumnWidths({
      title: 't',
      columns: [
        { key: 'a', name: 'A' },
        { key: 'b', name: '金額', kind: 'money' },
        { key: 'c', name: 'C' },
      ],
      rows: [{ a: 'x', b: 123_456_789, c: 'y'.repeat(100) }],
    });
    // 'A' is narrow: the minimum; 1,234,567.89 is 12 characters plus 2 of padding; the long text stops at 60.
    expect(widths).toEqual([8, 14, 60]);
  });

  it('writes money in dollars with thousands separators, decimals only when present', () => {
    expect(reportCellValue(12_345, 'money')).toBe(123.45);
    expect(reportNumberFormat(123.45, 'money')).toBe('#,##0.00');
    expect(reportNumberFormat(120, 'money')).toBe('#,##0');
    expect(reportNumberFormat('x', 'money')).toBeUndefined();
  });

  it('gives Excel a sheet name it accepts', () => {
    expect(safeSheetTitle('營業額/報表[11]')).toBe('營業額 報表 11');
    expect(safeSheetTitle('x'.repeat(40))).toHaveLength(31);
  });

  it('shows times in the store time zone', () => {
    expect(formatReportTime('2026-11-01T16:30:00.000Z')).toBe('2026-11-02 00:30');
    expect(formatReportTime('2026-11-01T16:30:00.000Z', 'UTC')).toBe('2026-11-01 16:30');
  });

  it('builds the turnover and ranking sheets with their labels', () => {
    const sheet = turnoverSheet([order]);
    expect(sheet.rows[0]).toMatchObject({ type: '內用', status: '已完成', payMethods: '現金', discounts: 1_450, payable: 122_000 });
    const ranking = salesRankingSheet([
      { rank: 1, itemId: 2, name: '紅茶', categoryId: null, categoryName: null, totalCount: 3, price: 3_000, totalPrice: 9_000 },
    ]);
    expect(ranking.columns.map((column) => column.name)).toEqual(['排名', '餐點名稱', '分類', '銷售數量', '平均單價', '銷售金額']);
  });
});
