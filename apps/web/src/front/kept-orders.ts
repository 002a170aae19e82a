/** The status tokens of this device's recent orders, kept for getOrderByUser. */

const KEPT_ORDERS = 'diancan.front.orders';

/** The status tokens of this device's recent orders (getOrderByUser reads them back). */
export function keptOrders(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEPT_ORDERS) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function keepOrder(statusToken: string): void {
  localStorage.setItem(KEPT_ORDERS, JSON.stringify([statusToken, ...keptOrders().filter((kept) => kept !== statusToken)].slice(0, 20)));
}
