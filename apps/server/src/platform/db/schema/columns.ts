import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with its time zone and read as a JS Date. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
