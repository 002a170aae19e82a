import type { FrontLineInput, FrontMenu } from '@diancan/core/contracts/front-order';

/**
 * The customer's cart: lines as the customer chose them, with the unit price shown from the menu. The server prices
 * the order again when it is sent (docs/self-ordering.md); the total it answers is the one to pay.
 */
export interface CartChoice {
  optionId: number;
  name: string;
  price: number;
}

export interface CartCombo {
  upgradeId: number;
  name: string;
  price: number;
  items: { groupId: number; itemId: number; name: string; price: number; options: CartChoice[] }[];
}

export interface CartLine {
  key: string;
  itemId: number;
  name: string;
  count: number;
  /** One unit with its options and combos, in cents. */
  unitTotal: number;
  options: CartChoice[];
  combos: CartCombo[];
  remark: string;
}

export function unitTotalOf(itemPrice: number, options: readonly CartChoice[], combos: readonly CartCombo[]): number {
  const optionSum = (list: readonly CartChoice[]) => list.reduce((sum, option) => sum + option.price, 0);
  return (
    itemPrice +
    optionSum(options) +
    combos.reduce((sum, combo) => sum + combo.price + combo.items.reduce((inner, item) => inner + item.price + optionSum(item.options), 0), 0)
  );
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitTotal * line.count, 0);
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/** The body lines: what was chosen, never a price (the server takes its own). */
export function requestLines(lines: readonly CartLine[]): FrontLineInput[] {
  return lines.map((line) => ({
    itemId: line.itemId,
    count: line.count,
    options: line.options.map((option) => ({ optionId: option.optionId })),
    combos: line.combos.map((combo) => ({
      upgradeId: combo.upgradeId,
      items: combo.items.map((item) => ({ groupId: item.groupId, itemId: item.itemId, options: item.options.map((option) => ({ optionId: option.optionId })) })),
    })),
    remark: line.remark,
  }));
}

/** Units of an item already in the cart (to keep within what is left in stock). */
export function unitsInCart(lines: readonly CartLine[], itemId: number): number {
  return lines.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.count, 0);
}

export type MenuItem = FrontMenu['categories'][number]['items'][number];

/** What is left of an item for this customer: null unlimited, 0 sold out. */
export function leftOf(item: MenuItem, lines: readonly CartLine[]): number | null {
  if (!item.availableForSale) return 0;
  if (item.availableQuantity === null) return null;
  return Math.max(0, item.availableQuantity - unitsInCart(lines, item.id));
}
