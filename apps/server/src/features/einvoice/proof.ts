import { type InvoiceProof, invoiceProofContent } from '@diancan/core';
import { qrCheckCode } from './check-code.js';
import type { InvoiceRow } from './einvoice.repository.js';

export interface ProofContext {
  storeName: string;
  timeZone: string;
  aesKeyHex: string;
  /** The print count after this print (1 for the first). */
  printCount: number;
}

/** The proof (電子發票證明聯) of an issued invoice, with the check code under the store's key (core's layout). */
export function buildProof(row: InvoiceRow, context: ProofContext): InvoiceProof {
  const checkCode = qrCheckCode(context.aesKeyHex, row.invoiceNumber, row.randomCode);
  const content = invoiceProofContent(row, { storeName: context.storeName, timeZone: context.timeZone, checkCode, printCount: context.printCount });
  return { invoiceId: row.id, orderId: row.orderId, ...content };
}
