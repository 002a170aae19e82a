/**
 * Reads ESC/POS bytes back: the Big5 text of each printed line, Code 39 data, raster images, cuts and drawer
 * kicks. For tests, the printer-box checks and the e2e (an outside printer's view of what arrived); it knows the
 * commands escpos.ts writes and skips any other ESC / GS / FS command of known length.
 */

export interface EscPosRaster {
  readonly widthBytes: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export interface EscPosReading {
  /** Printed text lines, decoded from Big5. */
  lines: string[];
  barcodes: string[];
  rasters: EscPosRaster[];
  cuts: number;
  drawerKicks: number;
}

export function readEscPos(bytes: Uint8Array): EscPosReading {
  const decoder = new TextDecoder('big5');
  const reading: EscPosReading = { lines: [], barcodes: [], rasters: [], cuts: 0, drawerKicks: 0 };
  let text: number[] = [];
  const endLine = () => {
    reading.lines.push(decoder.decode(Uint8Array.from(text)));
    text = [];
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const next = bytes[i + 1];
    if (byte === 0x0a) {
      endLine();
      i += 1;
    } else if (byte === 0x1b) {
      if (next === 0x40) i += 2;
      else if (next === 0x70) {
        reading.drawerKicks += 1;
        i += 5;
      } else i += 3; // ESC a n, ESC E n, ESC d n, ESC ! n
    } else if (byte === 0x1c) {
      i += next === 0x21 ? 3 : 2; // FS ! n, FS &, FS .
    } else if (byte === 0x1d) {
      if (next === 0x56) {
        reading.cuts += 1;
        i += bytes[i + 2] === 0x42 || bytes[i + 2] === 0x41 ? 4 : 3;
      } else if (next === 0x6b) {
        const length = bytes[i + 3] ?? 0;
        reading.barcodes.push(String.fromCharCode(...bytes.subarray(i + 4, i + 4 + length)));
        i += 4 + length;
      } else if (next === 0x76) {
        const widthBytes = bytes[i + 4]! | (bytes[i + 5]! << 8);
        const height = bytes[i + 6]! | (bytes[i + 7]! << 8);
        const start = i + 8;
        reading.rasters.push({ widthBytes, height, data: bytes.slice(start, start + widthBytes * height) });
        i = start + widthBytes * height;
      } else i += 3; // GS ! n, GS h n, GS w n, GS H n
    } else {
      text.push(byte);
      i += 1;
    }
  }
  if (text.length > 0) endLine();
  return reading;
}

/**
 * A raster as RGBA pixels (dark = black) for a QR reader such as jsqr: one horizontal slice, with `margin` white
 * rows above and below (the paper's blank feed, which a reader wants as quiet zone).
 */
export function rasterToRgba(
  raster: EscPosRaster,
  fromX = 0,
  toX = raster.widthBytes * 8,
  margin = 0,
): { readonly width: number; readonly height: number; readonly pixels: Uint8ClampedArray } {
  const width = toX - fromX;
  const height = raster.height + 2 * margin;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sourceX = fromX + x;
      const sourceY = y - margin;
      const inside = sourceY >= 0 && sourceY < raster.height;
      const dark = inside && (raster.data[sourceY * raster.widthBytes + (sourceX >> 3)]! & (0x80 >> (sourceX & 7))) !== 0;
      const offset = (y * width + x) * 4;
      const value = dark ? 0 : 255;
      pixels[offset] = value;
      pixels[offset + 1] = value;
      pixels[offset + 2] = value;
      pixels[offset + 3] = 255;
    }
  }
  return { width, height, pixels };
}
