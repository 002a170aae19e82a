import type { BrandItemPort, MenuSnapshot } from '../menu/index.js';
import { brandMenuRepository as menus } from './chains.repository.js';

/**
 * The menu's port to the chains (a store's own edit of a brand item): which brand a store's item is a live copy of,
 * with the brand's price (the one the latest version published), and its local price.
 */
export const brandItemPort: BrandItemPort = {
  async brandItem(tx, storeId, itemId) {
    const link = await menus.itemLink(tx, storeId, itemId);
    if (!link) return null;
    const latest = await menus.latest(tx, link.brandId);
    const source = (latest?.menu as MenuSnapshot | undefined)?.items.find((item) => item.id === link.sourceId);
    return { brandId: link.brandId, brandPrice: source?.priceCents ?? null };
  },
  async setLocalPrice(tx, { brandId, storeId, itemId, price }, now) {
    if (price === null) await menus.clearPrice(tx, storeId, itemId);
    else await menus.setPrice(tx, { brandId, storeId, itemId, priceCents: price }, now);
  },
};
