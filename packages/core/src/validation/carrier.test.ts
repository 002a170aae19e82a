import { describe, it, expect } from 'vitest';
import { donationCodeError, isValidDonationCode, isValidPhoneCarrier, phoneCarrierError, shouldAutoSubmitPhoneCarrier } from './carrier.js';

describe('isValidPhoneCarrier', () => {
  it('accepts a slash and 7 allowed characters', () => {
    expect(isValidPhoneCarrier('/ABC1234')).toBe(true);
    expect(isValidPhoneCarrier('/A+B-C.1')).toBe(true);
  });
  it('rejects other shapes', () => {
    for (const value of ['', 'ABC12345', '/ABC123', '/ABC12345', '/abc1234', '/ABC 234', '/ABC_234', '//ABC123']) {
      expect(isValidPhoneCarrier(value)).toBe(false);
    }
  });
});

describe('isValidDonationCode', () => {
  it('accepts 3 to 7 digits', () => {
    expect(isValidDonationCode('123')).toBe(true);
    expect(isValidDonationCode('1234567')).toBe(true);
  });
  it('rejects shorter, longer and non-digit codes', () => {
    for (const value of ['', '12', '12345678', '12a4', ' 123']) {
      expect(isValidDonationCode(value)).toBe(false);
    }
  });
});

describe('carrier and donation code messages', () => {
  it('gives the spec messages for malformed input only', () => {
    expect(phoneCarrierError('/ABC1234')).toBeNull();
    expect(phoneCarrierError('/ABC123')).toBe('手機載具不正確');
    expect(donationCodeError('8585')).toBeNull();
    expect(donationCodeError('85')).toBe('捐贈碼不正確');
  });

  it('auto-submits a complete carrier only', () => {
    expect(shouldAutoSubmitPhoneCarrier('/ABC1234')).toBe(true);
    expect(shouldAutoSubmitPhoneCarrier('/ABC123')).toBe(false); // 7 characters: still typing
    expect(shouldAutoSubmitPhoneCarrier('/abc1234')).toBe(false); // 8 characters with an error
  });
});
