import {
  REPORT_HEADER_FILL,
  REPORT_HEADER_FONT,
  reportColumnWidths,
  reportNumberFormat,
  reportRowValues,
  safeSheetTitle,
  type ReportSheet,
} from '@diancan/core';
import type { Workbook } from 'exceljs';
import { saveFile } from '../../../lib/download';

/**
 * The reports' Excel files, written in the browser (access section 9, store operations section 9): core's sheet
 * layout (14pt bold header on grey, widths from content, money in dollars) so the file reads as the server's
 * exportExcel does. ExcelJS is loaded on the first export only, so the report pages do not carry it.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function addSheet(workbook: Workbook, spec: ReportSheet): void {
  const sheet = workbook.addWorksheet(safeSheetTitle(spec.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(spec.columns.map((column) => column.name));
  for (const row of spec.rows) {
    const values = reportRowValues(spec, row);
    const added = sheet.addRow(values);
    values.forEach((value, index) => {
      const format = reportNumberFormat(value, spec.columns[index]?.kind);
      if (format) added.getCell(index + 1).numFmt = format;
    });
  }
  const header = sheet.getRow(1);
  header.font = { ...REPORT_HEADER_FONT };
  header.eachCell((cell) => {
    cell.fill = { ...REPORT_HEADER_FILL, fgColor: { ...REPORT_HEADER_FILL.fgColor } };
  });
  reportColumnWidths(spec).forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

/** The .xlsx bytes of one or more sheets (two sheets may not share a title). */
export async function writeWorkbook(sheets: readonly ReportSheet[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '點餐 Diancan';
  workbook.created = new Date();
  for (const spec of sheets) addSheet(workbook, spec);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Writes the sheets and downloads them as `fileName` (.xlsx added when missing). */
export async function downloadWorkbook(fileName: string, sheets: readonly ReportSheet[]): Promise<void> {
  const name = fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  saveFile(await writeWorkbook(sheets), name, XLSX_MIME);
}
