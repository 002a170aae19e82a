import type { ExactAmount } from './exact.js';
import { assertNonNegativeCents, exactFromCents, HUNDRED, minExact, scaleExact } from './exact.js';

/**
 * A coupon as the pricing sees it (docs/coupons.md): its code was checked by the server (valid today, switched on,
 * not used up, the customer's limit not reached); here only the money. Amounts in cents.
 *
 * `discountPercentage` is the part taken OFF (10 = the customer pays 90 %), as for the automatic discounts.
 * `minimumSpend` is compared with what the customer ordered (the subtotal less entertained lines), the same amount
 * the automatic tiers are chosen on, so a coupon's "滿300可用" reads the way the customer reads the bill.
 */
export interface CouponTerms {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly discountType: 'AMOUNT' | 'PERCENTAGE';
  readonly discountAmount: number | null;
  readonly discountPercentage: number | null;
  readonly minimumSpend: number;
}

/** The coupon reaches its minimum spend on this (pre-discount) amount. */
export function couponApplies(coupon: CouponTerms, ordered: ExactAmount): boolean {
  assertNonNegativeCents(coupon.minimumSpend, 'minimumSpend');
  return ordered >= exactFromCents(coupon.minimumSpend);
}

/** The exact discount a coupon gives on what is left after the automatic discount, never more than that. */
export function couponDiscountOf(coupon: CouponTerms, amount: ExactAmount): ExactAmount {
  if (coupon.discountType === 'AMOUNT') {
    const off = coupon.discountAmount ?? 0;
    assertNonNegativeCents(off, 'discountAmount');
    return minExact(exactFromCents(off), amount);
  }
  const percentage = coupon.discountPercentage ?? 0;
  if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`discountPercentage must be a whole number 0..100, got ${percentage}`);
  }
  return scaleExact(amount, BigInt(percentage), HUNDRED);
}
