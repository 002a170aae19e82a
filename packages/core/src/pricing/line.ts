import type { ExactAmount } from './exact.js';
import { assertIntegerCents, HUNDRED, roundExact, toHundredths } from './exact.js';

/**
 * The price inputs of one order line (store operations section 3, "Order price inputs"). All prices
 * are integer cents. Names map to the spec's fields as noted on each property.
 */

/** A chosen taste option (口味), e.g. 加珍珠 x2 at NT$10 each. */
export interface OptionPrice {
  /** How many of this option per unit of the line: a whole number >= 0. */
  readonly count: number;
  /** Cents per option. May be negative for a "less" option (去飯 -NT$10), see `lineUnitPrice`. */
  readonly price: number;
}

/** One upgrade (升級 / 套餐) chosen on a line: the spec's combo list entry. */
export interface ComboPrice {
  /** comboPrice: the price of the upgrade itself. */
  readonly comboPrice: number;
  /** comboItemPrice: the surcharge of the item picked in this upgrade (0 when it is included). */
  readonly itemPrice: number;
  /** itemOptionDetailList: the picked item's own options (count, optionDetailPrice). */
  readonly optionDetails: readonly OptionPrice[];
}

export interface PricedLine {
  /** Quantity: whole in GENERAL keypad mode, up to 2 decimals in DECIMAL mode (weighed goods). >= 0. */
  readonly count: number;
  /** price: cents for one unit of the item, before options and upgrades. >= 0. */
  readonly unitPrice: number;
  /** optionList. */
  readonly options?: readonly OptionPrice[];
  /** comboList / upgradeList: one entry per upgrade chosen on the line. */
  readonly combos?: readonly ComboPrice[];
  /** Line entertain (招待): the line is given free. It still counts in the subtotal, as entertainAmount. */
  readonly entertain?: boolean;
}

/**
 * Our reading of store operations 5 ("Pricing") and 3 ("Order price inputs"):
 *
 *   line = count x ( unitPrice
 *                  + sum over options:  option.count x option.price
 *                  + sum over combos:   combo.itemPrice + combo.comboPrice
 *                                       + sum over its optionDetails: detail.count x detail.price )
 *
 * "combo line adds count x (item price + combo price + option details)": every combo entry adds its
 * item price, its combo price and its option details once per unit, and the whole unit price is
 * multiplied by the line count once. Option counts are per unit (two pearls in each cup), so they
 * multiply with the line count instead of replacing it.
 *
 * A per-unit price below zero (a "less" option bigger than the item) is refused: a line never pays
 * the customer.
 */
export function lineUnitPrice(line: PricedLine): number {
  assertIntegerCents(line.unitPrice, 'unitPrice');
  if (line.unitPrice < 0) throw new RangeError(`unitPrice must not be negative, got ${line.unitPrice}`);
  let unit = line.unitPrice + sumOptions(line.options ?? []);
  for (const combo of line.combos ?? []) {
    assertIntegerCents(combo.comboPrice, 'comboPrice');
    assertIntegerCents(combo.itemPrice, 'itemPrice');
    unit += combo.itemPrice + combo.comboPrice + sumOptions(combo.optionDetails);
  }
  if (!Number.isSafeInteger(unit)) throw new RangeError('unit price out of range');
  if (unit < 0) throw new RangeError(`the unit price of a line must not be negative, got ${unit}`);
  return unit;
}

/** Line count in hundredths (1.25 -> 125), refusing negatives and a third decimal. */
export function countHundredths(count: number): number {
  const hundredths = toHundredths(count, 'count');
  if (hundredths < 0) throw new RangeError(`count must not be negative, got ${count}`);
  return hundredths;
}

/** The exact amount of a line, unrounded: what the order total is built from. */
export function lineExactAmount(line: PricedLine): ExactAmount {
  // count x unit = hundredths / 100 x cents; at a millionth of a cent that is hundredths x cents x 10^4.
  const perHundredth = 1_000_000n / HUNDRED;
  return BigInt(countHundredths(line.count)) * BigInt(lineUnitPrice(line)) * perHundredth;
}

/**
 * A line's amount in cents for display next to the line (half up to the cent). Only for showing:
 * order totals come from `computeOrderTotals`, which adds the exact line amounts and rounds once.
 */
export function linePrice(line: PricedLine): number {
  return roundExact(lineExactAmount(line), 1, 'HALF_UP');
}

function sumOptions(options: readonly OptionPrice[]): number {
  let sum = 0;
  for (const option of options) {
    if (!Number.isSafeInteger(option.count) || option.count < 0) {
      throw new RangeError(`option count must be a whole number >= 0, got ${option.count}`);
    }
    assertIntegerCents(option.price, 'option price');
    sum += option.count * option.price;
  }
  return sum;
}
