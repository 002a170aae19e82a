import { BRAND_MSG } from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { badRequest } from '../../platform/errors/app-error.js';

/**
 * What the menu asks of the chains about a store's item (docs/chains.md, local prices): whether it is the store's
 * copy of a brand item, and setting the store's own price of it. The chains feature implements it (the menu does
 * not reach into it); a menu without chains has no brand items.
 */
export interface BrandItemPort {
  /** The brand of the store's copy of a live brand item and the brand's price of it; null for the store's own items. */
  brandItem(tx: Transaction, storeId: number, itemId: number): Promise<{ brandId: number; brandPrice: number | null } | null>;
  /** The store's own price of the brand item, kept by later publishes; null: the brand's price again. */
  setLocalPrice(tx: Transaction, item: { brandId: number; storeId: number; itemId: number; price: number | null }, now: Date): Promise<void>;
}

export const noBrandItems: BrandItemPort = {
  brandItem: () => Promise.resolve(null),
  setLocalPrice: () => Promise.resolve(),
};

/**
 * A store's own edit of one of its items (item/update, item/import), when the item is its copy of a brand item
 * (docs/chains.md): a new price becomes the store's own (the brand's price again clears it); a new name is refused,
 * the brand names its items. Nothing for the store's own items, nor when neither changes.
 */
export async function brandItemEdit(
  port: BrandItemPort,
  tx: Transaction,
  storeId: number,
  current: { id: number; name: string; priceCents: number },
  next: { name: string; priceCents: number },
  now: Date,
): Promise<void> {
  if (next.name === current.name && next.priceCents === current.priceCents) return;
  const brand = await port.brandItem(tx, storeId, current.id);
  if (!brand) return;
  if (next.name !== current.name) throw badRequest(BRAND_MSG.BRAND_ITEM_RENAME);
  const price = next.priceCents === brand.brandPrice ? null : next.priceCents;
  await port.setLocalPrice(tx, { brandId: brand.brandId, storeId, itemId: current.id, price }, now);
}
