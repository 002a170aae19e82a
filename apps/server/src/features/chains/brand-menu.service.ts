import {
  BRAND_MSG,
  type BrandPublishRequest,
  type BrandPublishResult,
  type BrandPublishStore,
  type BrandRollbackRequest,
  type BrandStorePriceRequest,
  type BrandStorePriceRow,
  type BrandVersion,
} from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { isUniqueViolation } from '../../platform/records.js';
import {
  copyImages,
  MENU_RECORD_KINDS,
  type MenuChanges,
  type MenuRecordIds,
  type MenuRecordKind,
  type MenuSnapshot,
  readMenu,
  takeOffMenu,
  writeMenu,
} from '../menu/index.js';
import { imageChanged, matchStore } from './brand-match.js';
import { brandMenuRepository as menus, brandRepository as brands, type LinkRow, type VersionRow } from './chains.repository.js';

/** Records taken off softly keep their link (a later version that has them again brings the same record back). */
const SOFT: ReadonlySet<MenuRecordKind> = new Set(['item', 'category']);

function presentVersion(row: VersionRow): BrandVersion {
  return {
    version: row.version,
    sourceStoreId: row.sourceStoreId,
    note: row.note,
    rolledBackFrom: row.rolledBackFrom,
    itemCount: (row.menu as MenuSnapshot).items.length,
    stores: row.outcome as BrandPublishStore[],
    publishedAt: row.createdAt.toISOString(),
  };
}

/**
 * The brand menu (docs/chains.md): a publish takes the source store's menu as a version and writes it into each
 * chosen store of the brand, one transaction per store: records an earlier version made are updated (never added
 * twice), records the version no longer has are taken off, the store's own records and its own prices stay. A store
 * that fails keeps its menu and is listed. Rollback publishes an earlier version's menu again, as a new version.
 */
export class BrandMenuService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly changes: MenuChanges,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(request: BrandPublishRequest, principal: SessionPrincipal): Promise<BrandPublishResult> {
    const members = await this.storesOf(request.brandId);
    if (!members.has(request.sourceStoreId)) throw badRequest(BRAND_MSG.SOURCE_NOT_IN_BRAND);
    if (request.storeIds.some((storeId) => !members.has(storeId))) throw badRequest(BRAND_MSG.STORE_NOT_IN_BRAND);
    const menu = await this.db.transaction((tx) => readMenu(tx, request.sourceStoreId));
    return this.publishMenu(request.brandId, request.sourceStoreId, request.storeIds, menu, { note: request.note, rolledBackFrom: null }, principal);
  }

  async versions(brandId: number): Promise<BrandVersion[]> {
    if (!(await brands.exists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    return (await menus.versions(this.db, brandId)).map(presentVersion);
  }

  /** Publishes the version's menu again, to the stores it went to that are still in the brand. */
  async rollback(request: BrandRollbackRequest, principal: SessionPrincipal): Promise<BrandPublishResult> {
    const members = await this.storesOf(request.brandId);
    const earlier = await menus.version(this.db, request.brandId, request.version);
    if (!earlier) throw notFound(BRAND_MSG.VERSION_NOT_FOUND);
    const storeIds = (earlier.outcome as BrandPublishStore[]).map((store) => store.storeId).filter((storeId) => members.has(storeId));
    const note = `回復至版本 ${request.version}`;
    return this.publishMenu(request.brandId, earlier.sourceStoreId, storeIds, earlier.menu as MenuSnapshot, { note, rolledBackFrom: request.version }, principal);
  }

  /** A store's own price of a brand item, kept by later publishes; null returns to the brand's price. */
  async storePrice(request: BrandStorePriceRequest): Promise<{ itemId: number; price: number; local: boolean }> {
    const { brandId, storeId, itemId, price } = request;
    const result = await this.db.transaction(async (tx) => {
      if (!(await brands.exists(tx, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      if ((await brands.brandOfStore(tx, storeId)) !== brandId) throw badRequest(BRAND_MSG.STORE_NOT_IN_BRAND);
      const item = await menus.brandItem(tx, brandId, storeId, itemId);
      if (!item) throw badRequest(BRAND_MSG.ITEM_NOT_IN_STORE);
      const now = this.clock();
      if (price !== null) {
        await menus.setPrice(tx, { brandId, storeId, itemId, priceCents: price }, now);
        await menus.setItemPrice(tx, storeId, itemId, price, now);
        return { itemId, price, local: true };
      }
      await menus.clearPrice(tx, storeId, itemId);
      // Back to the brand's price: the one the latest version published.
      const latest = await menus.latest(tx, brandId);
      const source = (latest?.menu as MenuSnapshot | undefined)?.items.find((row) => row.id === item.sourceId);
      if (source) await menus.setItemPrice(tx, storeId, itemId, source.priceCents, now);
      return { itemId, price: source?.priceCents ?? 0, local: false };
    });
    await this.changes.menuChanged(storeId);
    return result;
  }

  /**
   * 門市價格's list: the store's brand items with the price it sells at and the brand's (the latest version's). The
   * store's own items are left out: storePrice refuses them.
   */
  async storePrices(brandId: number, storeId: number): Promise<BrandStorePriceRow[]> {
    if (!(await brands.exists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    if ((await brands.brandOfStore(this.db, storeId)) !== brandId) throw badRequest(BRAND_MSG.STORE_NOT_IN_BRAND);
    const rows = await menus.storeBrandItems(this.db, brandId, storeId);
    const latest = (await menus.latest(this.db, brandId))?.menu as MenuSnapshot | undefined;
    const brandPrices = new Map((latest?.items ?? []).map((item) => [item.id, item.priceCents]));
    return rows.map((row) => ({
      itemId: row.itemId,
      name: row.name,
      categoryName: row.categoryName,
      price: row.priceCents,
      brandPrice: brandPrices.get(row.sourceId) ?? null,
      local: row.local,
    }));
  }

  private async storesOf(brandId: number): Promise<Set<number>> {
    if (!(await brands.exists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    return new Set((await brands.storesOf(this.db, brandId)).map((store) => store.id));
  }

  private async publishMenu(
    brandId: number,
    sourceStoreId: number,
    storeIds: readonly number[],
    menu: MenuSnapshot,
    meta: { note: string; rolledBackFrom: number | null },
    principal: SessionPrincipal,
  ): Promise<BrandPublishResult> {
    // The version is taken first (the brand row locked: one publish of a brand at a time takes its number).
    const version = await this.db.transaction(async (tx) => {
      if (!(await brands.lock(tx, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      const next = (await menus.lastVersion(tx, brandId)) + 1;
      await menus.insertVersion(tx, {
        brandId,
        version: next,
        sourceStoreId,
        note: meta.note,
        rolledBackFrom: meta.rolledBackFrom,
        menu,
        outcome: [],
        publishedBy: principal.userId,
        createdAt: this.clock(),
      });
      return next;
    });
    const stores: BrandPublishStore[] = [];
    // The source keeps the brand's menu itself: it is never written into.
    for (const storeId of storeIds.filter((id) => id !== sourceStoreId)) {
      stores.push(await this.publishToStore(brandId, storeId, menu, principal.userId));
    }
    await menus.setOutcome(this.db, brandId, version, stores);
    return { version, stores, failedStoreIds: stores.filter((store) => !store.ok).map((store) => store.storeId) };
  }

  /** One store, one transaction: all of the version or none of it. */
  private async publishToStore(brandId: number, storeId: number, menu: MenuSnapshot, userId: number): Promise<BrandPublishStore> {
    try {
      const counts = await this.db.transaction(async (tx) => {
        const now = this.clock();
        const match = await matchStore(tx, brandId, storeId, menu);
        const { links, earlier, itemLinks } = match;
        // An item's image is copied again only when the source shows another file than the one copied last time.
        const current = await menus.imagesOf(tx, storeId, [...earlier.item.values()]);
        const stale = menu.items.filter((item) => imageChanged(match, item));
        const images = await copyImages(tx, stale, storeId, userId, now);
        for (const item of menu.items) {
          const link = itemLinks.get(item.id);
          if (link && link.sourceFileId === item.imageFileId) images.set(item.id, current.get(link.targetId) ?? null);
        }

        const written = await writeMenu(tx, menu, storeId, now, {
          earlier,
          images,
          prices: await menus.prices(tx, storeId),
          keepSwitches: true,
        });
        const removed = await this.takeOffGone(tx, storeId, now, links, written.ids);
        const fileOf = new Map(menu.items.map((item) => [item.id, item.imageFileId]));
        await menus.upsertLinks(
          tx,
          MENU_RECORD_KINDS.flatMap((kind) =>
            [...written.ids[kind]].map(([sourceId, targetId]) => ({
              storeId,
              kind,
              sourceId,
              targetId,
              brandId,
              sourceFileId: kind === 'item' ? (fileOf.get(sourceId) ?? null) : null,
            })),
          ),
        );
        return { added: written.added, updated: written.updated, removed };
      });
      await this.changes.menuChanged(storeId);
      return { storeId, ok: true, message: null, ...counts };
    } catch (error) {
      this.log.warn({ err: error, brandId, storeId }, 'brand menu not taken by a store');
      const message = isUniqueViolation(error) ? BRAND_MSG.CATEGORY_NAME_TAKEN : BRAND_MSG.PUBLISH_FAILED;
      return { storeId, ok: false, message, added: 0, updated: 0, removed: 0 };
    }
  }

  /** Takes off what earlier versions made and this one no longer has; answers how many live items went. */
  private async takeOffGone(
    tx: Transaction,
    storeId: number,
    now: Date,
    links: readonly LinkRow[],
    ids: MenuRecordIds,
  ): Promise<number> {
    const gone: Partial<Record<MenuRecordKind, number[]>> = {};
    for (const link of links) {
      const kind = link.kind as MenuRecordKind;
      if (ids[kind]?.has(link.sourceId)) continue;
      (gone[kind] ??= []).push(link.targetId);
    }
    const liveItems = gone.item ? await menus.liveItems(tx, storeId, gone.item) : 0;
    await takeOffMenu(tx, storeId, now, gone);
    for (const kind of MENU_RECORD_KINDS) {
      if (!SOFT.has(kind)) await menus.deleteLinks(tx, storeId, kind, gone[kind] ?? []);
    }
    return liveItems;
  }
}
