import { describe, expect, it } from 'vitest';
import { checkDonationNumberRequestSchema, checkPhoneCarrierRequestSchema, INVOICE_CHECK_PATHS } from './invoice-checks.js';

describe('invoice check contract', () => {
  it('uses the spec paths', () => {
    expect(INVOICE_CHECK_PATHS.checkPhoneCarrier).toEqual({ method: 'POST', path: '/api/back/order/checkPhoneCarrier' });
    expect(INVOICE_CHECK_PATHS.checkDonationNumber).toEqual({ method: 'POST', path: '/api/back/order/checkDonationNumber' });
  });

  it('requires the code and trims it', () => {
    expect(checkPhoneCarrierRequestSchema.parse({ storeId: 1, phoneCarrier: ' /AB12+-. ' }).phoneCarrier).toBe('/AB12+-.');
    const missing = checkDonationNumberRequestSchema.safeParse({ storeId: 1, donationNumber: '' });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe('捐贈碼為必填');
  });
});
