import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';

export const reportMailRepository = {
  /**
   * The addresses a store's reports may go to: the e-mail of each active user of the store (its owner accounts),
   * the people who already see these figures. Lower-cased and distinct, in order.
   */
  async storeAddresses(db: Executor, storeId: number): Promise<string[]> {
    const rows = await queryRows<{ email: string }>(db, sql`
      select distinct lower(trim(u.email)) as email
      from user_stores us
      join users u on u.id = us.user_id
      where us.store_id = ${storeId}::int and u.deactivated_at is null
        and u.email is not null and trim(u.email) <> ''
      order by 1`);
    return rows.map((row) => row.email);
  },
};
