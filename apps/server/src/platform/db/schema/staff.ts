import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';

/**
 * Staff at the counter (issue 33; docs/staff.md): roles with permission codes, staff members with their own PIN
 * (argon2id hash only), the store's staff mode, one-time manager approvals, the activity log (權限紀錄) and the
 * timesheet (clock in / out). The terminal's session carries the signed-in staff member (sessions.staff_*).
 */

const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/** A permission group (店長, 正職, 工讀): its permission codes (core's STAFF_PERMISSIONS). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_roles_store_name_key').on(t.storeId, t.name)],
);

/**
 * A person at the counter. The PIN is kept only as an argon2id hash; a removed member keeps the row (the log and
 * the timesheet name them) with `removed_at` set, and its PIN no longer opens anything.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    name: text('name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    pinHash: text('pin_hash').notNull(),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_members_store_idx').on(t.storeId).where(sql`removed_at is null`)],
);

/** The store's staff mode (off by default: no row = off), the idle sign-out and the void reasons it offers. */
export const staffSettings = pgTable('staff_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  enabled: boolean('enabled').notNull().default(false),
  /** A staff member signed in on a terminal is signed out after this many idle minutes. */
  idleMinutes: integer('idle_minutes').notNull().default(10),
  voidReasons: jsonb('void_reasons').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** A manager's one-time approval (X-Staff-Approval): its token's SHA-256, bound to a store and a permission. */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    storeId: storeId(),
    permission: text('permission').notNull(),
    approverId: integer('approver_id').notNull(),
    /** The terminal session that asked for it. */
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_approvals_expires_idx').on(t.expiresAt)],
);

/**
 * 權限紀錄: who did what at the counter, and who approved it. Append-only; names are kept as they were (a member
 * renamed or removed later still reads right). No foreign keys to staff: the log outlives what it names.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    approverId: integer('approver_id'),
    approverName: text('approver_name'),
    action: text('action').notNull(),
    permission: text('permission'),
    orderId: bigint('order_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_activity_store_idx').on(t.storeId, t.createdAt),
    index('staff_activity_staff_idx').on(t.storeId, t.staffId, t.createdAt),
  ],
);

/** Clock in / out. At most one open entry per member; a correction keeps its reason and who made it. */
export const staffTimeEntries = pgTable(
  'staff_time_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    clockInAt: instant('clock_in_at').notNull(),
    clockOutAt: instant('clock_out_at'),
    correctionReason: text('correction_reason'),
    correctedAt: instant('corrected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_time_entries_open_key').on(t.staffId).where(sql`clock_out_at is null`),
    index('staff_time_entries_store_idx').on(t.storeId, t.clockInAt),
  ],
);
