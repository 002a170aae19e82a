import { Button, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { Suspense } from 'react';
import { LazyDialogBoundary, retryableLazy } from '../../../lib/retryable-lazy';
import { reportError } from '../../../lib/report-error';
import { showErrorToast } from '../../../lib/toast';
import { closePreview, usePrintPreview } from '../print-preview-state';

/**
 * The documents themselves (barcodes, QR codes) load with the first preview, not with the header; the POS fetches
 * them once it is on screen (`preloadPrintPreview`), as an offline sale may show its receipt and proof here.
 */
const printoutList = retryableLazy(() => import('./PrintoutList').then((module) => module.default));

export function preloadPrintPreview(): Promise<void> {
  return printoutList.preload();
}

const PREVIEW_NOT_LOADED = '列印預覽尚未載入，請於網路恢復後補印';

/** Above Mantine's modals (200). */
const PREVIEW_Z_INDEX = 300;

/**
 * The documents of the last print, on screen as the paper shows them (one modal for the whole app). It opens above
 * any other dialog (the checkout's 結帳完成 is still open when the checkout's documents come back).
 */
export function PrintPreviewModal() {
  const { printouts, title } = usePrintPreview();
  return (
    <Modal opened={printouts !== null} onClose={closePreview} title={title} centered size="auto" zIndex={PREVIEW_Z_INDEX}>
      <ScrollArea.Autosize mah="70vh">
        {printouts && (
          <LazyDialogBoundary
            onFailed={(error) => {
              // Not loaded and no network: the preview closes; the sale it belongs to is kept all the same.
              printoutList.reset();
              reportError('print-preview', error);
              closePreview();
              showErrorToast(PREVIEW_NOT_LOADED);
            }}
          >
            <Suspense fallback={<Loader size="sm" />}>
              <printoutList.Component printouts={printouts} />
            </Suspense>
          </LazyDialogBoundary>
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={closePreview}>
          關閉
        </Button>
      </Group>
    </Modal>
  );
}
