import { REPORT_PATHS, type ReportExportInput } from '@diancan/core';
import { fetchFile } from '../../../lib/download';

/**
 * report/exportExcel: the server writes the same sheet (core's layout) for a report too large to gather page by
 * page in the browser.
 */
export function fetchServerExport(request: ReportExportInput, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile({ path: REPORT_PATHS.exportExcel.path, body: request, fallbackName });
}
