import {
  REPORT_HEADER_FILL,
  REPORT_HEADER_FONT,
  reportColumnWidths,
  reportNumberFormat,
  reportRowValues,
  type ReportSheet,
  safeSheetTitle,
} from '@diancan/core';
import ExcelJS from 'exceljs';

/**
 * Writes report sheets to an .xlsx file with core's layout (the browser's export writes the same): the header row
 * 14pt bold on grey and frozen, each column as wide as its content, money in dollars with thousands separators.
 */
export async function writeReportWorkbook(sheets: readonly ReportSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '點餐 Diancan';
  for (const sheet of sheets) addSheet(workbook, sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addSheet(workbook: ExcelJS.Workbook, sheet: ReportSheet): void {
  const worksheet = workbook.addWorksheet(safeSheetTitle(sheet.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = worksheet.addRow(sheet.columns.map((column) => column.name));
  header.font = { ...REPORT_HEADER_FONT };
  header.eachCell((cell) => {
    cell.fill = { ...REPORT_HEADER_FILL, fgColor: { ...REPORT_HEADER_FILL.fgColor } };
  });
  for (const row of sheet.rows) {
    const values = reportRowValues(sheet, row);
    const added = worksheet.addRow(values);
    values.forEach((value, index) => {
      const format = reportNumberFormat(value, sheet.columns[index]?.kind);
      if (format) added.getCell(index + 1).numFmt = format;
    });
  }
  reportColumnWidths(sheet).forEach((width, index) => {
    worksheet.getColumn(index + 1).width = width;
  });
}
