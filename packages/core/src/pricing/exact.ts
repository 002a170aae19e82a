/**
 * Exact money: a bigint counting millionths of a cent.
 *
 * Why a millionth: every factor that can enter an order's amount is a whole number at this scale.
 * A quantity has at most 2 decimals (x100), an automatic discount is a whole percentage (x100) and a
 * ratio discount has at most 2 decimals (x100), so count x price x percentage x ratio never leaves
 * the integers. Nothing is rounded until the order is rounded once, at the end (ARCHITECTURE
 * principle 8). bigint because count hundredths x cents x 10^4 passes 2^53 on large orders.
 */
export type ExactAmount = bigint;

export const EXACT_PER_CENT = 1_000_000n;

/** The scale of a count, a percentage or a ratio given in hundredths. */
export const HUNDRED = 100n;

/** How a non-negative exact amount is rounded to a money unit. */
export type RoundingMode = 'HALF_UP' | 'UP';

/** Integer cents (any sign) to an exact amount. */
export function exactFromCents(cents: number): ExactAmount {
  assertIntegerCents(cents, 'amount');
  return BigInt(cents) * EXACT_PER_CENT;
}

/**
 * A number with at most 2 decimals, as hundredths: 1.25 -> 125, 3 -> 300.
 * Binary floats are only approximately 1.15 or 0.07, so the hundredths are rounded and then checked:
 * a third decimal (1.255) is refused rather than silently rounded.
 */
export function toHundredths(value: number, label: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`${label} must be a finite number, got ${value}`);
  const hundredths = Math.round(value * 100);
  if (Math.abs(value * 100 - hundredths) > 1e-6) {
    throw new RangeError(`${label} has more than 2 decimals: ${value}`);
  }
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`${label} is too large: ${value}`);
  return hundredths;
}

/** a x numerator / denominator, which must come out whole (it always does at our scale; a remainder is a bug). */
export function scaleExact(amount: ExactAmount, numerator: bigint, denominator: bigint): ExactAmount {
  const product = amount * numerator;
  if (product % denominator !== 0n) {
    throw new RangeError(`inexact scaling of ${amount} by ${numerator}/${denominator}`);
  }
  return product / denominator;
}

/** Rounds a non-negative exact amount to a whole multiple of `unitCents`, returned in cents. */
export function roundExact(amount: ExactAmount, unitCents: number, mode: RoundingMode): number {
  if (amount < 0n) throw new RangeError(`cannot round a negative amount: ${amount}`);
  const unit = BigInt(unitCents) * EXACT_PER_CENT;
  const units = mode === 'UP' ? (amount + unit - 1n) / unit : (amount + unit / 2n) / unit;
  return toSafeNumber(units * BigInt(unitCents));
}

/** The smallest whole number of cents at or above a non-negative exact amount. */
export function ceilExactToCents(amount: ExactAmount): number {
  return roundExact(amount, 1, 'UP');
}

export function maxExact(a: ExactAmount, b: ExactAmount): ExactAmount {
  return a > b ? a : b;
}

export function minExact(a: ExactAmount, b: ExactAmount): ExactAmount {
  return a < b ? a : b;
}

export function assertIntegerCents(value: number, label: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be integer cents, got ${value}`);
}

export function assertNonNegativeCents(value: number, label: string): void {
  assertIntegerCents(value, label);
  if (value < 0) throw new RangeError(`${label} must not be negative, got ${value}`);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${value}`);
  return result;
}
