import {
  BRAND_MENU_KINDS,
  BRAND_MSG,
  type BrandMenuKind,
  type BrandPreview,
  type BrandPreviewEntry,
  type BrandPreviewRequest,
  type BrandPreviewStore,
} from '@diancan/core';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { type MenuRecordKind, type MenuSnapshot, readMenu } from '../menu/index.js';
import { imageChanged, matchStore, type StoreMatch } from './brand-match.js';
import { brandMenuRepository as menus, brandRepository as brands } from './chains.repository.js';

type MenuRow = { id: number; name?: string | null } & Record<string, unknown>;

/** The snapshot's rows of each kind a publish keeps the identity of. */
const ROWS: Record<MenuRecordKind, (menu: MenuSnapshot) => readonly MenuRow[]> = {
  kitchenArea: (menu) => menu.kitchenAreas as unknown as MenuRow[],
  printArea: (menu) => menu.printAreas as unknown as MenuRow[],
  category: (menu) => menu.categories as unknown as MenuRow[],
  item: (menu) => menu.items as unknown as MenuRow[],
  optionGroup: (menu) => menu.optionGroups as unknown as MenuRow[],
  upgrade: (menu) => menu.upgrades as unknown as MenuRow[],
  remark: (menu) => menu.remarks as unknown as MenuRow[],
};

/** Columns a publish does not carry over as they are: the record's own identity and stamps, and what is compared apart. */
const NOT_COMPARED = new Set(['id', 'storeId', 'createdAt', 'updatedAt', 'removedAt', 'imageFileId']);
/** An item's switches stay the store's (the publish keeps them). */
const KEPT_BY_STORE: Partial<Record<MenuRecordKind, ReadonlySet<string>>> = { item: new Set(['enabled', 'mobileEnabled']) };
/** Columns naming another record of the menu: compared through the match (the store's copy of that record). */
const REFERENCES: Partial<Record<MenuRecordKind, Record<string, MenuRecordKind>>> = {
  item: { categoryId: 'category' },
  category: { kitchenAreaId: 'kitchenArea' },
};

const nameOf = (row: MenuRow): string => String(row.name ?? row.id);

/**
 * The publish preview (docs/chains.md): per chosen store, what the source store's menu would add, change and take
 * off, by the same matching the publish writes by (matchStore), the store's own prices and switches kept as the
 * publish keeps them. Read-only.
 */
export class BrandPreviewService {
  constructor(private readonly db: Database) {}

  async preview(request: BrandPreviewRequest): Promise<BrandPreview> {
    if (!(await brands.exists(this.db, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    const members = new Map((await brands.storesOf(this.db, request.brandId)).map((store) => [store.id, store.name]));
    if (!members.has(request.sourceStoreId)) throw badRequest(BRAND_MSG.SOURCE_NOT_IN_BRAND);
    if (request.storeIds.some((storeId) => !members.has(storeId))) throw badRequest(BRAND_MSG.STORE_NOT_IN_BRAND);
    // One snapshot of the source and of each store, read in one transaction: the preview is of one moment.
    return this.db.transaction(async (tx) => {
      const menu = await readMenu(tx, request.sourceStoreId);
      const stores: BrandPreviewStore[] = [];
      for (const storeId of request.storeIds.filter((id) => id !== request.sourceStoreId)) {
        stores.push({ storeId, storeName: members.get(storeId) ?? '', ...(await this.storePreview(tx, request.brandId, storeId, menu)) });
      }
      return { stores };
    });
  }

  private async storePreview(db: Executor, brandId: number, storeId: number, menu: MenuSnapshot): Promise<Omit<BrandPreviewStore, 'storeId' | 'storeName'>> {
    const match = await matchStore(db, brandId, storeId, menu);
    const current = await readMenu(db, storeId);
    const prices = await menus.prices(db, storeId);
    const added: BrandPreviewEntry[] = [];
    const changed: BrandPreviewEntry[] = [];
    const removed: BrandPreviewEntry[] = [];
    let unchanged = 0;
    for (const kind of BRAND_MENU_KINDS) {
      const live = new Map(ROWS[kind](current).map((row) => [row.id, row]));
      const version = ROWS[kind](menu);
      for (const row of version) {
        const target = match.earlier[kind].get(row.id);
        const mine = target === undefined ? undefined : live.get(target);
        if (!mine) {
          added.push({ kind, name: nameOf(row), fields: [] });
          continue;
        }
        const fields = changedFields(kind, row, mine, match, prices);
        if (fields.length > 0) changed.push({ kind, name: nameOf(row), fields });
        else unchanged += 1;
      }
      const kept = new Set(version.map((row) => row.id));
      for (const link of match.links) {
        if (link.kind !== kind || kept.has(link.sourceId)) continue;
        const mine = live.get(link.targetId);
        if (mine) removed.push({ kind, name: nameOf(mine), fields: [] });
      }
    }
    return { added, changed, removed, unchanged, message: categoryClash(menu, match, current) };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() === new Date(b as string).getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The columns of the store's copy the publish would write with another value. */
function changedFields(kind: BrandMenuKind, row: MenuRow, mine: MenuRow, match: StoreMatch, prices: ReadonlyMap<number, number>): string[] {
  const fields: string[] = [];
  const references = REFERENCES[kind] ?? {};
  for (const [key, value] of Object.entries(row)) {
    if (NOT_COMPARED.has(key) || KEPT_BY_STORE[kind]?.has(key)) continue;
    let expected: unknown = value;
    const referenced = references[key];
    if (referenced) expected = value === null ? null : (match.earlier[referenced].get(value as number) ?? -1);
    if (kind === 'item' && key === 'priceCents') expected = prices.get(mine.id) ?? value;
    if (!sameValue(expected, mine[key])) fields.push(key);
  }
  if (kind === 'item' && imageChanged(match, row as { id: number; imageFileId: number | null })) fields.push('image');
  return fields;
}

/**
 * Why the store would refuse the version, or null: a brand category written under a name another live category of
 * the store (not one the version writes) already has (category names are unique in a store).
 */
function categoryClash(menu: MenuSnapshot, match: StoreMatch, current: MenuSnapshot): string | null {
  const written = new Set(menu.categories.map((category) => match.earlier.category.get(category.id)).filter((id) => id !== undefined));
  const others = new Set(current.categories.filter((category) => !written.has(category.id)).map((category) => category.name));
  return menu.categories.some((category) => others.has(category.name)) ? BRAND_MSG.CATEGORY_NAME_TAKEN : null;
}
