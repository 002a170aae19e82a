import { stockShortMessage } from '@diancan/core';
import type { PosItem } from '@diancan/core/contracts/menu';
import { addCounts, countInCart } from './cart/cart-store';
import type { CartLine } from './cart/cart-line';
import { isSoldOut } from './menu-index';

/**
 * The stock the POS knows (pos/getMenu's availableQuantity, refreshed by MENU_CHANGED) checked before the cart
 * takes more of an item. The server checks again when the order is created; this only spares the cashier a refusal.
 * Returns the message to show, or null when the cart may hold `count` more (negative: fewer) of the item.
 */
export function stockProblem(item: PosItem | undefined, lines: readonly CartLine[], change: number): string | null {
  if (!item || change <= 0) return null;
  if (isSoldOut(item)) return stockShortMessage(item.name, 0);
  if (item.availableQuantity === null) return null;
  const wanted = addCounts(countInCart(lines, item.id), change);
  return wanted > item.availableQuantity ? stockShortMessage(item.name, item.availableQuantity) : null;
}
