import { itemSoldOutMessage, STOCK_QUANTITY_MAX, stockShortMessage } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors/app-error.js';
import { intArray } from '../../platform/db/sql.js';
import type { OrderComboSnapshot } from '../../platform/db/schema/index.js';
import { orderRepository } from '../orders/index.js';

/**
 * Stock moves of order edits, both ways. A line takes whole units of its item and of every item picked in its combos
 * (a weighed 1.25 takes 2), as the checkout counts them; an edit takes or gives back the difference. Taking checks
 * the locked row as the checkout does (售完, 庫存不足); giving back never goes above the stock maximum; nothing ever
 * goes below zero. Items without a stock row are unlimited and untouched.
 */

export interface StockLine {
  itemId: number;
  itemName: string;
  count: number;
  combos: readonly OrderComboSnapshot[];
}

/** itemId -> units (positive: to take; negative: to give back), with the name for messages. */
export type StockDelta = Map<number, { name: string; units: number }>;

const unitsOf = (count: number) => Math.ceil(count - 1e-9);

/** Adds what `line` takes from stock, times `sign` (+1 taking, -1 giving back). */
export function addLineUnits(delta: StockDelta, line: StockLine, sign: 1 | -1, count: number = line.count): StockDelta {
  const add = (itemId: number, name: string) => {
    const entry = delta.get(itemId) ?? { name, units: 0 };
    entry.units += sign * unitsOf(count);
    delta.set(itemId, entry);
  };
  add(line.itemId, line.itemName);
  for (const combo of line.combos) for (const item of combo.items) add(item.itemId, item.name);
  return delta;
}

/**
 * Applies the delta under row locks (item id order, as the checkout locks them: no deadlock between an edit and a
 * checkout). Answers whether a limited stock changed, i.e. whether the store's POS should refetch its menu.
 */
export async function applyStockDelta(tx: Transaction, storeId: number, delta: StockDelta, now: Date): Promise<boolean> {
  const moves = [...delta.entries()].filter(([, entry]) => entry.units !== 0).sort(([a], [b]) => a - b);
  if (moves.length === 0) return false;
  const rows = await orderRepository.lockStock(
    tx,
    storeId,
    moves.map(([itemId]) => itemId),
  );
  const byItem = new Map(rows.map((row) => [row.itemId, row]));
  const limited = moves.filter(([itemId]) => byItem.get(itemId)?.availableQuantity != null);
  for (const [itemId, entry] of moves) {
    const row = byItem.get(itemId);
    if (!row || entry.units <= 0) continue;
    if (!row.availableForSale) throw conflict(itemSoldOutMessage(entry.name));
    if (row.availableQuantity !== null && row.availableQuantity < entry.units) throw conflict(stockShortMessage(entry.name, row.availableQuantity));
  }
  if (limited.length === 0) return false;
  await tx.execute(sql`
    update menu_item_stocks s
    set available_quantity = greatest(0, least(${STOCK_QUANTITY_MAX}::int, s.available_quantity - d.units)),
      updated_at = ${now.toISOString()}::timestamptz
    from unnest(${intArray(limited.map(([itemId]) => itemId))}, ${intArray(limited.map(([, entry]) => entry.units))}) as d(item_id, units)
    where s.store_id = ${storeId} and s.item_id = d.item_id and s.available_quantity is not null`);
  return true;
}
