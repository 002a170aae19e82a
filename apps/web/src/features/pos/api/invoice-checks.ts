import { invoiceCheckResultSchema, POS_API, type ApiCall, type InvoiceCheckResult } from '@diancan/core';
import { callApiEnvelope } from '../../../lib/api';

/**
 * checkPhoneCarrier / checkDonationNumber: 200 with `status` true when the code may be used, false with the
 * message to show. The call's own failures (network, 429) are shown by the http client and rethrown.
 */
export interface InvoiceCheck {
  ok: boolean;
  message: string | null;
  result: InvoiceCheckResult | null;
}

async function check<Input>(call: ApiCall<Input, InvoiceCheckResult>, body: Input): Promise<InvoiceCheck> {
  const envelope = await callApiEnvelope(call, body);
  const parsed = invoiceCheckResultSchema.safeParse(envelope.data);
  return { ok: envelope.status, message: envelope.message, result: parsed.success ? parsed.data : null };
}

export function checkPhoneCarrier(storeId: number, phoneCarrier: string): Promise<InvoiceCheck> {
  return check(POS_API.checkPhoneCarrier, { storeId, phoneCarrier });
}

export function checkDonationNumber(storeId: number, donationNumber: string): Promise<InvoiceCheck> {
  return check(POS_API.checkDonationNumber, { storeId, donationNumber });
}
