/**
 * Money and number display. Money is integer cents everywhere (NT$1 = 100); it becomes dollars only for
 * display. Decimal rounding is done on the decimal digits, not on binary floats, so 1.005 rounds to 1.01
 * the way a person reading "1.005" expects.
 */

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number from a number or a numeric string (trimmed); null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Plain positional digits of a finite non-negative number, never exponent notation: 1e21 -> "1000000000000000000000". */
function plainDigits(value: number): string {
  const text = String(value);
  const exponent = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!exponent) return text;
  // Shift the decimal point of the shortest round-trip digits by hand (Intl caps fraction digits at 20).
  const [, head = '', tail = '', power = '0'] = exponent;
  const digits = head + tail;
  const point = head.length + Number(power);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Thousands separators, sign and decimals kept: 1234567.5 -> "1,234,567.5", -1234 -> "-1,234".
 * A numeric string keeps its decimals as written ("1234.50" -> "1,234.50"). Non-numeric input gives "".
 */
export function formatThousands(value: number | string | null | undefined): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (toNumber(text) === null) return '';
    if (!/e/i.test(text)) {
      const [, sign = '', integer = '', fraction] = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text) ?? [];
      const shownSign = sign === '-' ? '-' : '';
      return `${shownSign}${groupThousands(integer || '0')}${fraction ? `.${fraction}` : ''}`;
    }
    value = Number(text);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const negative = value < 0;
  const [integer = '0', fraction] = plainDigits(Math.abs(value)).split('.');
  return `${negative ? '-' : ''}${groupThousands(integer)}${fraction ? `.${fraction}` : ''}`;
}

/** Rounds half away from zero to `places` decimals, working on the decimal digits. */
export function roundDecimal(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const negative = value < 0;
  const [integer = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  if (fraction.length <= places) return value;
  const kept = BigInt(integer + fraction.slice(0, places));
  const roundUp = (fraction[places] ?? '0') >= '5';
  const scaled = (roundUp ? kept + 1n : kept).toString().padStart(places + 1, '0');
  const cut = scaled.length - places;
  const rounded = Number(places > 0 ? `${scaled.slice(0, cut)}.${scaled.slice(cut)}` : scaled);
  // Avoid -0: a negative value that rounds to zero is zero.
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** Rounds a number or numeric string to 2 decimals; null when the value is not numeric. */
export function round2(value: unknown): number | null {
  const number = toNumber(value);
  return number === null ? null : roundDecimal(number, 2);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as typed (number or numeric string) to integer cents; null when not numeric. */
export function dollarsToCents(dollars: unknown): number | null {
  const number = toNumber(dollars);
  if (number === null) return null;
  // Round on the decimal digits first: 1.005 * 100 is 100.49999999999999 in binary.
  const cents = Math.round(roundDecimal(number, 2) * 100);
  return cents === 0 ? 0 : cents;
}

/** "NT$1,234" for whole dollars, "NT$1,234.50" otherwise; negatives as "-NT$1,234". */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  const whole = Math.trunc(absolute / 100);
  const rest = absolute % 100;
  const amount = rest === 0 ? groupThousands(String(whole)) : `${groupThousands(String(whole))}.${String(rest).padStart(2, '0')}`;
  return `${negative ? '-' : ''}NT$${amount}`;
}
