import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Every change platform staff make (stores, contracts, schemes, sales people, announcements, system settings):
 * who, what, when, and the record before and after (secrets left out). Append-only; `store_id` is the store the
 * change concerns, so a store's detail page lists its history. No foreign keys: the log outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    actorAccount: text('actor_account'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_store_idx').on(t.storeId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
