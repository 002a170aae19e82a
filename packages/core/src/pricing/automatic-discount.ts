import { discountGapMessage } from '../messages.js';
import type { ExactAmount } from './exact.js';
import { assertNonNegativeCents, ceilExactToCents, exactFromCents, HUNDRED, minExact, scaleExact } from './exact.js';

/**
 * A store's automatic discount (store operations 3, "Order automatic discount"): spend at least
 * minimumSpendingAmount and get discountAmount off (AMOUNT) or discountPercentage percent off
 * (PERCENTAGE). Amounts in cents.
 *
 * discountPercentage is the part taken OFF, a whole number 0..100: 10 means the customer pays 90 %.
 * We read it this way because the field sits next to discountAmount, which is also what is taken off;
 * the cashier's ratio discount (0.9 = pays 90 %) is a different field with the opposite sense.
 */
export interface AutomaticDiscountTier {
  readonly id: number;
  readonly name: string;
  readonly minimumSpendingAmount: number;
  readonly discountType: 'AMOUNT' | 'PERCENTAGE';
  readonly discountAmount?: number | null;
  readonly discountPercentage?: number | null;
}

export interface NextTierHint {
  readonly tier: AutomaticDiscountTier;
  /** Cents still to spend to reach the tier. */
  readonly shortfall: number;
  /** The shortfall in whole dollars, rounded up so that spending it does reach the tier. */
  readonly shortfallDollars: number;
  /** '差$X元'. */
  readonly text: string;
}

/**
 * The tier that applies to an amount: the highest minimumSpendingAmount the amount reaches
 * (section 9). Two tiers with the same minimum: the first in the given order wins (the store's sort
 * order), so the choice never depends on how the database returned them.
 */
export function pickAutomaticTier(amount: ExactAmount, tiers: readonly AutomaticDiscountTier[]): AutomaticDiscountTier | null {
  let best: AutomaticDiscountTier | null = null;
  for (const tier of tiers) {
    assertTier(tier);
    if (amount < exactFromCents(tier.minimumSpendingAmount)) continue;
    if (best === null || tier.minimumSpendingAmount > best.minimumSpendingAmount) best = tier;
  }
  return best;
}

/** The exact discount a tier gives on an amount, never more than the amount itself. */
export function automaticDiscountOf(tier: AutomaticDiscountTier, amount: ExactAmount): ExactAmount {
  if (tier.discountType === 'AMOUNT') return minExact(exactFromCents(tier.discountAmount ?? 0), amount);
  return scaleExact(amount, BigInt(tier.discountPercentage ?? 0), HUNDRED);
}

/**
 * The next tier above the one the amount reaches: the lowest minimumSpendingAmount above the amount
 * (the first in order among equals), with the shortfall; null when no tier is above.
 */
export function nextAutomaticTier(amount: ExactAmount, tiers: readonly AutomaticDiscountTier[]): NextTierHint | null {
  let next: AutomaticDiscountTier | null = null;
  for (const tier of tiers) {
    assertTier(tier);
    if (exactFromCents(tier.minimumSpendingAmount) <= amount) continue;
    if (next === null || tier.minimumSpendingAmount < next.minimumSpendingAmount) next = tier;
  }
  if (next === null) return null;
  const shortfall = ceilExactToCents(exactFromCents(next.minimumSpendingAmount) - amount);
  const shortfallDollars = Math.ceil(shortfall / 100);
  return { tier: next, shortfall, shortfallDollars, text: discountGapMessage(shortfallDollars) };
}

/** `pickAutomaticTier` for an amount in cents. */
export function automaticTierFor(amountCents: number, tiers: readonly AutomaticDiscountTier[]): AutomaticDiscountTier | null {
  return pickAutomaticTier(exactFromCents(amountCents), tiers);
}

/** `nextAutomaticTier` for an amount in cents: the '差$X元' hint under the checkout total. */
export function nextTierHint(amountCents: number, tiers: readonly AutomaticDiscountTier[]): NextTierHint | null {
  return nextAutomaticTier(exactFromCents(amountCents), tiers);
}

function assertTier(tier: AutomaticDiscountTier): void {
  assertNonNegativeCents(tier.minimumSpendingAmount, 'minimumSpendingAmount');
  if (tier.discountType === 'AMOUNT') {
    assertNonNegativeCents(tier.discountAmount ?? 0, 'discountAmount');
    return;
  }
  const percentage = tier.discountPercentage ?? 0;
  if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`discountPercentage must be a whole number 0..100, got ${percentage}`);
  }
}
