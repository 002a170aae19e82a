import ExcelJS from 'exceljs';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession, type SessionState } from '../../../lib/session';
import { useReportRangeStore } from '../components/ReportDateRange';

/**
 * What every report page test starts from: store 1 chosen (plus `session`), the range November 2026; globals and
 * spies restored after each test. Call it once at the top of a test file.
 */
export function setUpReportPage(session: Partial<SessionState> = {}): void {
  beforeEach(() => {
    useSession.setState({ storeId: 1, ...session });
    useReportRangeStore.setState({ value: { start: '2026-11-01', end: '2026-11-30' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Keeps the files the page hands to the browser (URL.createObjectURL) in the array it returns. */
export function captureDownloads(url = 'blob:report'): Blob[] {
  const files: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), url), revokeObjectURL: () => {} }));
  return files;
}

/** An exported Excel file read back. */
export async function readWorkbook(file: Blob): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(file));
  return workbook;
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
