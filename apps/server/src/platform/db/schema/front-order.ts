import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TableShape } from '@diancan/core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';

/**
 * The floor plan's areas (大廳, 二樓, 包廂...; docs/tables.md): each holds some of the store's dining tables, shown as a
 * tab on the POS's 桌位 view. Removed softly, like the tables: a removed area's tables stay and fall back to no area.
 */
export const diningAreas = pgTable(
  'dining_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: instant('removed_at'),
  },
  (t) => [
    uniqueIndex('dining_areas_store_name_key').on(t.storeId, t.name).where(sql`${t.removedAt} is null`),
    index('dining_areas_store_sort_idx').on(t.storeId, t.sort),
  ],
);

/**
 * Customer self-ordering (docs/self-ordering.md). A dining table's QR code carries a token signed with the server's
 * key over the table's id and `generation`: rotating the token bumps the generation, so the old code is refused at
 * once. Tables are removed softly: an order keeps the table's name as it was.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    generation: integer('generation').notNull().default(1),
    /** The floor plan (docs/tables.md): the area, seats, shape and the grid cell the editor put the table in. */
    areaId: integer('area_id').references(() => diningAreas.id),
    seats: integer('seats').notNull().default(4),
    shape: text('shape').$type<TableShape>().notNull().default('SQUARE'),
    posX: integer('pos_x').notNull().default(0),
    posY: integer('pos_y').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: instant('removed_at'),
  },
  (t) => [
    uniqueIndex('dining_tables_store_name_key').on(t.storeId, t.name).where(sql`${t.removedAt} is null`),
    index('dining_tables_store_idx').on(t.storeId, t.id),
  ],
);

/**
 * Keys the server makes once and keeps (e.g. the front-stage token key): in the database, so every instance signs
 * and checks alike. Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
