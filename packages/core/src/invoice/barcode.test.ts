import { describe, expect, it } from 'vitest';
import { barcodeContent, BARCODE_LENGTH } from './barcode.js';
import { invoicePeriod, periodOfDate } from '../validation/invoice-period.js';

describe('barcodeContent', () => {
  it('reproduces the specification example', () => {
    // 104年03-04月, UZ17690872, random code 0122
    expect(barcodeContent(invoicePeriod(2015, 3), 'UZ17690872', '0122')).toBe('10404UZ176908720122');
  });

  it('always carries the even month of the period and has 19 characters', () => {
    const content = barcodeContent(periodOfDate('2026-11-05'), 'AB00000050', '9876');
    expect(content).toBe('11512AB000000509876');
    expect(content).toHaveLength(BARCODE_LENGTH);
    expect(barcodeContent(periodOfDate('2027-01-31'), 'AB00000050', '9876').slice(0, 5)).toBe('11602');
  });

  it('refuses malformed parts', () => {
    const period = invoicePeriod(2026, 11);
    expect(() => barcodeContent(period, 'AB0000005', '9876')).toThrow(RangeError);
    expect(() => barcodeContent(period, 'AB00000050', '98a6')).toThrow(RangeError);
    expect(() => barcodeContent({ year: 2026, startMonth: 10, endMonth: 11 }, 'AB00000050', '9876')).toThrow(RangeError);
  });
});
