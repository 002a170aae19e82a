import { toPricedLine, type OrderLine, type PricedLine } from '@diancan/core';

/**
 * One line of the POS cart (store operations section 3, "POS cart" and "Order price inputs"): what was chosen,
 * with the names and prices as the menu showed them, so the cart reads the same after a menu change and the
 * order request can be built from it alone. Prices are integer cents.
 */

/** A chosen taste option (口味). */
export interface CartOption {
  groupId: number;
  optionId: number;
  name: string;
  /** Cents per option; may be negative ("less" options). */
  price: number;
  /** Per unit of the line. */
  count: number;
}

/** An item picked in one slot of an upgrade, with its own taste options (the combo's option details). */
export interface CartComboItem {
  /** The slot (upgrade group) it was picked in. */
  groupId: number;
  itemId: number;
  name: string;
  /** comboItemPrice: the surcharge of picking this item. */
  comboItemPrice: number;
  options: CartOption[];
}

/** An upgrade (升級 / 套餐) chosen on the line. */
export interface CartCombo {
  upgradeId: number;
  name: string;
  comboPrice: number;
  items: CartComboItem[];
}

export interface CartLine {
  /** Identifies the line in the cart (React key, edits); not sent. */
  key: string;
  itemId: number;
  categoryId: number;
  name: string;
  /** Cents for one unit, before options and upgrades. */
  unitPrice: number;
  /** Whole in GENERAL keypad mode, up to 2 decimals in DECIMAL mode. */
  count: number;
  options: CartOption[];
  combos: CartCombo[];
  /** The line's remark (備註): preset remarks and free text, joined. */
  remark: string;
  /** Line entertain (招待): this line is given free. */
  entertain: boolean;
}

/** What the line is before it has a key or a count: the item detail modal's result. */
export type CartLineChoice = Omit<CartLine, 'key' | 'count'>;

/** The line as addOrder takes it (contracts/orders.ts): ids, counts and the prices the cashier saw. */
export function orderLineOf(line: Omit<CartLine, 'key' | 'categoryId' | 'name'>): OrderLine {
  const options = (list: readonly CartOption[]) => list.map(({ optionId, count, price }) => ({ optionId, count, price }));
  return {
    itemId: line.itemId,
    count: line.count,
    unitPrice: line.unitPrice,
    options: options(line.options),
    combos: line.combos.map((combo) => ({
      upgradeId: combo.upgradeId,
      comboPrice: combo.comboPrice,
      items: combo.items.map((item) => ({ groupId: item.groupId, itemId: item.itemId, comboItemPrice: item.comboItemPrice, options: options(item.options) })),
    })),
    remark: line.remark,
    entertain: line.entertain,
  };
}

/** The line in core's pricing terms, through the very mapping the server prices the request with. */
export function pricedLineOf(line: Omit<CartLine, 'key' | 'categoryId' | 'name'>): PricedLine {
  return toPricedLine(orderLineOf(line));
}

/**
 * Two choices that would print the same on the ticket: adding the second only raises the first one's count.
 * Options keep the order they were picked in, so the key sorts them.
 */
export function choiceSignature(choice: CartLineChoice): string {
  const options = (list: readonly CartOption[]) =>
    list
      .map((option) => `${option.groupId}:${option.optionId}x${option.count}`)
      .sort()
      .join(',');
  const combos = choice.combos
    .map((combo) => {
      const items = combo.items
        .map((item) => `${item.groupId}:${item.itemId}(${options(item.options)})`)
        .sort()
        .join(';');
      return `${combo.upgradeId}[${items}]`;
    })
    .sort()
    .join('|');
  return JSON.stringify([choice.itemId, choice.unitPrice, options(choice.options), combos, choice.remark.trim(), choice.entertain]);
}

function optionText(option: CartOption): string {
  return option.count > 1 ? `${option.name}x${option.count}` : option.name;
}

/** One line of text under the item name: options, then each upgrade with its items and their options. */
export function choiceSummary(choice: Pick<CartLine, 'options' | 'combos'>): string {
  const parts = choice.options.map(optionText);
  for (const combo of choice.combos) {
    const items = combo.items.map((item) => (item.options.length ? `${item.name}(${item.options.map(optionText).join('、')})` : item.name));
    parts.push(items.length ? `${combo.name}：${items.join('、')}` : combo.name);
  }
  return parts.join('、');
}
