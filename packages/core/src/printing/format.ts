import { centsToDollars, formatThousands } from '../money.js';

/** '$1,234' (cents in, whole dollars unless there are cents): short enough for 32 columns. */
export function money(cents: number): string {
  const text = formatThousands(centsToDollars(Math.abs(cents)));
  return `${cents < 0 ? '-' : ''}$${text}`;
}

/** '2' or '1.5' (weighed items). */
export function quantity(count: number): string {
  return formatThousands(count);
}

/** The order type as the counter says it: 內用 with its table, or 外帶 / 自取 / 外送. */
export function orderTypeText(type: string, tableNumber: string | null): string {
  switch (type) {
    case 'INSIDE':
      return tableNumber ? `內用 ${tableNumber}` : '內用';
    case 'PICKUP':
      return '自取';
    case 'DELIVERY':
      return '外送';
    default:
      return '外帶';
  }
}
