import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { useReportRangeStore } from '../components/ReportDateRange';

/**
 * Each report page test walks a whole page through its modals (and an export loads ExcelJS): a few seconds for
 * Mantine in jsdom on a busy 2-core machine, over vitest's 5 s default.
 */
export const REPORT_PAGE_TIMEOUT_MS = 20_000;

/** Before each test: the store signed in (store 1 unless said) and November 2026 chosen; after it, globals and spies restored. */
export function setUpReportPageTests(session: { storeId: number; storeName?: string } = { storeId: 1 }): void {
  beforeEach(() => {
    useSession.setState(session);
    useReportRangeStore.setState({ value: { start: '2026-11-01', end: '2026-11-30' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
export function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** A removal dialog: 是 stays disabled until a reason (刪除原因) is typed; then it confirms with it. */
export function confirmRemovalWithReason(dialog: HTMLElement, reason: string): void {
  const yes = within(dialog).getByRole('button', { name: '是' }) as HTMLButtonElement;
  expect(yes.disabled).toBe(true);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /刪除原因/ }), { target: { value: reason } });
  fireEvent.click(yes);
}
