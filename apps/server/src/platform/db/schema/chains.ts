import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { menuItems } from './menu.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * Chains (docs/chains.md): a brand groups stores, its HQ accounts reach only them, and it publishes the menu kept in
 * one of its stores (the source) to the others as versions.
 */

/** A brand (品牌). */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The stores of a brand: the store is the key, so a store is in at most one brand. */
export const brandStores = pgTable(
  'brand_stores',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: createdAt(),
  },
  (t) => [index('brand_stores_brand_idx').on(t.brandId)],
);

/** The HQ (總部) accounts of a brand: a user is HQ of one brand. */
export const brandUsers = pgTable(
  'brand_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: createdAt(),
  },
  (t) => [index('brand_users_brand_idx').on(t.brandId)],
);

/**
 * A published version of the brand menu: the source store's menu as it was (`menu`, the snapshot every store got,
 * so a rollback publishes exactly it again) and what became of each store (`outcome`: taken or failed, why).
 */
export const brandMenuVersions = pgTable(
  'brand_menu_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    version: integer('version').notNull(),
    sourceStoreId: integer('source_store_id')
      .notNull()
      .references(() => stores.id),
    note: text('note').notNull().default(''),
    /** The version this one published again (a rollback), or null. */
    rolledBackFrom: integer('rolled_back_from'),
    menu: jsonb('menu').notNull(),
    outcome: jsonb('outcome').notNull(),
    publishedBy: integer('published_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brand_menu_versions_brand_version_key').on(t.brandId, t.version)],
);

/**
 * Which record of a store a brand record became (kind: kitchenArea, printArea, category, item, optionGroup, upgrade,
 * upgradeGroup, remark): a republish updates that record instead of adding another. Records without a link are the
 * store's own and publishing leaves them alone. `sourceFileId`: the source image the store's copy was made from.
 */
export const brandMenuLinks = pgTable(
  'brand_menu_links',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    targetId: integer('target_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sourceFileId: integer('source_file_id'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.kind, t.sourceId] }),
    uniqueIndex('brand_menu_links_store_kind_target_key').on(t.storeId, t.kind, t.targetId),
  ],
);

/** A store's own price of a brand item (its copy in the store): later publishes keep it; deleting it returns to the brand's. */
export const brandStorePrices = pgTable(
  'brand_store_prices',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    priceCents: integer('price_cents').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] })],
);
