import { useSession } from '../../lib/session';
import { reportError } from '../../lib/report-error';
import { showErrorToast, showToast } from '../../lib/toast';
import { printOnLinks, type Printout } from './print-documents';
import { showPreview } from './print-preview-state';

export { closePreview, showPreview, usePrintPreview } from './print-preview-state';

export const PRINT_FAILED = '列印失敗，請檢查出單機連線';
export const PRINT_SENT = '已送出列印';
export const TAG_NOT_SUPPORTED = '網頁版藍芽不支援標籤機列印';
export const NOT_PRINTED = '出單機未連線，單據未列印（可於訂單補印）';


/**
 * Puts documents on paper the way the store prints:
 * - printer box: the server's print call queued them already, the box prints them;
 * - Bluetooth / serial: each on its slot's link; a slot without a link is skipped and its documents shown in the
 *   preview instead (a store without a printer reads them on screen).
 * `preview: true` shows the preview in any case (補印 and the settings' test page show what was sent).
 * `automatic: true` (the checkout's and the kitchen's own prints) never opens the preview over the cashier's work:
 * what could not print is said in a toast, and 補印 prints it later.
 */
export async function deliver(
  printouts: readonly Printout[],
  { preview = false, automatic = false }: { preview?: boolean; automatic?: boolean } = {},
): Promise<void> {
  if (printouts.length === 0) return;
  const session = useSession.getState();
  if (session.printClient === 'PRINTER_BOX') {
    showToast(PRINT_SENT);
    if (preview) showPreview(printouts);
    return;
  }
  try {
    const outcomes = await printOnLinks(printouts, session.printSettings);
    if (outcomes.includes('unsupported')) showErrorToast(TAG_NOT_SUPPORTED);
    const notPrinted = printouts.filter((_, index) => outcomes[index] === 'skipped');
    if (automatic) {
      if (notPrinted.length > 0) showErrorToast(NOT_PRINTED);
    } else if (preview) showPreview(printouts);
    else showPreview(notPrinted);
  } catch (error) {
    reportError('print', error);
    showErrorToast(PRINT_FAILED);
    if (!automatic) showPreview(printouts);
  }
}
