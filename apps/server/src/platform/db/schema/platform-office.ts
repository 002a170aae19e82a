import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { files } from './files.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * The platform back office (docs/platform.md): what the platform keeps about each store beyond the store row,
 * sales people, contract schemes and store contracts. Money is integer cents; contract days are calendar dates
 * in the store's time zone, both ends included.
 */

/**
 * One row per store, created with the store (or on first need for stores made before the back office existed).
 * Kept apart from `stores` so the store row stays what sign-in and the POS read.
 */
export const storeProfiles = pgTable(
  'store_profiles',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    /** 統編, checked with the tax-id checksum. */
    uniformNumber: text('uniform_number'),
    logoFileId: integer('logo_file_id').references(() => files.id),
    /** The code a device or printer box is bound to the store with. */
    bindCode: text('bind_code'),
    /** The random part of the store's front-stage (kiosk, mobile ordering) link. */
    qrHash: text('qr_hash'),
    /** The sales person looking after the store; a sales person sees only these stores. */
    salesId: integer('sales_id').references(() => users.id),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('store_profiles_bind_code_key').on(t.bindCode),
    uniqueIndex('store_profiles_qr_hash_key').on(t.qrHash),
    index('store_profiles_sales_idx').on(t.salesId),
  ],
);

/** What the platform keeps about a sales person (the account itself is a user with USER_SALES_PERSON). */
export const salesProfiles = pgTable(
  'sales_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** 業務編號, unique when set. */
    code: text('code'),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sales_profiles_code_key').on(t.code)],
);

/** Contract schemes (合約方案): the plans contracts are made under. Removed softly: contracts keep their name. */
export const contractSchemes = pgTable(
  'contract_schemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull().default(0),
    months: integer('months').notNull().default(12),
    removedAt: instant('removed_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('contract_schemes_name_key').on(t.name).where(sql`${t.removedAt} is null`)],
);

/** The PDF documents of a scheme (at most 3), in order. The bytes live in `files` (store_id null). */
export const contractSchemeFiles = pgTable(
  'contract_scheme_files',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => contractSchemes.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.fileId] }), uniqueIndex('contract_scheme_files_file_key').on(t.fileId)],
);

/** A store's contract (合約) under a scheme, from start_date to end_date inclusive. Removed softly. */
export const storeContracts = pgTable(
  'store_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => contractSchemes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    remark: text('remark'),
    removedAt: instant('removed_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('store_contracts_store_end_idx').on(t.storeId, t.endDate).where(sql`${t.removedAt} is null`),
    index('store_contracts_scheme_idx').on(t.schemeId),
    // 合約管理 and 即將到期 walk contracts by end date (issue 38: without it both sorted every contract of the platform).
    index('store_contracts_end_idx').on(t.endDate, t.id).where(sql`${t.removedAt} is null`),
  ],
);
