import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToDollars, dollarsToCents } from '@diancan/core';

/** The field's value (NT$) as cents; an empty or unreadable field is null. */
export function priceCents(value: string | number): number | null {
  return value === '' ? null : dollarsToCents(value);
}

/** Cents as the field's NT$ value. */
export function priceField(cents: number): number {
  return centsToDollars(cents);
}

/** Money typed in NT$ (with thousands separators, up to 2 decimals); the form turns it into cents. */
export function PriceInput({ allowNegative = false, ...props }: Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'thousandSeparator'>) {
  return <NumberInput prefix="NT$" decimalScale={2} thousandSeparator="," allowNegative={allowNegative} {...props} />;
}
