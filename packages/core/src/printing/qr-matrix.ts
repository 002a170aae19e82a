import QRCode from 'qrcode';
import type { QrErrorCorrection } from '../contracts/print-document.js';

/** A QR code's modules, row by row, true = dark. */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * The modules of a QR code of exactly this version, the data in byte mode as UTF-8 (what the e-invoice proof's
 * encoding field 1 declares). Throws when the data does not fit the version.
 */
export function qrMatrix(data: string, version: number, errorCorrection: QrErrorCorrection): QrMatrix {
  const bytes = new TextEncoder().encode(data);
  const code = QRCode.create([{ data: bytes, mode: 'byte' }], { version, errorCorrectionLevel: errorCorrection });
  const { size } = code.modules;
  const rows: boolean[][] = [];
  for (let row = 0; row < size; row++) {
    const cells: boolean[] = [];
    for (let column = 0; column < size; column++) cells.push(code.modules.get(row, column) === 1);
    rows.push(cells);
  }
  return rows;
}
