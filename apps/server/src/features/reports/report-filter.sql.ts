import type { ReportOrderFilter } from '@diancan/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The WHERE clause of every turnover figure, over `orders o`: the store's business days in the range (a range scan
 * of the indexes that lead with store_id, business_date), removed orders left out, then the screen's filters.
 * Business dates are already the store's calendar days, so no time zone arithmetic happens here.
 */
export function turnoverWhere(filter: ReportOrderFilter): SQL {
  const conditions: SQL[] = [
    sql`o.store_id = ${filter.storeId}::int`,
    sql`o.business_date between ${filter.startDate}::date and ${filter.endDate}::date`,
    sql`o.removed_at is null`,
  ];
  if (filter.status !== null) conditions.push(sql`o.status = ${filter.status}`);
  if (filter.type !== null) conditions.push(sql`o.type = ${filter.type}`);
  if (filter.payMethodId !== null) {
    conditions.push(sql`exists (
      select 1 from order_payments fp
      where fp.store_id = o.store_id and fp.order_id = o.id and fp.pay_method_id = ${filter.payMethodId}::int)`);
  }
  return sql.join(conditions, sql` and `);
}
