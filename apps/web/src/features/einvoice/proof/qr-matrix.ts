import { QR_ERROR_CORRECTION, QR_VERSION } from '@diancan/core';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

/** The dark and light modules of one QR code, row by row. */
export interface QrMatrix {
  /** Modules per side (version 7: 45). */
  readonly size: number;
  readonly version: number;
  isDark(row: number, column: number): boolean;
}

export interface QrOptions {
  /** The smallest version to use; the server says which (core's QR_VERSION, 7: above the required 6). */
  version?: number;
  /** 'L', 'M', 'Q' or 'H'. */
  errorCorrection?: string;
}

const LEVELS: readonly string[] = ['L', 'M', 'Q', 'H'];

function level(text: string | undefined): QRCodeErrorCorrectionLevel {
  return text !== undefined && LEVELS.includes(text) ? (text as QRCodeErrorCorrectionLevel) : QR_ERROR_CORRECTION;
}

/**
 * Encodes a proof QR code at a forced minimum version, so the left and the right code print at the same size and the
 * left one is never below version 6: the library's "fit" would pick a smaller version for a short content. A content
 * that needs more than the minimum grows past it instead of failing the print.
 */
export function qrMatrix(content: string, { version = QR_VERSION, errorCorrection }: QrOptions = {}): QrMatrix {
  const errorCorrectionLevel = level(errorCorrection);
  const fitted = QRCode.create(content, { errorCorrectionLevel });
  const code = fitted.version >= version ? fitted : QRCode.create(content, { errorCorrectionLevel, version });
  const { modules } = code;
  return { size: modules.size, version: code.version, isDark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * The dark modules as one SVG path in module units (a 1x1 square each, runs of a row merged), so the code scales to
 * any printed size without blurring.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column += 1;
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join('');
}
