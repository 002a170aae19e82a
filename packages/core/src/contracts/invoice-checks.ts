import { z } from 'zod';
import { requestObject, requiredId } from './fields.js';

/**
 * The server checks of the buyer's e-invoice inputs (store operations sections 5 and 7). The checkout first checks
 * the format locally (core `phoneCarrierError`, `donationCodeError`), then asks the server, which asks the
 * configured verification provider (docs/orders.md): `format` (the format rules only) or `mof` (the Ministry of
 * Finance's verification service).
 *
 * Both answer 200 with the envelope: `status: true` when the code may be used, `status: false` with the message to
 * show (手機載具不正確; 捐贈碼不存在，請重新確認 or the provider's own message). `data` says how far it was verified:
 * `verified: false` when only the format was checked (the `format` provider, or `mof` not answering within 5 s), and
 * `message` then says so too, so the screen never claims a check that did not happen.
 */

type Call<M extends 'POST'> = { method: M; path: string };
const post = (path: string): Call<'POST'> => ({ method: 'POST', path });

export const INVOICE_CHECK_PATHS = {
  checkPhoneCarrier: post('/api/back/order/checkPhoneCarrier'),
  checkDonationNumber: post('/api/back/order/checkDonationNumber'),
} as const;

export const INVOICE_CHECK_PROVIDERS = ['format', 'mof'] as const;
export type InvoiceCheckProvider = (typeof INVOICE_CHECK_PROVIDERS)[number];

/** Messages of an accepted code that was not confirmed by the Ministry (ours). */
export const INVOICE_CHECK_MSG = {
  FORMAT_ONLY: '格式正確（僅檢查格式，未向財政部查驗）',
  MOF_UNAVAILABLE: '格式正確（財政部查驗服務暫時無法使用，未查驗）',
} as const;

const code = (label: string) => z.string({ error: `${label}為必填` }).trim().min(1, `${label}為必填`).max(20, `${label}格式不正確`);

export const checkPhoneCarrierRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  phoneCarrier: code('手機載具'),
});
export type CheckPhoneCarrierRequest = z.infer<typeof checkPhoneCarrierRequestSchema>;

export const checkDonationNumberRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  donationNumber: code('捐贈碼'),
});
export type CheckDonationNumberRequest = z.infer<typeof checkDonationNumberRequestSchema>;

export const invoiceCheckResultSchema = z.object({
  /** True when the Ministry confirmed the code; false when only its format was checked. */
  verified: z.boolean(),
  provider: z.enum(INVOICE_CHECK_PROVIDERS),
});
export type InvoiceCheckResult = z.infer<typeof invoiceCheckResultSchema>;
