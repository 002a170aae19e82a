import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';

/** Every mail the platform sends, whether or not an SMTP server is configured (the mail history reads it). */
export const mailLog = pgTable(
  'mail_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** SENT (SMTP accepted it), FAILED (SMTP refused it) or LOGGED (no SMTP configured). */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_log_created_idx').on(t.createdAt), index('mail_log_store_idx').on(t.storeId, t.createdAt)],
);

/** Platform parameters (app versions, maintenance switch, ...), one JSON value each. */
export const systemParams = pgTable('system_params', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

/** Errors the web client could not handle and reported through POST /api/op/recordError. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits, in the database so every instance counts the same hits. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: instant('window_started_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** Marker rows of one-time data loads (the demo data), so they run once per database. */
export const dataSeeds = pgTable('data_seeds', {
  name: text('name').primaryKey(),
  appliedAt: instant('applied_at').notNull().defaultNow(),
});
