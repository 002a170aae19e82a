import type { Transaction } from '../../platform/db/database.js';

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
