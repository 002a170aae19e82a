import { DISCOUNT_RATIO_PRESETS } from '../constants.js';
import { assertNonNegativeCents, toHundredths } from './exact.js';

/**
 * The cashier's discount at checkout (store operations 4: "Discount type is money or person (ratio)").
 * - MONEY: a sum off the order, in cents (the checkout result's discountPrice).
 * - RATIO: the customer pays this share of the order, e.g. 0.9 (the checkout result's discountPerson);
 *   the payable is then rounded UP to a whole dollar (section 9).
 */
export type ManualDiscount =
  | { readonly type: 'MONEY'; readonly amount: number }
  | { readonly type: 'RATIO'; readonly ratio: number };

/**
 * The label of a ratio as Taiwanese shops write it: tenths drop the trailing zero (0.9 -> 9折, 0.4 -> 4折),
 * other ratios keep two digits (0.95 -> 95折, 0.85 -> 85折). The spec's "95折 to 40折" names the range;
 * its POS journey calls 0.9 "9折", the way a cashier reads it.
 */
export function ratioLabel(ratio: number): string {
  const hundredths = ratioHundredths(ratio);
  return `${hundredths % 10 === 0 ? hundredths / 10 : hundredths}折`;
}

export interface RatioPreset {
  readonly ratio: number;
  readonly label: string;
}

/** The preset buttons of the discount view, 95折 first. */
export const DISCOUNT_RATIO_OPTIONS: readonly RatioPreset[] = DISCOUNT_RATIO_PRESETS.map((ratio) => ({
  ratio,
  label: ratioLabel(ratio),
}));

/**
 * A ratio as whole hundredths, 0.95 -> 95. Accepted: above 0 and at most 1 with at most 2 decimals
 * (the presets and any ratio a store might add, 1 meaning no discount).
 */
export function ratioHundredths(ratio: number): number {
  const hundredths = toHundredths(ratio, 'ratio');
  if (hundredths <= 0 || hundredths > 100) throw new RangeError(`ratio must be in (0, 1], got ${ratio}`);
  return hundredths;
}

/** Throws a RangeError for a malformed discount (input from a request is validated by its schema first). */
export function assertManualDiscount(discount: ManualDiscount): void {
  if (discount.type === 'MONEY') assertNonNegativeCents(discount.amount, 'discount amount');
  else ratioHundredths(discount.ratio);
}
