import {
  DEFAULT_TIME_ZONE,
  invoiceAmounts,
  invoiceItems,
  invoiceProofContent,
  invoiceProofDocument,
  lineUnitPrice,
  linePrice,
  periodKey,
  periodOfDate,
  zonedDateTime,
  type InvoiceInfo,
  type OfflineInvoiceIssue,
  type PrintDocument,
} from '@diancan/core';
import { reportError } from '../../../lib/report-error';
import { pricedLineOf, type CartLine } from '../cart/cart-line';

/**
 * The e-invoice proof (電子發票證明聯) of an invoice issued offline (docs/offline.md), built in the browser with the
 * server's builder (core's invoiceProofContent and layout): the number from this terminal's block, the random code and
 * the left QR code's check code the server computed for that number when it reserved the block (the store's AES key
 * never leaves the server), the seller as the block named it. The server records the invoice on upload with the same
 * random code, so its reprint prints the same barcode and QR codes.
 */
export interface OfflineInvoiceSale {
  lines: readonly CartLine[];
  /** The payable, cents: the invoice total. */
  payable: number;
  buyer: InvoiceInfo | null;
  /** ISO 8601: when it was taken (the invoice's issue time, as the server records it). */
  takenAt: string;
}

/** The proof to print, or null when the invoice prints no paper (on a phone carrier or donated, as on the server). */
export function offlineProof(sale: OfflineInvoiceSale, issue: OfflineInvoiceIssue, storeName: string): PrintDocument | null {
  if (sale.buyer?.type === 'phoneCarrier' || sale.buyer?.type === 'donationNumber') return null;
  try {
    return proofDocument(sale, issue, storeName);
  } catch (error) {
    // The order is kept whatever happens here; its proof then prints after upload (補印發票證明聯).
    reportError('offline-proof', error);
    return null;
  }
}

function proofDocument(sale: OfflineInvoiceSale, issue: OfflineInvoiceIssue, storeName: string): PrintDocument {
  const buyerTaxId = sale.buyer?.type === 'uniformNumber' ? sale.buyer.number : null;
  const issuedAt = new Date(sale.takenAt);
  const issueDate = zonedDateTime(issuedAt, DEFAULT_TIME_ZONE).date;
  const amounts = invoiceAmounts(sale.payable, buyerTaxId !== null);
  const lines = sale.lines.map((line) => {
    const priced = pricedLineOf(line);
    return { name: line.name, count: line.count, unitTotal: lineUnitPrice(priced), amount: linePrice(priced), entertain: line.entertain };
  });
  const content = invoiceProofContent(
    {
      invoiceNumber: issue.invoiceNumber,
      periodKey: periodKey(periodOfDate(issueDate)),
      issueDate,
      issuedAt,
      randomCode: issue.randomCode,
      buyerTaxId,
      sellerTaxId: issue.sellerTaxId,
      sellerName: issue.sellerName,
      sellerAddress: issue.sellerAddress,
      salesCents: amounts.salesAmount,
      taxCents: amounts.taxAmount,
      totalCents: amounts.totalAmount,
      items: invoiceItems(lines, sale.payable),
    },
    { storeName, timeZone: DEFAULT_TIME_ZONE, checkCode: issue.checkCode, printCount: 1 },
  );
  return invoiceProofDocument(content);
}
