/**
 * The print document model: what a receipt, kitchen ticket, label, e-invoice proof or report slip says, as a
 * list of blocks, independent of the printer. Two renderers read it through one layout (layout.ts): ESC/POS bytes
 * (escpos.ts) and the on-screen preview (the same lines, drawn by the web). Documents are plain JSON: the server
 * stores them in print jobs and the printer box renders them.
 */

export const DOCUMENT_KINDS = [
  'RECEIPT',
  'KITCHEN',
  'LABEL',
  'INVOICE_PROOF',
  'ALLOWANCE',
  'TURNOVER',
  'SHIFT',
  'CASH_DRAWER',
  'TEST',
  'NUMBER_TICKET',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type Align = 'left' | 'center' | 'right';
/** wide = double width, tall = double height, large = both (the kitchen's table number). */
export type TextSize = 'normal' | 'wide' | 'tall' | 'large';
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface TextBlock {
  readonly type: 'text';
  readonly text: string;
  readonly align?: Align;
  readonly size?: TextSize;
  readonly bold?: boolean;
}

/** A label on the left (wraps) and a value on the right of its first line: '滷肉飯 x2 ...... 120'. */
export interface RowBlock {
  readonly type: 'row';
  readonly left: string;
  readonly right: string;
  readonly size?: TextSize;
  readonly bold?: boolean;
  /** Columns the wrapped lines of the left text are indented by. */
  readonly indent?: number;
}

export interface RuleBlock {
  readonly type: 'rule';
  readonly style?: 'single' | 'double';
}

export interface BlankBlock {
  readonly type: 'blank';
}

/** Code 39, printed by the printer's own command (GS k) without human-readable text. */
export interface BarcodeBlock {
  readonly type: 'barcode';
  readonly data: string;
}

/**
 * QR codes side by side (the e-invoice proof's two codes), or one. Printed as a raster image so the version is
 * exactly the one asked for (a printer's own QR command picks its version from the data length).
 */
export interface QrBlock {
  readonly type: 'qr';
  readonly codes: readonly string[];
  readonly version: number;
  readonly errorCorrection: QrErrorCorrection;
  /** Printer dots per module (3 on the proof: version 7 = 45 modules = 135 dots = 16.9 mm). */
  readonly moduleDots: number;
}

export interface CutBlock {
  readonly type: 'cut';
}

/** Open the cash drawer (ESC p on pin 2); the preview does not show it. */
export interface DrawerBlock {
  readonly type: 'drawer';
}

export type PrintBlock = TextBlock | RowBlock | RuleBlock | BlankBlock | BarcodeBlock | QrBlock | CutBlock | DrawerBlock;

export interface PrintDocument {
  readonly kind: DocumentKind;
  /** A short name for job lists and the preview's heading, e.g. '收據 #A0012', '熱食 #A0012'. */
  readonly title: string;
  readonly blocks: readonly PrintBlock[];
}

/** Paper widths a receipt printer takes, and the columns of its 12-dot font (Chinese takes two). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PAPER_COLUMNS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };
/** Printable dots across: 48 mm or 72 mm at 8 dots a millimetre. */
export const PAPER_DOTS: Readonly<Record<PaperWidth, number>> = { 58: 384, 80: 576 };
/** A 40 x 30 mm label: 40 mm = 320 dots = 26 columns. */
export const LABEL_COLUMNS = 26;
export const LABEL_DOTS = 320;

/** What the printer gets printed on (a layout's width). */
export interface PrintMedia {
  readonly columns: number;
  readonly dots: number;
}

export function paperMedia(width: PaperWidth): PrintMedia {
  return { columns: PAPER_COLUMNS[width], dots: PAPER_DOTS[width] };
}

export const LABEL_MEDIA: PrintMedia = { columns: LABEL_COLUMNS, dots: LABEL_DOTS };
