import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';

/** Everyone who signs in: platform staff (super manager, manager, sales person) and store owners. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    buyerType: text('buyer_type'),
    /** Set when the user is switched off; users are never erased. */
    deactivatedAt: instant('deactivated_at'),
    passwordChangedAt: instant('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Accounts are matched without regard to case, so "Store" and "store" cannot both exist.
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
  ],
);

/** Permission strings of a user (USER_SUPER_MANAGER, USER_MANAGER, USER_SALES_PERSON, USER_STORE, ...). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] }), index('user_permissions_permission_idx').on(t.permission)],
);
