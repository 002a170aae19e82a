import { describe, it, expect } from 'vitest';
import { isValidDonationCode, isValidPhoneCarrier } from './carrier.js';

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
