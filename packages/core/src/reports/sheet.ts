import { EXCEL_HEADER_FONT_PT } from '../constants.js';
import { formatThousands, roundDecimal } from '../money.js';

/**
 * The layout of every report export (access section 9, store operations section 9: "14pt bold header on grey,
 * column widths from content"). Pure data and arithmetic, so the server's ExcelJS writer (exportExcel, mailed
 * reports) and the browser's write the same file from the same rows. A sheet is the spec's "keyed columns with a
 * name and a value": each column has a key into the rows and the name shown in its header.
 */

/** How a column's values are written: money arrives in cents and is written in dollars (summable in Excel). */
export type ReportColumnKind = 'text' | 'money' | 'count' | 'percent';

export interface ReportSheetColumn {
  key: string;
  name: string;
  kind?: ReportColumnKind;
}

export type ReportCell = string | number | null;

export interface ReportSheet {
  /** The worksheet's tab name; see safeSheetTitle for what Excel accepts. */
  title: string;
  columns: readonly ReportSheetColumn[];
  rows: readonly Readonly<Record<string, ReportCell>>[];
}

/** The header row's style, in the shape ExcelJS takes (font, fill): 14pt bold on light grey. */
export const REPORT_HEADER_FONT = { bold: true, size: EXCEL_HEADER_FONT_PT } as const;
export const REPORT_HEADER_FILL_ARGB = 'FFD9D9D9';
export const REPORT_HEADER_FILL = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: REPORT_HEADER_FILL_ARGB },
} as const;

export const REPORT_COLUMN_MIN_WIDTH = 8;
export const REPORT_COLUMN_MAX_WIDTH = 60;
/** A 14pt bold header takes about 1.4 times the room of the 11pt body per character. */
const HEADER_WIDTH_FACTOR = 1.4;
const CELL_PADDING = 2;
const SHEET_TITLE_MAX = 31;

/** Width in spreadsheet character units: CJK and other wide characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

/** A worksheet name Excel accepts: at most 31 characters, none of [ ] : * ? / \. */
export function safeSheetTitle(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned || 'Sheet1').slice(0, SHEET_TITLE_MAX);
}

/** The value written to a cell: money in dollars (cents / 100), everything else as given. */
export function reportCellValue(value: ReportCell | undefined, kind: ReportColumnKind = 'text'): ReportCell {
  if (value === undefined || value === null) return null;
  if (kind === 'money' && typeof value === 'number') return value / 100;
  return value;
}

/** The Excel number format of a written value: thousands separators, decimals only when there are some. */
export function reportNumberFormat(value: ReportCell, kind: ReportColumnKind = 'text'): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (kind === 'percent') return '0.0%';
  if (kind === 'money' || kind === 'count') return Number.isInteger(value) ? '#,##0' : '#,##0.00';
  return undefined;
}

/** What a written value shows in Excel, to size its column. */
function shownText(value: ReportCell, kind: ReportColumnKind): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'percent') return `${(value * 100).toFixed(1)}%`;
  // Not toLocaleString: with options it builds a formatter per call, 16 s for the cells of a 19,000-order export.
  return formatThousands(kind === 'money' || kind === 'count' ? roundDecimal(value, 2) : value);
}

/** Each column's width in character units: its widest cell or header, within 8 and 60. */
export function reportColumnWidths(sheet: ReportSheet): number[] {
  return sheet.columns.map((column) => {
    const kind = column.kind ?? 'text';
    let widest = Math.ceil(displayWidth(column.name) * HEADER_WIDTH_FACTOR);
    for (const row of sheet.rows) {
      widest = Math.max(widest, displayWidth(shownText(reportCellValue(row[column.key], kind), kind)));
    }
    return Math.min(REPORT_COLUMN_MAX_WIDTH, Math.max(REPORT_COLUMN_MIN_WIDTH, widest + CELL_PADDING));
  });
}

/** The written values of one row, in column order. */
export function reportRowValues(sheet: ReportSheet, row: Readonly<Record<string, ReportCell>>): ReportCell[] {
  return sheet.columns.map((column) => reportCellValue(row[column.key], column.kind));
}
