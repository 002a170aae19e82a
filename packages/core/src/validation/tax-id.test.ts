import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidTaxId, taxIdChecksum } from './tax-id.js';

describe('isValidTaxId', () => {
  it.each(['04595257', '22099131', '12345678'])('accepts real and placeholder IDs: %s', (id) => {
    expect(isValidTaxId(id)).toBe(true);
  });

  it('sums the digits of each product', () => {
    // 0 8 5 (18->9) 5 4 (20->2) 7
    expect(taxIdChecksum('04595257')).toBe(40);
    // 1 0 4 (10->1) 8 (10->1) (28->10) 5
    expect(taxIdChecksum('10458575')).toBe(30);
  });

  it('applies the seventh-digit-7 rule: sum or sum + 1 divisible by 5', () => {
    expect(isValidTaxId('10458575')).toBe(true); // sum 30
    expect(isValidTaxId('10458574')).toBe(true); // sum 29, 29 + 1 = 30
    expect(isValidTaxId('10458579')).toBe(true); // sum 34, 34 + 1 = 35
    expect(isValidTaxId('10458573')).toBe(false); // sum 28 and 29
  });

  it('gives no sum + 1 allowance without a seventh digit 7', () => {
    expect(taxIdChecksum('04595256')).toBe(39);
    expect(isValidTaxId('04595256')).toBe(false);
    expect(isValidTaxId('22099132')).toBe(false);
  });

  it('rejects wrong length and non-digits', () => {
    for (const value of ['', '0459525', '045952570', '0459525a', ' 04595257', '04595257 ', '0459-257', '１２３４５６７８']) {
      expect(isValidTaxId(value)).toBe(false);
    }
  });

  it('never accepts anything but 8 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (value) => {
        if (isValidTaxId(value)) expect(value).toMatch(/^\d{8}$/);
      }),
    );
  });

  it('has exactly one valid last digit out of each five for IDs without a seventh digit 7', () => {
    // The last weight is 1, so the last digit moves the sum by one: two of the ten digits satisfy sum % 5 == 0.
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}[0-689]$/), (prefix) => {
        const valid = [...'0123456789'].filter((last) => isValidTaxId(prefix + last) && prefix + last !== '12345678');
        expect(valid).toHaveLength(2);
      }),
    );
  });
});
