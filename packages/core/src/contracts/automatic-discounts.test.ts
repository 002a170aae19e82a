import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from '../pricing/index.js';
import { AUTOMATIC_DISCOUNT_PATHS, automaticDiscountAddRequestSchema, type AutomaticDiscount } from './automatic-discounts.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

const base = { storeId: 1, name: '滿500折50', minimumSpendingAmount: 50000 };

describe('automatic discount contract', () => {
  it('names the spec calls', () => {
    expect(Object.keys(AUTOMATIC_DISCOUNT_PATHS)).toEqual([
      'mealList',
      'add',
      'checkItem',
      'getList',
      'getActiveList',
      'updateStatus',
      'updateSort',
      'update',
      'delete',
    ]);
    expect(AUTOMATIC_DISCOUNT_PATHS.delete).toEqual({ method: 'DELETE', path: '/api/back/automaticDiscount/delete' });
  });

  it('needs the field of its type', () => {
    expect(automaticDiscountAddRequestSchema.safeParse({ ...base, discountType: 'AMOUNT', discountAmount: 5000 }).success).toBe(true);
    expect(firstMessage(automaticDiscountAddRequestSchema.safeParse({ ...base, discountType: 'AMOUNT' }))).toBe('折扣金額為必填');
    expect(firstMessage(automaticDiscountAddRequestSchema.safeParse({ ...base, discountType: 'AMOUNT', discountAmount: 60000 }))).toBe(
      '折扣金額不可大於最低消費金額',
    );
    expect(firstMessage(automaticDiscountAddRequestSchema.safeParse({ ...base, discountType: 'PERCENTAGE' }))).toBe('折扣百分比為必填');
    expect(firstMessage(automaticDiscountAddRequestSchema.safeParse({ ...base, discountType: 'PERCENTAGE', discountPercentage: 100 }))).toBe(
      '折扣百分比須為1到99的整數',
    );
  });

  it('is a pricing tier as it comes over the wire', () => {
    const tier: AutomaticDiscount = {
      id: 1,
      name: '滿500折50',
      minimumSpendingAmount: 50000,
      discountType: 'AMOUNT',
      discountAmount: 5000,
      discountPercentage: null,
      enabled: true,
      sort: 0,
      lastUpdateTime: '2026-11-21T00:00:00.000Z',
    };
    expect(computeOrderTotals({ lines: [{ count: 1, unitPrice: 60000 }], automaticDiscounts: [tier] }).payable).toBe(55000);
  });
});
