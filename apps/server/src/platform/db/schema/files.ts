import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { stores } from './stores.js';
import { users } from './users.js';

/** PostgreSQL bytea read and written as a Node Buffer (PGlite hands back a Uint8Array, wrapped here). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (item images), kept in the database so every instance serves the same bytes and a backup
 * holds them. `store_id` is the store the file belongs to (null: a platform file); `content_type` was decided
 * from the bytes at upload, never from the name.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('files_store_idx').on(t.storeId, t.createdAt)],
);
