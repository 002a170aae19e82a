/**
 * The invoice's remark (F0401 `MainRemark`, the proof's 備註 line). Discounts are netted into the items (issue 39: one
 * item list, no negative item), so a discount the customer must see on the invoice itself, a points redemption
 * (issue 36), is said here instead: `點數折抵 10元`. Parts are joined with '；' and cut to MIG 4.1's limit.
 */

/** MIG 4.1: MainRemark is a string of at most 200 characters. */
export const MAIN_REMARK_MAX_LENGTH = 200;
const SEPARATOR = '；';

/** `點數折抵 N元` for a points discount (cents, whole NT$ by the rule), or null without one. */
export function pointsRedemptionRemark(pointsDiscountCents: number): string | null {
  if (!Number.isFinite(pointsDiscountCents) || pointsDiscountCents <= 0) return null;
  return `點數折抵 ${Math.round(pointsDiscountCents / 100)}元`;
}

/**
 * One MainRemark of every part given (null and blank parts skipped), at most MAIN_REMARK_MAX_LENGTH characters
 * (counted as code points, never cutting a character in two); null when there is nothing to say.
 */
export function invoiceMainRemark(parts: readonly (string | null | undefined)[]): string | null {
  const joined = parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(SEPARATOR);
  if (joined.length === 0) return null;
  return Array.from(joined).slice(0, MAIN_REMARK_MAX_LENGTH).join('');
}
