/** Printing on the web (docs/printing.md): printer links, the header's dots and modal, 出單設定, print and preview. */
export { PrinterControls } from './components/PrinterControls';
export { preloadPrintPreview } from './components/PrintPreviewModal';
export { PrintPreview } from './components/PrintPreview';
export { PrinterPrintButton } from './components/PrinterPrintButton';
export { deliver, showPreview } from './print-flow';
export { printCheckout, printKitchenChanges, printOfflineOrder, printsKitchenHere, reprint } from './order-printing';
export { storeHasPrinter } from './printer-status';
export { ReprintMenu } from './components/ReprintMenu';
export type { Printout } from './print-documents';
export { PRINT_SET_PATH } from './paths';
