import {
  BinaryBitmap,
  BitArray,
  Code39Reader,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { render } from '@testing-library/react';
import { QR_VERSION } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { Code39Barcode } from '../../../components/barcode/Code39Barcode';
import { QrCode } from './QrCode';
import { qrMatrix } from './qr-matrix';

// The specification's own example contents (EINVOICE.md, "Left QR content" and the barcode).
const SPEC_LEFT = 'AB112233441020523999900000144000001540000000001234567ydXZt4LAN1UHN/j1juVcRA==:**********:3:3:1:乾電池:1:105:';
const SPEC_RIGHT = '**口罩:1:210:牛奶:1:25';
const SPEC_BARCODE = '10404UZ176908720122';

const PIXELS_PER_MODULE = 4;

/** The dark modules an SVG path of 1x1 runs ('M x y h w v1 h -w z') paints, as a grid. */
function modulesOfPath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) grid[Number(y)]![column] = true;
  }
  return grid;
}

/** Reads the QR code drawn in a rendered SVG back with ZXing, as a phone would read the printed one. */
function readQr(svg: SVGSVGElement): string {
  const box = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const quiet = -Number(svg.getAttribute('viewBox')?.split(' ')[0]);
  const size = box - 2 * quiet;
  const grid = modulesOfPath(svg.querySelector('path')?.getAttribute('d') ?? '', size);
  const side = box * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / PIXELS_PER_MODULE) - quiet;
      const column = Math.floor(x / PIXELS_PER_MODULE) - quiet;
      if (grid[row]?.[column]) pixels[y * side + x] = 0;
    }
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.PURE_BARCODE, true],
    [DecodeHintType.CHARACTER_SET, 'UTF-8'],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
  return new QRCodeReader().decode(bitmap, hints).getText();
}

/** Reads the Code 39 bars JsBarcode drew (one rect per bar, x and width in modules) with ZXing. */
function readCode39(svg: SVGSVGElement): string {
  const bars = Array.from(svg.querySelectorAll('g rect'));
  const quiet = 20;
  const last = Math.max(...bars.map((bar) => Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))));
  const row = new BitArray(last + 2 * quiet);
  for (const bar of bars) {
    const x = Number(bar.getAttribute('x'));
    for (let module = 0; module < Number(bar.getAttribute('width')); module += 1) row.set(quiet + x + module);
  }
  return new Code39Reader().decodeRow(0, row, new Map()).getText();
}

describe('proof QR codes', () => {
  it('forces version 7 (at least the required 6) even for a content "fit" would put in a smaller one', () => {
    const matrix = qrMatrix('**');
    expect(matrix.version).toBe(QR_VERSION);
    expect(matrix.size).toBe(45);
  });

  it('draws the specification example contents so that a reader gets them back exactly', () => {
    const { container } = render(
      <>
        <QrCode content={SPEC_LEFT} label="左側QR" />
        <QrCode content={SPEC_RIGHT} label="右側QR" />
      </>,
    );
    const [left, right] = Array.from(container.querySelectorAll('svg'));
    expect(left?.getAttribute('data-version')).toBe('7');
    expect(right?.getAttribute('data-version')).toBe('7');
    expect(readQr(left!)).toBe(SPEC_LEFT);
    expect(readQr(right!)).toBe(SPEC_RIGHT);
  });
});

describe('proof barcode', () => {
  it('draws Code 39 of the 19-character content', () => {
    const { container } = render(<Code39Barcode content={SPEC_BARCODE} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ 40$/);
    expect(readCode39(svg)).toBe(SPEC_BARCODE);
  });
});
