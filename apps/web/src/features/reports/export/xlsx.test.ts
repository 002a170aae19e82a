import ExcelJS from 'exceljs';
import type { ReportSheet } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { writeWorkbook } from './xlsx';

const sheet: ReportSheet = {
  title: '營業額 2026/11',
  columns: [
    { key: 'orderNo', name: '單號' },
    { key: 'total', name: '金額', kind: 'money' },
    { key: 'count', name: '數量', kind: 'count' },
    { key: 'share', name: '占比', kind: 'percent' },
  ],
  rows: [
    { orderNo: '001', total: 123_456, count: 1.5, share: 0.125 },
    { orderNo: '一個很長很長很長的單號名稱', total: 100, count: 2, share: null },
  ],
};

async function readBack(sheets: readonly ReportSheet[]): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await writeWorkbook(sheets)).buffer as ArrayBuffer);
  return workbook;
}

describe('writeWorkbook', () => {
  it('writes a 14pt bold header on grey and money in dollars with separators', async () => {
    const written = (await readBack([sheet])).getWorksheet('營業額 2026 11');
    expect(written).toBeDefined();
    if (!written) return;
    const header = written.getRow(1);
    expect(header.values).toEqual([undefined, '單號', '金額', '數量', '占比']);
    expect(header.getCell(1).font).toMatchObject({ bold: true, size: 14 });
    expect(header.getCell(2).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } });
    expect(written.getRow(2).getCell(2).value).toBe(1234.56);
    expect(written.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(written.getRow(3).getCell(2).value).toBe(1);
    expect(written.getRow(3).getCell(2).numFmt).toBe('#,##0');
    expect(written.getRow(2).getCell(4).numFmt).toBe('0.0%');
    expect(written.getRow(3).getCell(4).value).toBeNull();
  });

  it('sizes each column from its widest cell, CJK counting double', async () => {
    const written = (await readBack([sheet])).worksheets[0];
    // 13 CJK characters (26) + 2; '1,234.56' (8) is wider than the 14pt header 金額 (ceil(4 x 1.4) = 6).
    expect(written?.getColumn(1).width).toBe(28);
    expect(written?.getColumn(2).width).toBe(10);
  });

  it('writes several sheets into one file', async () => {
    const workbook = await readBack([sheet, { ...sheet, title: '營收統計', rows: [] }]);
    expect(workbook.worksheets.map((each) => each.name)).toEqual(['營業額 2026 11', '營收統計']);
  });
});
