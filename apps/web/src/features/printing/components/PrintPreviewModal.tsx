import { Button, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { closePreview, usePrintPreview } from '../print-preview-state';

/** The documents themselves (barcodes, QR codes) load with the first preview, not with the header. */
const PrintoutList = lazy(() => import('./PrintoutList'));

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
        <Suspense fallback={<Loader size="sm" />}>{printouts && <PrintoutList printouts={printouts} />}</Suspense>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={closePreview}>
          關閉
        </Button>
      </Group>
    </Modal>
  );
}
