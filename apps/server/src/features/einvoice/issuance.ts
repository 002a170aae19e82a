import { EINVOICE_MSG, EINVOICE_OFFLINE_MSG, type InvoiceInfo, type OfflineInvoiceNumber, type OrderInvoiceSummary } from '@diancan/core';
import { isUniqueViolation } from '../../platform/records.js';
import { offlineNumberSource } from './offline-blocks.service.js';
import type { Executor } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors/app-error.js';
import { einvoiceRepository } from './einvoice.repository.js';
import type { InvoicedLine } from '@diancan/core';
import { draftInvoice } from './invoice-draft.js';
import { summaryWithoutNumber } from './einvoice.presenter.js';

/**
 * Issuance inside the checkout's transaction (docs/einvoice.md). The order service decides whether an invoice is
 * due (both switches on, a payable above 0) and that the seller is set (read with the catalogue); this adds ONE
 * statement after the order is written: take the period's next number, write the invoice, and add it to the
 * idempotency key's answer, so a retry answers the same number. No number left: 409, and the caller's transaction
 * rolls back with the order (no number is used, the order number is given back).
 */

export interface CheckoutInvoiceInput {
  storeId: number;
  orderId: number;
  userId: number | null;
  now: Date;
  timeZone: string;
  payable: number;
  buyer: InvoiceInfo | null;
  lines: readonly InvoicedLine[];
  /** The order's points discount (cents): the invoice's remark says it (點數折抵 N元). */
  pointsDiscount: number;
  idempotencyKey: string;
  /** Issued offline with a number of the terminal's block (docs/offline.md); null: the track's next number. */
  offline?: OfflineInvoiceNumber | null;
}

/** Whether a checkout issues an invoice: both switches on and something to pay. */
export function invoiceDue(switches: { adminInvoiceSwitch?: boolean; storeInvoiceSwitch?: boolean }, payable: number): boolean {
  return switches.adminInvoiceSwitch === true && switches.storeInvoiceSwitch === true && payable > 0;
}

export async function issueCheckoutInvoice(tx: Executor, input: CheckoutInvoiceInput): Promise<OrderInvoiceSummary> {
  const drafted = draftInvoice({ now: input.now, timeZone: input.timeZone, payable: input.payable, buyer: input.buyer, lines: input.lines, pointsDiscount: input.pointsDiscount });
  const fixed = input.offline ? await offlineNumberSource(tx, input.storeId, input.offline, { periodKey: drafted.periodKey, issuedAt: input.now }) : null;
  // An offline number keeps the random code its block reserved for it: the one its proof printed with.
  const draft = fixed?.randomCode ? { ...drafted, randomCode: fixed.randomCode } : drafted;
  const summary = summaryWithoutNumber(draft);
  let issued;
  try {
    issued = await einvoiceRepository.issue(
      tx,
      { storeId: input.storeId, orderId: input.orderId, userId: input.userId, now: input.now, reissuedFromId: null },
      draft,
      { key: input.idempotencyKey, summary },
      fixed,
    );
  } catch (error) {
    // The same offline number sent with another order: recorded once, refused after (the transaction rolls back).
    if (fixed && isUniqueViolation(error)) throw conflict(EINVOICE_OFFLINE_MSG.NUMBER_USED);
    throw error;
  }
  if (!issued) throw conflict(EINVOICE_MSG.NO_NUMBERS);
  return { ...summary, invoiceId: issued.id, invoiceNumber: issued.invoiceNumber };
}
