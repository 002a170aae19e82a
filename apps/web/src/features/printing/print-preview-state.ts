import { create } from 'zustand';
import type { Printout } from './print-documents';

/**
 * What the print preview modal shows (null: closed). Apart from print-flow so the header's modal can listen without
 * loading the print documents, barcodes and QR codes before anything is printed (issue 15, bench:web).
 */
export const usePrintPreview = create<{ printouts: readonly Printout[] | null; title: string }>()(() => ({ printouts: null, title: '' }));

export function showPreview(printouts: readonly Printout[], title = '列印預覽'): void {
  if (printouts.length > 0) usePrintPreview.setState({ printouts, title });
}

export function closePreview(): void {
  usePrintPreview.setState({ printouts: null });
}
