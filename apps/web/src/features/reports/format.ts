import { formatThousands, roundDecimal } from '@diancan/core';

/**
 * How the reports show numbers (SPEC-NOTES: amounts as whole NT$ with thousands separators). Money arrives in
 * integer cents; a total that is not a whole dollar (a 95折 of an odd price) keeps its cents rather than
 * silently rounding what the owner is reconciling.
 */

/** Cents as dollars with thousands separators: 123456 -> "1,234.56", 120050 -> "1,200.50", 120000 -> "1,200". */
export function formatAmount(cents: number): string {
  const whole = Math.round(cents);
  return whole % 100 === 0 ? formatThousands(whole / 100) : formatThousands((whole / 100).toFixed(2));
}

/** Cents as "$1,234" for cards and tables. */
export function formatMoney(cents: number): string {
  const text = formatAmount(Math.abs(cents));
  return cents < 0 ? `-$${text}` : `$${text}`;
}

/** A count (quantities may carry 2 decimals) with thousands separators. */
export function formatCount(count: number): string {
  return formatThousands(roundDecimal(count, 2));
}

/** A share as a percentage with one decimal: 0.12345 -> "12.3%". */
export function formatPercent(share: number): string {
  return `${roundDecimal(share * 100, 1).toFixed(1)}%`;
}
