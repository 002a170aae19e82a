import { dollarsToCents } from '@diancan/core';
import type { DiscountFieldValues } from './DiscountFields';

/** Cents as NT$ for a number field ('' for none). */
export const dollarsOf = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);

/** NT$ as typed into cents (null for an empty field). */
export const centsOrNull = (dollars: number | string): number | null => (dollars === '' ? null : dollarsToCents(dollars));

/** A whole number as typed (null for an empty field). */
export const wholeOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));

interface SavedDiscount {
  discountType: DiscountFieldValues['discountType'];
  discountAmount: number | null;
  discountPercentage: number | null;
}

/** The discount fields of a saved record (money off by default for a new one). */
export function discountFieldValues(saved: SavedDiscount | null): DiscountFieldValues {
  return { discountType: saved?.discountType ?? 'AMOUNT', amount: dollarsOf(saved?.discountAmount), percentage: saved?.discountPercentage ?? '' };
}

/** The request's discount: the chosen type's field, the other one null. */
export function discountOf(values: DiscountFieldValues): SavedDiscount {
  return {
    discountType: values.discountType,
    discountAmount: values.discountType === 'AMOUNT' ? centsOrNull(values.amount) : null,
    discountPercentage: values.discountType === 'PERCENTAGE' ? wholeOrNull(values.percentage) : null,
  };
}

/** The request's errors under the form's field names (the discount's, and the minimum spend's as `minimum`). */
export function discountFormErrors(errors: Record<string, string>, minimumField: string): Record<string, string> {
  const names: Record<string, string> = { discountAmount: 'amount', discountPercentage: 'percentage', [minimumField]: 'minimum' };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [names[field] ?? field, message]));
}
