import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsToDollars, dollarsToCents } from '@diancan/core';

/**
 * Cash typed in whole NT$ with thousands separators: drawer money is counted in coins and notes, so no decimals.
 * The field's value is the text or number Mantine keeps; the forms turn it into integer cents with `moneyCents`.
 */
export function MoneyInput(props: Omit<NumberInputProps, 'prefix' | 'allowDecimal' | 'thousandSeparator' | 'allowNegative'>) {
  return <NumberInput prefix="NT$" allowDecimal={false} allowNegative={false} thousandSeparator="," hideControls {...props} />;
}

/** The field's value as cents; null while empty or unreadable. */
export function moneyCents(value: string | number): number | null {
  return value === '' ? null : dollarsToCents(value);
}

/** Cents as the field's value. */
export function moneyField(cents: number): number {
  return centsToDollars(cents);
}
