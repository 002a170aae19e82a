import { EXCEL_HEADER_FONT_PT } from '@diancan/core';
import type { Workbook } from 'exceljs';

/**
 * The reports' Excel files, written in the browser (access section 9, store operations section 9): the header row
 * 14pt bold on grey, every column as wide as its widest cell. ExcelJS is loaded on the first export only, so the
 * report pages do not carry it.
 */

/** How a column's cells are written: money arrives in cents and is written in dollars with a number format. */
export type SheetColumnKind = 'text' | 'money' | 'count' | 'percent';

export interface SheetColumn {
  key: string;
  header: string;
  kind?: SheetColumnKind;
}

export type SheetCell = string | number | null;

export interface SheetSpec {
  /** The worksheet's tab name (Excel allows 31 characters, none of []:*?/\). */
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly Readonly<Record<string, SheetCell>>[];
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER_FILL = 'FFD9D9D9';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** A 14pt bold header needs about 1.4 times the room of the 11pt body per character. */
const HEADER_WIDTH_FACTOR = 1.4;
const SHEET_NAME_MAX = 31;

/** Width in spreadsheet character units: CJK and other wide characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

/** A worksheet name Excel accepts. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned || 'Sheet1').slice(0, SHEET_NAME_MAX);
}

/** The value written to a cell: money in dollars (cents / 100), everything else as given. */
export function cellValue(value: SheetCell, kind: SheetColumnKind = 'text'): SheetCell {
  if (value === null || typeof value === 'string') return value;
  if (kind === 'money') return value / 100;
  return value;
}

/** The number format of a cell, so Excel shows thousands separators and keeps the number summable. */
function numberFormat(value: SheetCell, kind: SheetColumnKind): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (kind === 'percent') return '0.0%';
  if (kind === 'money' || kind === 'count') return Number.isInteger(value) ? '#,##0' : '#,##0.00';
  return undefined;
}

/** What the cell shows, to size its column. */
function shownText(value: SheetCell, kind: SheetColumnKind): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'percent') return `${(value * 100).toFixed(1)}%`;
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The column widths of a sheet, in character units. */
export function columnWidths(spec: SheetSpec): number[] {
  return spec.columns.map((column) => {
    const kind = column.kind ?? 'text';
    let widest = Math.ceil(displayWidth(column.header) * HEADER_WIDTH_FACTOR);
    for (const row of spec.rows) widest = Math.max(widest, displayWidth(shownText(cellValue(row[column.key] ?? null, kind), kind)));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

function addSheet(workbook: Workbook, spec: SheetSpec): void {
  const sheet = workbook.addWorksheet(safeSheetName(spec.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({ header: column.header, key: column.key }));
  for (const row of spec.rows) {
    const added = sheet.addRow(Object.fromEntries(spec.columns.map((column) => [column.key, cellValue(row[column.key] ?? null, column.kind)])));
    spec.columns.forEach((column, index) => {
      const cell = added.getCell(index + 1);
      const format = numberFormat(cell.value as SheetCell, column.kind ?? 'text');
      if (format) cell.numFmt = format;
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true, size: EXCEL_HEADER_FONT_PT };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  columnWidths(spec).forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

/** The .xlsx bytes of one or more sheets. */
export async function writeWorkbook(sheets: readonly SheetSpec[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '點餐 Diancan';
  workbook.created = new Date();
  for (const spec of sheets) addSheet(workbook, spec);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Hands a file to the browser as a download. */
export function saveFile(bytes: Uint8Array | Blob, fileName: string, type = XLSX_MIME): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

/** Writes the sheets and downloads them as `fileName` (.xlsx added when missing). */
export async function downloadWorkbook(fileName: string, sheets: readonly SheetSpec[]): Promise<void> {
  const name = fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  saveFile(await writeWorkbook(sheets), name);
}
