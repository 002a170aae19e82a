import {
  barcodeContent,
  type InvoiceProof,
  invoiceNumberText,
  invoiceQrCodes,
  parsePeriodKey,
  periodText,
  QR_ERROR_CORRECTION,
  QR_VERSION,
  qrSalesAmount,
  zonedDateTime,
} from '@diancan/core';
import { qrCheckCode } from './check-code.js';
import type { InvoiceRow } from './einvoice.repository.js';

const PROOF_TITLE = '電子發票證明聯';
const REPRINT_MARK = '補印';
/** A B2B invoice (buyer with a 統編) prints its format code. */
const B2B_FORMAT_TEXT = '格式 25';

export interface ProofContext {
  storeName: string;
  timeZone: string;
  aesKeyHex: string;
  /** The print count after this print (1 for the first). */
  printCount: number;
}

/** The proof (電子發票證明聯) of an issued invoice: texts, amounts, barcode and both QR codes. */
export function buildProof(row: InvoiceRow, context: ProofContext): InvoiceProof {
  const period = parsePeriodKey(row.periodKey);
  const issued = zonedDateTime(row.issuedAt, context.timeZone);
  const qr = invoiceQrCodes({
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    randomCode: row.randomCode,
    salesAmount: qrSalesAmount(row.totalCents),
    totalAmount: row.totalCents,
    buyerTaxId: row.buyerTaxId,
    sellerTaxId: row.sellerTaxId,
    checkCode: qrCheckCode(context.aesKeyHex, row.invoiceNumber, row.randomCode),
    items: row.items.map((item) => ({ name: item.name, quantity: item.quantity, unitPrice: item.unitPrice })),
  });
  const reprint = context.printCount > 1;
  return {
    invoiceId: row.id,
    orderId: row.orderId,
    storeName: context.storeName,
    title: reprint ? `${PROOF_TITLE} ${REPRINT_MARK}` : PROOF_TITLE,
    reprint,
    periodText: periodText(period),
    invoiceNumberText: invoiceNumberText(row.invoiceNumber),
    invoiceNumber: row.invoiceNumber,
    issuedAtText: `${issued.date} ${issued.time}`,
    issuedAt: row.issuedAt.toISOString(),
    randomCode: row.randomCode,
    formatText: row.buyerTaxId === null ? null : B2B_FORMAT_TEXT,
    sellerTaxId: row.sellerTaxId,
    sellerName: row.sellerName,
    sellerAddress: row.sellerAddress,
    buyerTaxId: row.buyerTaxId,
    salesAmount: row.salesCents,
    taxAmount: row.taxCents,
    totalAmount: row.totalCents,
    barcode: barcodeContent(period, row.invoiceNumber, row.randomCode),
    qrLeft: qr.left,
    qrRight: qr.right,
    qrVersion: QR_VERSION,
    qrErrorCorrection: QR_ERROR_CORRECTION,
    items: row.items.map((item) => ({ name: item.name, quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount })),
  };
}
