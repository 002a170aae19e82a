import type { AutomaticDiscountTier, NextTierHint } from './automatic-discount.js';
import { automaticDiscountOf, nextAutomaticTier, pickAutomaticTier } from './automatic-discount.js';
import type { CouponTerms } from './coupon.js';
import { couponApplies, couponDiscountOf } from './coupon.js';
import type { ExactAmount, RoundingMode } from './exact.js';
import { assertNonNegativeCents, exactFromCents, HUNDRED, roundExact, scaleExact } from './exact.js';
import type { PricedLine } from './line.js';
import { lineExactAmount } from './line.js';
import type { ManualDiscount } from './manual-discount.js';
import { assertManualDiscount, ratioHundredths } from './manual-discount.js';

/**
 * The amount of an order, from its lines to the change (store operations 4, 5 and 9).
 *
 * Order of operations:
 *   1. subtotal          every line at its price (exact)
 *   2. - entertainAmount lines given free (line entertain), or everything (whole-order entertain)
 *   3. - automaticDiscount, chosen and computed on what is left after 2
 *   3b. - couponDiscount  the coupon whose code the cashier typed or scanned, on what is left after 3, when
 *                        what was ordered (after 2) reaches its minimum spend
 *   3c. - pointsDiscount member points redeemed (docs/members.md), on what is left after 3b
 *   4. = total           the spec's "total" of "paid >= total - manual discount"
 *   5. - manualDiscount  the cashier's money or ratio discount, on the total
 *   6. = payable         rounded ONCE to a whole NT$
 *   7. + serviceCharge   服務費 of a dine-in table check (docs/tables.md): the store's whole percent of 6 (the goods
 *                        after every discount, entertained lines left out), rounded half up to a whole NT$, and
 *                        added to the payable
 *
 * Why automatic before manual: the automatic tiers are the store's published offer ("滿500折50") and
 * depend only on what the customer ordered, so a cashier's discount can never push an order below a
 * tier it had reached and silently cancel the offer. The manual discount is the cashier's final word on
 * the amount the customer sees after the offer; the spec's cash rule (paid >= total - manual discount)
 * also treats the manual discount as the last step before payment. A 9折 on top of 滿500折50 is
 * therefore 0.9 x (subtotal - 50).
 *
 * Why round only at the end: every step is exact (see exact.ts), so the same order gives the same
 * payable however its lines are split, and the customer is never charged for intermediate rounding.
 * The payable is a whole NT$: the currency has no coins below NT$1 and e-invoice amounts are whole
 * dollars. Rounding is half up, except that with a percentage discount (a ratio, or a PERCENTAGE
 * automatic discount) it is up, as section 9 says for the percentage discount.
 *
 * The amounts shown (subtotal, entertainAmount, discounts) are differences of the rounded running
 * totals, all rounded the same way, so they always add up: subtotal - entertainAmount -
 * automaticDiscount - manualDiscount = payable, each part >= 0. With whole-dollar prices and whole
 * counts no rounding happens at all.
 */

/** NT$1: the unit the payable is rounded to. */
export const PAYABLE_UNIT_CENTS = 100;

export interface Payment {
  /** The pay method is cash (statisticKey CASH): only cash has an amount tendered and change. */
  readonly isCash: boolean;
  /** Cents tendered. Used for cash only: any other method collects exactly the payable. */
  readonly paid: number;
}

export interface OrderPriceInput {
  readonly lines: readonly PricedLine[];
  /** The store's active automatic discounts, in the store's sort order. */
  readonly automaticDiscounts?: readonly AutomaticDiscountTier[];
  readonly manualDiscount?: ManualDiscount | null;
  /** The coupon redeemed with the order (checked by the server: valid, not used up). */
  readonly coupon?: CouponTerms | null;
  /**
   * Cents off for member points redeemed (docs/members.md), after the coupon and before the manual discount; whole
   * NT$ (the rule's redeem amount is). More than what is left is capped and flagged (`pointsExceedTotal`).
   */
  readonly pointsDiscount?: number;
  /** Whole-order entertain (招待): the payable is 0 and every discount and payment is cleared. */
  readonly entertain?: boolean;
  readonly payment?: Payment | null;
  /** 服務費 in whole percent (0-20) for a dine-in table check; 0 or absent for none. */
  readonly serviceChargePercent?: number;
}

export interface OrderTotals {
  /** Every line at its price, entertained lines included. */
  readonly subtotal: number;
  /** The part given free: entertained lines, or the whole subtotal under whole-order entertain. */
  readonly entertainAmount: number;
  readonly automaticDiscount: number;
  /** The tier applied (its automaticDiscountPrice is `automaticDiscount`). */
  readonly automaticDiscountTier: AutomaticDiscountTier | null;
  /** The next tier and its '差$X元' text; null when none is above, or under whole-order entertain. */
  readonly nextTier: NextTierHint | null;
  /** The coupon's discount; 0 with no coupon or when the order is below its minimum spend. */
  readonly couponDiscount: number;
  /** The coupon applied; null with none, under whole-order entertain, or below its minimum spend. */
  readonly coupon: CouponTerms | null;
  /** A coupon was given but the order is below its minimum spend: the checkout is refused. */
  readonly couponBelowMinimum: boolean;
  /** The member points' discount (0 without). */
  readonly pointsDiscount: number;
  /** The points would take off more than is left after the coupon: the checkout is refused. */
  readonly pointsExceedTotal: boolean;
  /** subtotal - entertainAmount - automaticDiscount - couponDiscount: what the manual discount applies to. */
  readonly total: number;
  /** The manual discount in cents (a ratio discount as the money it takes off), at most `total`. */
  readonly manualDiscount: number;
  /** The requested money discount was above the total; it is capped and the checkout is refused. */
  readonly discountExceedsTotal: boolean;
  /** 服務費: the percent of total - manualDiscount, a whole NT$; 0 without one or under whole-order entertain. */
  readonly serviceCharge: number;
  /** What the customer pays: total - manualDiscount + serviceCharge, a whole NT$. */
  readonly payable: number;
  /** Cash tendered; for other methods the payable; 0 with no payment or under entertain. */
  readonly paid: number;
  /** Cash only: paid - payable when paid covers it, else 0. */
  readonly change: number;
  /** Paid covers the payable (always true for a method other than cash). */
  readonly paymentSufficient: boolean;
  readonly roundingMode: RoundingMode;
}

export function computeOrderTotals(input: OrderPriceInput): OrderTotals {
  const entertain = input.entertain === true;
  let gross: ExactAmount = 0n;
  let entertainedLines: ExactAmount = 0n;
  for (const line of input.lines) {
    const amount = lineExactAmount(line);
    gross += amount;
    if (line.entertain === true) entertainedLines += amount;
  }
  const chargeable = entertain ? 0n : gross - entertainedLines;

  const tiers = entertain ? [] : (input.automaticDiscounts ?? []);
  const tier = pickAutomaticTier(chargeable, tiers);
  const afterAutomatic = chargeable - (tier === null ? 0n : automaticDiscountOf(tier, chargeable));

  const offered = entertain ? null : (input.coupon ?? null);
  const coupon = offered !== null && couponApplies(offered, chargeable) ? offered : null;
  const afterCoupon = afterAutomatic - (coupon === null ? 0n : couponDiscountOf(coupon, afterAutomatic));
  const pointsOff = entertain ? 0n : exactFromCents(input.pointsDiscount ?? 0);
  const pointsExceedTotal = pointsOff > afterCoupon;
  const total = pointsExceedTotal ? 0n : afterCoupon - pointsOff;

  const manual = entertain ? null : (input.manualDiscount ?? null);
  const { payable, exceeds } = applyManualDiscount(total, manual);

  const percentageApplied =
    (tier !== null && tier.discountType === 'PERCENTAGE') || coupon?.discountType === 'PERCENTAGE' || manual?.type === 'RATIO';
  const roundingMode: RoundingMode = percentageApplied ? 'UP' : 'HALF_UP';
  const round = (amount: ExactAmount) => roundExact(amount, PAYABLE_UNIT_CENTS, roundingMode);

  const subtotal = round(gross);
  const afterEntertain = round(chargeable);
  const roundedAfterAutomatic = round(afterAutomatic);
  const roundedAfterCoupon = round(afterCoupon);
  const roundedTotal = round(total);
  const roundedPayable = round(payable);
  const serviceCharge = entertain ? 0 : serviceChargeOf(roundedPayable, input.serviceChargePercent ?? 0);

  const payment = entertain ? null : (input.payment ?? null);
  const settlement = settle(payment, roundedPayable + serviceCharge);

  return {
    subtotal,
    entertainAmount: subtotal - afterEntertain,
    automaticDiscount: afterEntertain - roundedAfterAutomatic,
    automaticDiscountTier: tier,
    nextTier: entertain ? null : nextAutomaticTier(chargeable, tiers),
    couponDiscount: roundedAfterAutomatic - roundedAfterCoupon,
    coupon,
    couponBelowMinimum: offered !== null && coupon === null,
    pointsDiscount: roundedAfterCoupon - roundedTotal,
    pointsExceedTotal,
    total: roundedTotal,
    manualDiscount: roundedTotal - roundedPayable,
    discountExceedsTotal: exceeds,
    serviceCharge,
    payable: roundedPayable + serviceCharge,
    roundingMode,
    ...settlement,
  };
}

/** 服務費 on the goods after discounts: `percent` (a whole number) of them, rounded half up to a whole NT$. */
export function serviceChargeOf(goodsAfterDiscounts: number, percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`service charge percent must be a whole number 0-100, got ${percent}`);
  if (percent === 0 || goodsAfterDiscounts <= 0) return 0;
  return roundExact(scaleExact(exactFromCents(goodsAfterDiscounts), BigInt(percent), HUNDRED), PAYABLE_UNIT_CENTS, 'HALF_UP');
}

function applyManualDiscount(total: ExactAmount, discount: ManualDiscount | null): { payable: ExactAmount; exceeds: boolean } {
  if (discount === null) return { payable: total, exceeds: false };
  assertManualDiscount(discount);
  if (discount.type === 'RATIO') {
    return { payable: scaleExact(total, BigInt(ratioHundredths(discount.ratio)), HUNDRED), exceeds: false };
  }
  const off = exactFromCents(discount.amount);
  // "Amount after discounts may not be negative": cap at the total and let validateCheckout refuse it.
  return off > total ? { payable: 0n, exceeds: true } : { payable: total - off, exceeds: false };
}

function settle(payment: Payment | null, payable: number): Pick<OrderTotals, 'paid' | 'change' | 'paymentSufficient'> {
  if (payment === null) return { paid: 0, change: 0, paymentSufficient: payable === 0 };
  if (!payment.isCash) return { paid: payable, change: 0, paymentSufficient: true };
  assertNonNegativeCents(payment.paid, 'paid');
  const sufficient = payment.paid >= payable;
  return { paid: payment.paid, change: sufficient ? payment.paid - payable : 0, paymentSufficient: sufficient };
}
