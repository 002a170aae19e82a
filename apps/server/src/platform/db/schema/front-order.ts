import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';

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
