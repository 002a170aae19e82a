import type { InvoicePeriod } from '../validation/invoice-period.js';
import { rocYear3 } from '../validation/invoice-period.js';
import { isInvoiceNumber } from './track.js';

/** The 4-digit random code (隨機碼) printed on the proof and carried by the barcode and QR codes. */
export const RANDOM_CODE = /^\d{4}$/;

export const BARCODE_LENGTH = 19;

/**
 * The content of the proof's Code 39 barcode (19 characters): ROC year (3) + the period's even month
 * (2) + invoice number (10) + random code (4). 2015 03-04, UZ17690872, 0122 -> '10404UZ176908720122'.
 * Only digits and capital letters, all in the Code 39 set.
 */
export function barcodeContent(period: InvoicePeriod, invoiceNumber: string, randomCode: string): string {
  if (!isInvoiceNumber(invoiceNumber)) throw new RangeError(`not an invoice number: ${invoiceNumber}`);
  if (!RANDOM_CODE.test(randomCode)) throw new RangeError(`random code must be 4 digits, got ${randomCode}`);
  if (period.endMonth % 2 !== 0 || period.endMonth < 2 || period.endMonth > 12) {
    throw new RangeError(`a period ends on an even month, got ${period.endMonth}`);
  }
  return `${rocYear3(period.year)}${String(period.endMonth).padStart(2, '0')}${invoiceNumber}${randomCode}`;
}
