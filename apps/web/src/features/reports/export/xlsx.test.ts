import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellValue, columnWidths, displayWidth, safeSheetName, writeWorkbook, type SheetSpec } from './xlsx';

const turnover: SheetSpec = {
  name: '營業額',
  columns: [
    { key: 'orderNo', header: '單號' },
    { key: 'total', header: '金額', kind: 'money' },
    { key: 'count', header: '數量', kind: 'count' },
    { key: 'share', header: '占比', kind: 'percent' },
  ],
  rows: [
    { orderNo: '001', total: 123_456, count: 1.5, share: 0.125 },
    { orderNo: '一個很長很長很長的單號名稱', total: 100, count: 2, share: null },
  ],
};

describe('writeWorkbook', () => {
  it('writes a 14pt bold header on grey and money in dollars with separators', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeWorkbook([turnover])).buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('營業額');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, '單號', '金額', '數量', '占比']);
    expect(header.getCell(1).font).toMatchObject({ bold: true, size: 14 });
    expect(header.getCell(2).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } });
    expect(sheet.getRow(2).getCell(2).value).toBe(1234.56);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(2).value).toBe(1);
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.0%');
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
  });

  it('sizes columns from their widest cell, CJK counting double', () => {
    expect(displayWidth('ab單號')).toBe(6);
    const [orderNo, total] = columnWidths(turnover);
    expect(orderNo).toBe(displayWidth('一個很長很長很長的單號名稱') + 2);
    // '1,234.56' (8) is wider than the 14pt header 金額 (ceil(4 x 1.4) = 6).
    expect(total).toBe(10);
  });

  it('keeps sheet names Excel accepts', () => {
    expect(safeSheetName('營業額 2026/11/01~2026/11/30 [全部]')).toBe('營業額 2026 11 01~2026 11 30  全部');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName(' / ')).toBe('Sheet1');
    expect(cellValue(250, 'money')).toBe(2.5);
    expect(cellValue('x', 'money')).toBe('x');
  });
});
