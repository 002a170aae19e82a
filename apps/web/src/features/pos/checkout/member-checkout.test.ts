import { describe, expect, it } from 'vitest';
import { checkoutMemberOf, maxRedeemPoints, memberLabel, redeemPointsOf } from './member-checkout';

const RULE = { earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000 };

describe('the checkout member (會員)', () => {
  it('redeems whole steps within the balance and the money left after the coupon', () => {
    expect(maxRedeemPoints(125, RULE, 100_000)).toBe(120);
    expect(maxRedeemPoints(125, RULE, 3_500)).toBe(30);
    expect(maxRedeemPoints(9, RULE, 100_000)).toBe(0);
    expect(maxRedeemPoints(-5, RULE, 100_000)).toBe(0);
    expect(maxRedeemPoints(100, RULE, 0)).toBe(0);
  });

  it('takes typed points down to a step and up to the most allowed', () => {
    expect(redeemPointsOf(25, RULE, 120)).toBe(20);
    expect(redeemPointsOf(500, RULE, 120)).toBe(120);
    expect(redeemPointsOf(Number.NaN, RULE, 120)).toBe(0);
    expect(redeemPointsOf(-10, RULE, 120)).toBe(0);
  });

  it('prices the member with the rule, and nothing off while points are off', () => {
    const picked = { member: { id: 5, phone: '0912345678', name: '王小明', points: 40 }, redeemPoints: 20 };
    expect(checkoutMemberOf(picked, RULE)).toEqual({ id: 5, redeemPoints: 20, pointsDiscount: 2_000 });
    expect(checkoutMemberOf(picked, null)).toEqual({ id: 5, redeemPoints: 0, pointsDiscount: 0 });
    expect(checkoutMemberOf(null, RULE)).toBeNull();
    expect(memberLabel(picked.member)).toBe('0912***678 王小明');
  });
});
