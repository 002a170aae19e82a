import { MSG } from '@diancan/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { reportError } from '../../../lib/report-error';
import { showErrorToast, showToast } from '../../../lib/toast';

/**
 * Runs an Excel export with its button busy meanwhile. A refused call was already shown by the http client; any
 * other failure (the workbook writer) is logged and shown as the store default 發生錯誤，請稍後再試.
 */
export function useExport(source: string): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
      showToast('匯出成功');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        reportError(source, error);
        showErrorToast(MSG.DEFAULT_ERROR);
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
