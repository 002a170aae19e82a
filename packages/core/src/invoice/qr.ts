import { toHundredths } from '../pricing/exact.js';
import { wholeDollars } from './amounts.js';
import { RANDOM_CODE } from './barcode.js';
import { rocDate7 } from '../validation/invoice-period.js';
import { isInvoiceNumber } from './track.js';

/**
 * The contents of the two QR codes of the e-invoice proof (EINVOICE.md, "Left QR content").
 *
 * left  = head (77) ':**********' ':' recorded ':' total ':' encoding ':' items...
 * right = '**' items...
 *
 * The items form one stream 'name:qty:price:name:qty:price...' cut at an item boundary: the left code
 * carries the first items and, when more follow in the right code, the ':' that separates them (the
 * specification's example ends its left code with '105:' and starts its right code with '**口罩').
 * When every item fits in the left code it ends with the last price and the right code is just '**'.
 *
 * Capacity: both codes are printed at the same size (the specification wants them equal), QR version 7
 * with error correction M, whose byte mode holds 122 bytes. That is above the required minimum
 * (version 6, level L or higher), fits two codes side by side on 5.7 cm paper at 3 printer dots per
 * module (45 modules = 16.9 mm at 203 dpi, each code at least 1.5 cm), and M survives worn thermal
 * paper better than L. The renderer must force version 7 (content never exceeds 122 bytes, so it never
 * needs more). Items are placed in order; one that fits in neither code is left out and counted in
 * `itemsOmitted` ("items that don't fit are left out"), and later, shorter ones may still be recorded.
 */

export const QR_VERSION = 7;
export const QR_ERROR_CORRECTION = 'M';
/** Byte-mode capacity of a version 7-M QR code. */
export const QR_BYTE_CAPACITY = 122;
/** Encoding field: 1 = UTF-8 (0 would be Big5, 2 Base64). */
export const QR_ENCODING_UTF8 = '1';
export const QR_HEAD_LENGTH = 77;

const CONSUMER_BUYER_ID = '00000000';
const CUSTOM_AREA = '**********';
const RIGHT_PREFIX = '**';
const TAX_ID = /^\d{8}$/;
/** AES-128 of 14 bytes is one 16-byte block: 24 Base64 characters ending in '=='. */
const CHECK_CODE = /^[A-Za-z0-9+/]{22}==$/;
const MAX_HEX_AMOUNT = 0xffffffff;

export interface QrItem {
  readonly name: string;
  /** Up to 2 decimals. */
  readonly quantity: number;
  /** Unit price in cents, shown in dollars ('105', '12.5'). */
  readonly unitPrice: number;
}

export interface InvoiceQrInput {
  readonly invoiceNumber: string;
  /** Local issue date 'yyyy-MM-dd' (store time zone). */
  readonly issueDate: string;
  readonly randomCode: string;
  /** Tax-excluded sales, cents in whole dollars (see qrSalesAmount); 0 prints '00000000'. */
  readonly salesAmount: number;
  /** Tax-included total, cents in whole dollars. */
  readonly totalAmount: number;
  /** The buyer's 統編; null, '' or '0000000000' for a consumer. */
  readonly buyerTaxId: string | null;
  readonly sellerTaxId: string;
  /** The AES check code, computed by the server with the store's key (24 Base64 characters). */
  readonly checkCode: string;
  readonly items: readonly QrItem[];
}

export interface InvoiceQrCodes {
  readonly left: string;
  readonly right: string;
  /** Items recorded across both codes. */
  readonly itemsRecorded: number;
  /** Items of the invoice left out for lack of room. */
  readonly itemsOmitted: number;
}

/** The 77-character head: number, ROC date, random code, sales and total (hex), buyer, seller, check code. */
export function qrHead(input: Omit<InvoiceQrInput, 'items'>): string {
  if (!isInvoiceNumber(input.invoiceNumber)) throw new RangeError(`not an invoice number: ${input.invoiceNumber}`);
  if (!RANDOM_CODE.test(input.randomCode)) throw new RangeError(`random code must be 4 digits, got ${input.randomCode}`);
  if (!TAX_ID.test(input.sellerTaxId)) throw new RangeError(`seller tax ID must be 8 digits, got ${input.sellerTaxId}`);
  if (!CHECK_CODE.test(input.checkCode)) throw new RangeError(`check code must be 24 Base64 characters, got ${input.checkCode}`);
  const head = [
    input.invoiceNumber,
    rocDate7(input.issueDate),
    input.randomCode,
    hexAmount(input.salesAmount, 'salesAmount'),
    hexAmount(input.totalAmount, 'totalAmount'),
    qrBuyerId(input.buyerTaxId),
    input.sellerTaxId,
    input.checkCode,
  ].join('');
  if (head.length !== QR_HEAD_LENGTH) throw new RangeError(`QR head must be ${QR_HEAD_LENGTH} characters, got ${head.length}`);
  return head;
}

export function invoiceQrCodes(input: InvoiceQrInput, capacity: number = QR_BYTE_CAPACITY): InvoiceQrCodes {
  const texts = input.items.map(qrItemText);
  const total = texts.length;
  const fixed = (recorded: number) => `${qrHead(input)}:${CUSTOM_AREA}:${recorded}:${total}:${QR_ENCODING_UTF8}:`;
  // Sized with the invoice's item count: the recorded count, known only at the end, is never longer.
  let leftBytes = utf8Length(fixed(total));
  let rightBytes = RIGHT_PREFIX.length;
  if (leftBytes > capacity) throw new RangeError(`the left QR head alone exceeds ${capacity} bytes`);

  const left: string[] = [];
  const right: string[] = [];
  for (const text of texts) {
    const size = utf8Length(text);
    // A left item costs its text and the ':' after it (kept for the items that may follow on the right).
    if (right.length === 0 && leftBytes + size + 1 <= capacity) {
      left.push(text);
      leftBytes += size + 1;
      continue;
    }
    const cost = right.length === 0 ? size : size + 1;
    if (rightBytes + cost <= capacity) {
      right.push(text);
      rightBytes += cost;
    }
  }

  const recorded = left.length + right.length;
  const leftItems = left.join(':') + (left.length > 0 && right.length > 0 ? ':' : '');
  return {
    left: fixed(recorded) + leftItems,
    right: RIGHT_PREFIX + right.join(':'),
    itemsRecorded: recorded,
    itemsOmitted: total - recorded,
  };
}

/** 'name:qty:price' with ':' in the name replaced by the full-width '：'. */
export function qrItemText(item: QrItem): string {
  const name = item.name.replaceAll(':', '：');
  return `${name}:${decimalText(toHundredths(item.quantity, 'quantity'))}:${decimalText(item.unitPrice)}`;
}

/** The buyer field: the 統編, or 00000000 for a consumer. */
export function qrBuyerId(buyerTaxId: string | null): string {
  if (buyerTaxId === null || buyerTaxId === '' || buyerTaxId === '0000000000') return CONSUMER_BUYER_ID;
  if (!TAX_ID.test(buyerTaxId)) throw new RangeError(`buyer tax ID must be 8 digits, got ${buyerTaxId}`);
  return buyerTaxId;
}

/** Whole dollars as 8 lowercase hex digits: 34000 cents (NT$340) -> '00000154'. */
export function hexAmount(cents: number, label: string): string {
  const dollars = wholeDollars(cents, label);
  if (dollars > MAX_HEX_AMOUNT) throw new RangeError(`${label} does not fit 8 hex digits`);
  return dollars.toString(16).padStart(8, '0');
}

/** Bytes of a string in UTF-8 (a lone surrogate counts 3, as an encoder writes U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Hundredths as the shortest decimal text: 10500 -> '105', 1250 -> '12.5', 125 -> '1.25', -5000 -> '-50'. */
function decimalText(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`not a whole number of hundredths: ${hundredths}`);
  const sign = hundredths < 0 ? '-' : '';
  const absolute = Math.abs(hundredths);
  const whole = Math.trunc(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
