import type { ContractState } from '@diancan/core';
import { sql, type SQL } from 'drizzle-orm';
import { storeContracts, stores } from '../../platform/db/schema/index.js';

/**
 * SQL pieces that tell a store's contract state inside a query over `stores`, so lists can show and filter it
 * without a query per store. "Today" is the store's own calendar day (its time zone) at the app clock's now.
 */

/** Today in the store's time zone, as a date. */
export function storeToday(now: Date): SQL<string> {
  return sql<string>`((${now.toISOString()}::timestamptz at time zone ${stores.timeZone})::date)`;
}

const live = sql`${storeContracts.storeId} = ${stores.id} and ${storeContracts.removedAt} is null`;

/** The last day of the store's latest contract ('yyyy-MM-dd'), or null without any. */
export function lastContractEnd(): SQL<string | null> {
  return sql<string | null>`(select max(${storeContracts.endDate})::text from ${storeContracts} where ${live})`;
}

/** NONE, NOT_STARTED, ACTIVE or EXPIRED (the store-level state of CONTRACT_STATES). */
export function contractStateSql(now: Date): SQL<ContractState> {
  const today = storeToday(now);
  return sql<ContractState>`(case
    when not exists (select 1 from ${storeContracts} where ${live}) then 'NONE'
    when exists (select 1 from ${storeContracts} where ${live}
      and ${storeContracts.startDate} <= ${today} and ${storeContracts.endDate} >= ${today}) then 'ACTIVE'
    when (select max(${storeContracts.endDate}) from ${storeContracts} where ${live}) < ${today} then 'EXPIRED'
    else 'NOT_STARTED' end)`;
}
