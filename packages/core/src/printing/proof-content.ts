import type { InvoiceProof } from '../contracts/einvoice.js';
import { qrSalesAmount } from '../invoice/amounts.js';
import { barcodeContent } from '../invoice/barcode.js';
import { parsePeriodKey, periodText } from '../validation/invoice-period.js';
import { invoiceQrCodes, QR_ERROR_CORRECTION, QR_VERSION } from '../invoice/qr.js';
import { invoiceNumberText } from '../invoice/track.js';
import { type InvoiceItem, invoiceItemsOf } from '../invoice/invoice-items.js';
import { zonedDateTime } from '../zoned-time.js';

const PROOF_TITLE = '電子發票證明聯';
const REPRINT_MARK = '補印';
/** A B2B invoice (buyer with a 統編) prints its format code. */
const B2B_FORMAT_TEXT = '格式 25';

/** What the proof prints, without the server's ids (an invoice issued offline has none yet). */
export type InvoiceProofContent = Omit<InvoiceProof, 'invoiceId' | 'orderId'>;

/** An issued invoice as the proof needs it: the server's record, or an invoice issued offline by the POS. */
export interface ProofInvoice {
  readonly invoiceNumber: string;
  readonly periodKey: string;
  /** 'yyyy-MM-dd' in the store's time zone. */
  readonly issueDate: string;
  readonly issuedAt: Date;
  readonly randomCode: string;
  readonly buyerTaxId: string | null;
  readonly sellerTaxId: string;
  readonly sellerName: string;
  readonly sellerAddress: string | null;
  readonly salesCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly items: readonly InvoiceItem[];
  /** F0401 MainRemark kept on the invoice (e.g. 點數折抵 10元); absent for invoices issued before it existed. */
  readonly mainRemark?: string | null;
}

export interface ProofPrintContext {
  readonly storeName: string;
  readonly timeZone: string;
  /**
   * The left QR code's check code (AES of number + random code under the store's key): computed by the server, which
   * alone holds the key, for an online invoice when it prints, for an offline block's numbers when it is reserved.
   */
  readonly checkCode: string;
  /** The print count after this print (1 for the first). */
  readonly printCount: number;
}

/**
 * The proof (電子發票證明聯) of an issued invoice: texts, amounts, barcode and both QR codes. One builder for the
 * server's prints and reprints and the POS's offline print, so the paper, the reprint and the record agree.
 */
export function invoiceProofContent(invoice: ProofInvoice, context: ProofPrintContext): InvoiceProofContent {
  const period = parsePeriodKey(invoice.periodKey);
  const issued = zonedDateTime(invoice.issuedAt, context.timeZone);
  // The invoice's one item list (also F0401's): 交易明細 and both QR codes print exactly these items.
  const items = invoiceItemsOf(invoice.items);
  const qr = invoiceQrCodes({
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    randomCode: invoice.randomCode,
    salesAmount: qrSalesAmount(invoice.totalCents),
    totalAmount: invoice.totalCents,
    buyerTaxId: invoice.buyerTaxId,
    sellerTaxId: invoice.sellerTaxId,
    checkCode: context.checkCode,
    items: items.map(({ name, quantity, unitPrice }) => ({ name, quantity, unitPrice })),
  });
  const reprint = context.printCount > 1;
  return {
    storeName: context.storeName,
    title: reprint ? `${PROOF_TITLE} ${REPRINT_MARK}` : PROOF_TITLE,
    reprint,
    periodText: periodText(period),
    invoiceNumberText: invoiceNumberText(invoice.invoiceNumber),
    invoiceNumber: invoice.invoiceNumber,
    issuedAtText: `${issued.date} ${issued.time}`,
    issuedAt: invoice.issuedAt.toISOString(),
    randomCode: invoice.randomCode,
    formatText: invoice.buyerTaxId === null ? null : B2B_FORMAT_TEXT,
    sellerTaxId: invoice.sellerTaxId,
    sellerName: invoice.sellerName,
    sellerAddress: invoice.sellerAddress,
    buyerTaxId: invoice.buyerTaxId,
    salesAmount: invoice.salesCents,
    taxAmount: invoice.taxCents,
    totalAmount: invoice.totalCents,
    barcode: barcodeContent(period, invoice.invoiceNumber, invoice.randomCode),
    qrLeft: qr.left,
    qrRight: qr.right,
    qrVersion: QR_VERSION,
    qrErrorCorrection: QR_ERROR_CORRECTION,
    items,
    remark: invoice.mainRemark ?? null,
  };
}
