import { INVOICE_CHECK_PATHS, invoiceCheckResultSchema, type InvoiceCheckResult } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath } from '../../../lib/api';

/**
 * checkPhoneCarrier / checkDonationNumber: 200 with `status` true when the code may be used, false with the
 * message to show. The call's own failures (network, 429) are shown by the http client and rethrown.
 */
export interface InvoiceCheck {
  ok: boolean;
  message: string | null;
  result: InvoiceCheckResult | null;
}

async function check(path: string, body: object): Promise<InvoiceCheck> {
  const envelope = await http.post<unknown>(path, body);
  const parsed = invoiceCheckResultSchema.safeParse(envelope.data);
  return { ok: envelope.status, message: envelope.message, result: parsed.success ? parsed.data : null };
}

export function checkPhoneCarrier(storeId: number, phoneCarrier: string): Promise<InvoiceCheck> {
  return check(clientPath(INVOICE_CHECK_PATHS.checkPhoneCarrier), { storeId, phoneCarrier });
}

export function checkDonationNumber(storeId: number, donationNumber: string): Promise<InvoiceCheck> {
  return check(clientPath(INVOICE_CHECK_PATHS.checkDonationNumber), { storeId, donationNumber });
}
