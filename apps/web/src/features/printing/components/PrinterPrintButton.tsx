import { Button } from '@mantine/core';
import type { PrintDocument, RoutedDocument } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { deliver } from '../print-flow';
import { storeHasPrinter } from '../printer-status';

/**
 * 出單機列印: a document (a report or shift slip) on the receipt printer 出單設定 routes it to, through this browser's
 * link. Not shown for a printer box (the server's print call queued it already), without a printer, or when the
 * document is routed to no printer.
 */
export function PrinterPrintButton({ document, purpose }: { document: PrintDocument | null; purpose: RoutedDocument }) {
  const hasPrinter = useSession(storeHasPrinter);
  const printClient = useSession((state) => state.printClient);
  const target = useSession((state) => state.printSettings.documentPrinters[purpose]);
  const [printing, setPrinting] = useState(false);
  if (!hasPrinter || printClient === 'PRINTER_BOX' || target === 'NONE') return null;
  const print = () => {
    if (!document) return;
    setPrinting(true);
    void deliver([{ printer: target, document }]).finally(() => setPrinting(false));
  };
  return (
    <Button variant="light" disabled={!document} loading={printing} onClick={print}>
      出單機列印
    </Button>
  );
}
