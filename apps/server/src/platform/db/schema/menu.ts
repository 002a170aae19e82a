import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { files } from './files.js';
import { stores } from './stores.js';

/**
 * The menu of a store (docs/menu.md). Every row carries store_id and every index leads with it: the menu is
 * always read one store at a time, and a sharded deployment distributes by it. Prices are integer cents.
 * Items and categories are removed softly (removed_at): orders keep their own snapshot of names and prices,
 * but reports and old links still point at the rows.
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** Kitchen areas (廚房區域): where a category's lines are made. */
export const kitchenAreas = pgTable(
  'kitchen_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kitchen_areas_store_sort_idx').on(t.storeId, t.sort)],
);

/** Print areas (出單區域): ticket destinations categories and items print to. */
export const printAreas = pgTable(
  'print_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('print_areas_store_sort_idx').on(t.storeId, t.sort)],
);

/** Menu categories (分類). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Print a label for each line of the category. */
    printTag: boolean('print_tag').notNull().default(false),
    kitchenAreaId: integer('kitchen_area_id').references(() => kitchenAreas.id),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_categories_store_sort_idx').on(t.storeId, t.sort),
    uniqueIndex('menu_categories_store_name_key').on(t.storeId, t.name).where(sql`${t.removedAt} is null`),
  ],
);

/** Menu items (餐點). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    mobileEnabled: boolean('mobile_enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_store_category_idx').on(t.storeId, t.categoryId, t.sort)],
);

/**
 * Stock of an item: available_quantity null is unlimited; available_for_sale false is 售完. An item without a
 * row is unlimited and for sale. Kept apart from menu_items so an order's stock update locks only this row.
 */
export const menuItemStocks = pgTable(
  'menu_item_stocks',
  {
    storeId: storeId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id),
    availableQuantity: integer('available_quantity'),
    availableForSale: boolean('available_for_sale').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] })],
);

/** Taste groups (口味): choose between least and most of the options (most null: 不限). */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    leastSelectable: integer('least_selectable').notNull().default(1),
    mostSelectable: integer('most_selectable'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_option_groups_store_sort_idx').on(t.storeId, t.sort)],
);

/** The options of a taste group, each with its price (may be negative). */
export const menuOptions = pgTable(
  'menu_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_options_store_group_idx').on(t.storeId, t.groupId, t.sort)],
);

/** Upgrades (升級 / 套餐): an item becomes a set for comboPrice more, with slots of selectable items. */
export const menuUpgrades = pgTable(
  'menu_upgrades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    comboPriceCents: integer('combo_price_cents').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_upgrades_store_sort_idx').on(t.storeId, t.sort)],
);

/** A slot of an upgrade (e.g. 飲料: pick 1). */
export const menuUpgradeGroups = pgTable(
  'menu_upgrade_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    upgradeId: integer('upgrade_id')
      .notNull()
      .references(() => menuUpgrades.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leastSelectable: integer('least_selectable').notNull().default(1),
    mostSelectable: integer('most_selectable'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_upgrade_groups_store_upgrade_idx').on(t.storeId, t.upgradeId, t.sort)],
);

/** The items of a slot, each with the surcharge of picking it (comboItemPrice). */
export const menuUpgradeGroupItems = pgTable(
  'menu_upgrade_group_items',
  {
    storeId: storeId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuUpgradeGroups.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id),
    comboItemPriceCents: integer('combo_item_price_cents').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.groupId, t.itemId] }),
    index('menu_upgrade_group_items_store_item_idx').on(t.storeId, t.itemId),
  ],
);

/** Which taste groups an item offers, in order. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    storeId: storeId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.itemId, t.groupId] }),
    index('menu_item_option_groups_store_group_idx').on(t.storeId, t.groupId),
  ],
);

/** Which upgrades an item offers, in order. */
export const menuItemUpgrades = pgTable(
  'menu_item_upgrades',
  {
    storeId: storeId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    upgradeId: integer('upgrade_id')
      .notNull()
      .references(() => menuUpgrades.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.itemId, t.upgradeId] }),
    index('menu_item_upgrades_store_upgrade_idx').on(t.storeId, t.upgradeId),
  ],
);

/** The print areas of a category. */
export const menuCategoryPrintAreas = pgTable(
  'menu_category_print_areas',
  {
    storeId: storeId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    printAreaId: integer('print_area_id')
      .notNull()
      .references(() => printAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId, t.printAreaId] })],
);

/** The print areas of an item. */
export const menuItemPrintAreas = pgTable(
  'menu_item_print_areas',
  {
    storeId: storeId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    printAreaId: integer('print_area_id')
      .notNull()
      .references(() => printAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId, t.printAreaId] })],
);

/** Remarks (備註): preset notes a cashier adds to a line or an order. */
export const menuRemarks = pgTable(
  'menu_remarks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_remarks_store_sort_idx').on(t.storeId, t.sort)],
);
