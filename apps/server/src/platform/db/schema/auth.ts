import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { users } from './users.js';

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * this table cannot be replayed as cookies. `id` is a separate, non-secret handle for logs and revocation.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    xsrfToken: text('xsrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The absolute end of the session, whatever its activity. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The store whose manager code (識別碼) this session passed, and when it last used the pass (docs/access.md). */
    managerCodeStoreId: integer('manager_code_store_id'),
    managerCodeUsedAt: instant('manager_code_used_at'),
    /** The staff member signed in on this terminal (staff mode, docs/staff.md), its store and last activity. */
    staffMemberId: integer('staff_member_id'),
    staffStoreId: integer('staff_store_id'),
    staffActiveAt: instant('staff_active_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Audit trail of sign-in and password events: every attempt, successful or not. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    account: text('account'),
    userId: integer('user_id'),
    sessionId: text('session_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_events_account_idx').on(t.account, t.createdAt),
    index('auth_events_user_idx').on(t.userId, t.createdAt),
    index('auth_events_created_idx').on(t.createdAt),
  ],
);

/** Forgot-password codes. Only a hash of the code is kept. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    verifiedAt: instant('verified_at'),
    /** Set when the code was used to change the password or replaced by a newer one. */
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('verify_codes_user_idx').on(t.userId, t.createdAt)],
);
