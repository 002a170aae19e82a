import { EXCEL_HEADER_FONT_PT } from '@diancan/core';
import ExcelJS from 'exceljs';

/**
 * Spreadsheets (.xlsx) as the spec styles them: the header row 14pt bold on grey, each column as wide as
 * its longest cell. Reading gives plain values per cell (text, number, boolean or null), whatever way a
 * spreadsheet program stored them (rich text, formulas, hyperlinks).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number | boolean | null;

export interface SheetColumn<K extends string> {
  key: K;
  header: string;
}

const HEADER_FILL = 'FFD9D9D9';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** A 14pt bold header is wider per character than the 11pt body. */
const HEADER_WIDTH_FACTOR = 1.4;

/** Width in spreadsheet character units: CJK and other wide characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

export async function writeSheet<K extends string>(
  name: string,
  columns: readonly SheetColumn<K>[],
  rows: readonly Record<K, SheetCell>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key }));
  for (const row of rows) sheet.addRow(row);

  const header = sheet.getRow(1);
  header.font = { bold: true, size: EXCEL_HEADER_FONT_PT };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });

  columns.forEach((column, index) => {
    let widest = Math.ceil(displayWidth(column.header) * HEADER_WIDTH_FACTOR);
    for (const row of rows) widest = Math.max(widest, displayWidth(String(row[column.key] ?? '')));
    sheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A .xlsx file is a zip archive: it starts with a local file header. */
export function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function plainValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === 'string' || typeof result === 'number' || typeof result === 'boolean' ? result : null;
  }
  if ('text' in value) return String(value.text);
  return null;
}

/** One worksheet's rows from row 1 (the header), each as its cells from column 1; null when the file is not a workbook. */
export async function readFirstSheet(bytes: Buffer, preferredName?: string): Promise<SheetCell[][] | null> {
  if (!looksLikeXlsx(bytes)) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = (preferredName ? workbook.getWorksheet(preferredName) : undefined) ?? workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  for (let index = 1; index <= sheet.rowCount; index++) {
    const row = sheet.getRow(index);
    const cells: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(plainValue(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}
