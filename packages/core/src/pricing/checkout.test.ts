import { describe, expect, it } from 'vitest';
import { isCashPayMethod, validateCheckout } from './checkout.js';

const lines = [{ count: 2, unitPrice: 15000 }];
const cash = (paid: number) => ({ isCash: true, paid });

describe('validateCheckout', () => {
  it('passes a sufficient cash payment', () => {
    expect(validateCheckout({ lines, payment: cash(30000) })).toEqual([]);
  });

  it('refuses cash below the payable', () => {
    expect(validateCheckout({ lines, payment: cash(29900) })).toEqual([{ code: 'PAYMENT_INSUFFICIENT', message: '付款金額不足' }]);
  });

  it('measures cash against total minus the manual discount', () => {
    expect(validateCheckout({ lines, manualDiscount: { type: 'MONEY', amount: 1000 }, payment: cash(29000) })).toEqual([]);
  });

  it('refuses a discount above the total', () => {
    const issues = validateCheckout({ lines, manualDiscount: { type: 'MONEY', amount: 30100 }, payment: cash(0) });
    expect(issues.map((issue) => issue.code)).toEqual(['DISCOUNT_EXCEEDS_TOTAL']);
    expect(issues[0]?.message).toBe('折扣後金額不可小於0');
  });

  it('accepts anything under whole-order entertain', () => {
    expect(validateCheckout({ lines, entertain: true, manualDiscount: { type: 'MONEY', amount: 99900 }, payment: cash(0) })).toEqual([]);
  });

  it('does not ask a card or LINE Pay payment for an amount', () => {
    expect(validateCheckout({ lines, payment: { isCash: false, paid: 0 } })).toEqual([]);
  });

  it('refuses an order without anything counted', () => {
    expect(validateCheckout({ lines: [], payment: cash(0) }).map((issue) => issue.code)).toEqual(['EMPTY_ORDER']);
    expect(validateCheckout({ lines: [{ count: 0, unitPrice: 100 }], payment: cash(0) }).map((issue) => issue.code)).toEqual(['EMPTY_ORDER']);
  });
});

describe('isCashPayMethod', () => {
  it('recognises cash by its statistic key', () => {
    expect(isCashPayMethod({ statisticKey: 'CASH' })).toBe(true);
    expect(isCashPayMethod({ statisticKey: 'LINE_PAY_OFFLINE' })).toBe(false);
  });
});
