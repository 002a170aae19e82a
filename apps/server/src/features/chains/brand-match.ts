import type { Executor } from '../../platform/db/database.js';
import { type MenuRecordIds, type MenuRecordKind, type MenuSnapshot, noMenuRecords } from '../menu/index.js';
import { brandMenuRepository as menus, type LinkRow } from './chains.repository.js';

/**
 * How a version's records meet a store's (docs/chains.md, publishing 1): what earlier versions made in the store
 * (its links), and the brand categories the store already has one of by name. The publish writes by it and the
 * preview reads by it, so a preview says what the publish will do.
 */
export interface StoreMatch {
  links: LinkRow[];
  /** Per kind: the version's record id -> the store's record it becomes. */
  earlier: MenuRecordIds;
  /** The version's item id -> its link (the image copied last time). */
  itemLinks: Map<number, LinkRow>;
}

export async function matchStore(db: Executor, brandId: number, storeId: number, menu: MenuSnapshot): Promise<StoreMatch> {
  const links = await menus.links(db, brandId, storeId);
  const earlier = noMenuRecords();
  for (const link of links) earlier[link.kind as MenuRecordKind]?.set(link.sourceId, link.targetId);
  // A brand category the store already has one of by name (its own, from before it joined) becomes that one:
  // category names are unique in a store, and the store's own items stay where they are.
  const linked = new Set(earlier.category.values());
  const ownCategories = await menus.categoriesByName(db, storeId);
  for (const category of menu.categories) {
    const own = ownCategories.get(category.name);
    if (!earlier.category.has(category.id) && own !== undefined && !linked.has(own)) earlier.category.set(category.id, own);
  }
  const itemLinks = new Map(links.filter((link) => link.kind === 'item').map((link) => [link.sourceId, link]));
  return { links, earlier, itemLinks };
}

/** Whether the version shows another image for the item than the one copied into the store last time. */
export function imageChanged(match: StoreMatch, item: { id: number; imageFileId: number | null }): boolean {
  const link = match.itemLinks.get(item.id);
  return !link || link.sourceFileId !== item.imageFileId;
}
