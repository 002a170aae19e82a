import { PrinterDots } from './PrinterDots';
import { PrintPreviewModal } from './PrintPreviewModal';

/** The header's printer part: the status dots (when the store has a printer) and the print preview. */
export function PrinterControls() {
  return (
    <>
      <PrinterDots />
      <PrintPreviewModal />
    </>
  );
}
