import { charWidth, printableText, textWidth } from './big5.js';
import type { Align, PrintBlock, PrintDocument, PrintMedia, TextSize } from '../contracts/print-document.js';
import { qrMatrix, type QrMatrix } from './qr-matrix.js';

/**
 * The lines a document prints as, for one paper: text already wrapped and padded to the columns (Chinese counts
 * as two), barcodes, QR matrices, cut and drawer marks. Both renderers draw exactly these lines: ESC/POS turns
 * them into bytes and the preview shows them on screen in a monospace grid, so the screen shows what the paper will.
 */
export type PrintLine =
  | { readonly type: 'text'; readonly text: string; readonly size: TextSize; readonly bold: boolean }
  | { readonly type: 'barcode'; readonly data: string }
  | {
      readonly type: 'qr';
      readonly codes: readonly string[];
      readonly matrices: readonly QrMatrix[];
      readonly moduleDots: number;
    }
  | { readonly type: 'cut' }
  | { readonly type: 'drawer' };

export interface Layout {
  readonly title: string;
  readonly columns: number;
  readonly dots: number;
  readonly lines: readonly PrintLine[];
}

/** How many times wider than normal the size prints. */
export function widthScale(size: TextSize): number {
  return size === 'wide' || size === 'large' ? 2 : 1;
}

/**
 * Splits text into lines of at most `width` columns. A line breaks at the last space when an ASCII word would be
 * cut (Chinese breaks anywhere); a word longer than the line is cut.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printableText(text.replace(/\r\n?/g, '\n')).split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const character of paragraph) {
      const w = charWidth(character);
      if (lineWidth + w > width) {
        const space = line.lastIndexOf(' ');
        const breakAtSpace = character !== ' ' && charWidth(character) === 1 && space > 0;
        if (breakAtSpace && /^[\x21-\x7e]*$/.test(line.slice(space + 1))) {
          lines.push(line.slice(0, space).trimEnd());
          line = line.slice(space + 1);
        } else {
          lines.push(line.trimEnd());
          line = '';
        }
        if (character === ' ' && line === '') {
          lineWidth = 0;
          continue;
        }
        lineWidth = textWidth(line);
      }
      line += character;
      lineWidth += w;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

function pad(text: string, width: number, align: Align): string {
  const gap = Math.max(0, width - textWidth(text));
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text;
  return text;
}

function textLines(text: string, columns: number, align: Align, size: TextSize, bold: boolean): PrintLine[] {
  return wrapText(text, columns).map((line) => ({ type: 'text', text: pad(line, columns, align), size, bold }));
}

/** Label left, value right on the first line; the label's further lines wrap under it, indented. */
function rowLines(block: Extract<PrintBlock, { type: 'row' }>, columns: number): PrintLine[] {
  const size = block.size ?? 'normal';
  const bold = block.bold ?? false;
  const right = printableText(block.right);
  const rightWidth = textWidth(right);
  if (rightWidth + 2 > columns) {
    return [...textLines(block.left, columns, 'left', size, bold), ...textLines(right, columns, 'right', size, bold)];
  }
  const indent = Math.min(block.indent ?? 0, columns - rightWidth - 2);
  const firstWidth = columns - rightWidth - 1;
  const [first = '', ...rest] = wrapText(block.left, firstWidth);
  const following = rest.length > 0 ? wrapText(rest.join(''), columns - indent) : [];
  const lines: PrintLine[] = [
    { type: 'text', text: first + ' '.repeat(columns - textWidth(first) - rightWidth) + right, size, bold },
  ];
  for (const line of following) lines.push({ type: 'text', text: ' '.repeat(indent) + line, size, bold });
  return lines;
}

function blockLines(block: PrintBlock, media: PrintMedia): PrintLine[] {
  switch (block.type) {
    case 'text': {
      const size = block.size ?? 'normal';
      const columns = Math.floor(media.columns / widthScale(size));
      return textLines(block.text, columns, block.align ?? 'left', size, block.bold ?? false);
    }
    case 'row':
      return rowLines(block, Math.floor(media.columns / widthScale(block.size ?? 'normal')));
    case 'rule':
      return [{ type: 'text', text: (block.style === 'double' ? '=' : '-').repeat(media.columns), size: 'normal', bold: false }];
    case 'blank':
      return [{ type: 'text', text: '', size: 'normal', bold: false }];
    case 'barcode':
      return [{ type: 'barcode', data: block.data }];
    case 'qr':
      return [
        {
          type: 'qr',
          codes: block.codes,
          matrices: block.codes.map((code) => qrMatrix(code, block.version, block.errorCorrection)),
          moduleDots: block.moduleDots,
        },
      ];
    case 'cut':
      return [{ type: 'cut' }];
    case 'drawer':
      return [{ type: 'drawer' }];
  }
}

/** Lays the document out for the paper: the lines both renderers draw. */
export function layoutDocument(document: PrintDocument, media: PrintMedia): Layout {
  return {
    title: document.title,
    columns: media.columns,
    dots: media.dots,
    lines: document.blocks.flatMap((block) => blockLines(block, media)),
  };
}

/** The layout's text as plain lines (barcodes and QR codes as [CODE39 ...] / [QR ...]): for tests and logs. */
export function layoutText(layout: Layout): string[] {
  return layout.lines.flatMap((line): string[] => {
    switch (line.type) {
      case 'text':
        return [line.text];
      case 'barcode':
        return [`[CODE39 ${line.data}]`];
      case 'qr':
        return [`[QR ${line.codes.join(' | ')}]`];
      default:
        return [];
    }
  });
}
