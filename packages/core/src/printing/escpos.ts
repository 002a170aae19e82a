import { encodeBig5 } from './big5.js';
import type { PrintDocument, PrintMedia, TextSize } from '../contracts/print-document.js';
import { layoutDocument, type Layout, type PrintLine } from './layout.js';
import type { QrMatrix } from './qr-matrix.js';

/**
 * ESC/POS bytes for a layout (Epson's command set, which the 58 / 80 mm printers sold in Taiwan follow).
 * Written by hand on top of our own layout, and why: the one npm encoder with Big5 (receiptline) takes its own
 * markup language, lays text out itself and can't force a QR version; the commands used here are few and fixed.
 * Text is Big5 in the printer's Chinese mode (FS &); Code 39 by the printer (GS k, narrow bar 1 dot so 19
 * characters fit 48 mm); QR codes as one raster image (GS v 0) so the version is exactly the document's.
 */

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  chineseOn: [FS, 0x26],
  alignLeft: [ESC, 0x61, 0],
  alignCenter: [ESC, 0x61, 1],
  /** Feed to the cutter and cut, partially (GS V 66 0). */
  cut: [GS, 0x56, 0x42, 0],
  /** ESC p on pin 2: 50 ms on, 500 ms off. */
  drawerKick: [ESC, 0x70, 0, 25, 250],
} as const;

/** GS ! (all characters) and FS ! (Chinese characters) for the size. */
function sizeBytes(size: TextSize): number[] {
  const gs = { normal: 0x00, wide: 0x10, tall: 0x01, large: 0x11 }[size];
  const fs = { normal: 0x00, wide: 0x04, tall: 0x08, large: 0x0c }[size];
  return [GS, 0x21, gs, FS, 0x21, fs];
}

function barcodeBytes(data: string): number[] {
  const ascii = [...data].map((character) => character.charCodeAt(0) & 0x7f);
  return [
    ...ESCPOS.alignCenter,
    ...[GS, 0x48, 0], // no human-readable text
    ...[GS, 0x68, 64], // 64 dots high = 8 mm
    ...[GS, 0x77, 1], // narrow bar 1 dot
    ...[GS, 0x6b, 69, ascii.length, ...ascii], // Code 39, length-prefixed
    LF,
    ...ESCPOS.alignLeft,
  ];
}

/** The QR codes side by side, centred with equal gaps, as a GS v 0 raster of the paper's full width. */
export function qrRaster(matrices: readonly QrMatrix[], moduleDots: number, dots: number): {
  readonly widthBytes: number;
  readonly height: number;
  readonly data: Uint8Array;
} {
  const sizes = matrices.map((matrix) => matrix.length * moduleDots);
  const height = Math.max(0, ...sizes);
  const widthBytes = Math.ceil(dots / 8);
  const gap = Math.max(0, Math.floor((dots - sizes.reduce((a, b) => a + b, 0)) / (matrices.length + 1)));
  const data = new Uint8Array(widthBytes * height);
  let left = gap;
  matrices.forEach((matrix, index) => {
    matrix.forEach((row, moduleRow) => {
      row.forEach((dark, moduleColumn) => {
        if (!dark) return;
        for (let dy = 0; dy < moduleDots; dy++) {
          const y = moduleRow * moduleDots + dy;
          for (let dx = 0; dx < moduleDots; dx++) {
            const x = left + moduleColumn * moduleDots + dx;
            data[y * widthBytes + (x >> 3)]! |= 0x80 >> (x & 7);
          }
        }
      });
    });
    left += (sizes[index] ?? 0) + gap;
  });
  return { widthBytes, height, data };
}

function qrBytes(line: Extract<PrintLine, { type: 'qr' }>, dots: number): number[] {
  const { widthBytes, height, data } = qrRaster(line.matrices, line.moduleDots, dots);
  return [GS, 0x76, 0x30, 0, widthBytes & 0xff, widthBytes >> 8, height & 0xff, height >> 8, ...data, LF];
}

/** The bytes of a laid-out document: init, Chinese mode, the lines, ending with whatever cut / kick it asks. */
export function layoutToEscPos(layout: Layout): Uint8Array {
  const out: number[] = [...ESCPOS.init, ...ESCPOS.chineseOn];
  let size: TextSize = 'normal';
  let bold = false;
  const push = (bytes: ArrayLike<number>) => {
    for (let i = 0; i < bytes.length; i++) out.push(bytes[i]!);
  };
  for (const line of layout.lines) {
    switch (line.type) {
      case 'text':
        if (line.size !== size) {
          size = line.size;
          push(sizeBytes(size));
        }
        if (line.bold !== bold) {
          bold = line.bold;
          push([ESC, 0x45, bold ? 1 : 0]);
        }
        push(encodeBig5(line.text.trimEnd()));
        out.push(LF);
        break;
      case 'barcode':
        push(barcodeBytes(line.data));
        break;
      case 'qr':
        push(qrBytes(line, layout.dots));
        break;
      case 'cut':
        push(ESCPOS.cut);
        break;
      case 'drawer':
        push(ESCPOS.drawerKick);
        break;
    }
  }
  if (size !== 'normal') push(sizeBytes('normal'));
  if (bold) push([ESC, 0x45, 0]);
  return Uint8Array.from(out);
}

/** ESC/POS bytes of a document on one paper. */
export function renderEscPos(document: PrintDocument, media: PrintMedia): Uint8Array {
  return layoutToEscPos(layoutDocument(document, media));
}
