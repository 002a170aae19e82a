import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { stores } from './stores.js';
import { users } from './users.js';

/**
 * Announcements (公告) to stores, their templates, and which user has hidden which announcement for which store
 * ("know it"). Content is stored already sanitised.
 */

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** TEXT, CLEAR_CACHE or APP_UPDATE. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    /** true: every store; false: the stores of announcement_stores. */
    allStores: boolean('all_stores').notNull().default(true),
    iosAppUrl: text('ios_app_url'),
    androidAppUrl: text('android_app_url'),
    sort: integer('sort').notNull().default(0),
    /**
     * When ANNOUNCEMENT was pushed for the current version; null while it waits for its start time (or after an
     * edit, so the change is pushed again). Claimed with an UPDATE so only one instance pushes.
     */
    pushedAt: instant('pushed_at'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcements_time_idx').on(t.startTime, t.endTime),
    index('announcements_unpushed_idx').on(t.startTime).where(sql`${t.pushedAt} is null`),
  ],
);

/** The chosen stores of an announcement that is not for all stores. */
export const announcementStores = pgTable(
  'announcement_stores',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.announcementId] }),
    index('announcement_stores_announcement_idx').on(t.announcementId),
  ],
);

/** "Know it": the user will not be shown the announcement again while working for that store. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId, t.announcementId] }),
    index('announcement_dismissals_announcement_idx').on(t.announcementId),
  ],
);

export const announcementTemplates = pgTable(
  'announcement_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    iosAppUrl: text('ios_app_url'),
    androidAppUrl: text('android_app_url'),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcement_templates_sort_idx').on(t.sort)],
);
