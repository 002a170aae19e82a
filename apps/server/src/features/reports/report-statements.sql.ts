import type { ReportOrderFilter } from '@diancan/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The reports' read statements, apart from the code that runs them so the benchmark can EXPLAIN exactly what the
 * app runs. Every one is a range scan of one store's business days (indexes leading with store_id,
 * business_date); business dates are already the store's calendar days, so no time zone arithmetic happens here.
 */

/** The WHERE clause of every turnover figure over `orders o`: the range, removed orders left out, then the filters. */
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

const LIVE = sql`o.status <> 'CANCELLED'`;

export const turnoverStatements = {
  /** One page, newest first (business day, then the time it was made). */
  page: (filter: ReportOrderFilter, limit: number, offset: number) => sql`
    select o.id, o.order_number, o.business_date::text as business_date, o.created_at, o.source, o.type, o.status, o.payment_status,
           o.table_number, o.entertain, o.subtotal_cents, o.entertain_cents, o.automatic_discount_cents,
           o.manual_discount_cents, o.payable_cents, o.paid_cents, o.change_cents, o.invoice_type, o.remark
    from orders o
    where ${turnoverWhere(filter)}
    order by o.business_date desc, o.created_at desc, o.id desc
    limit ${limit}::int offset ${offset}::int`,

  count: (filter: ReportOrderFilter) => sql`select count(*) as total from orders o where ${turnoverWhere(filter)}`,

  /** Totals in one pass: cancelled orders apart, unpaid ones counted within. */
  revenue: (filter: ReportOrderFilter) => sql`
    select count(*) filter (where ${LIVE}) as order_count,
           sum(o.subtotal_cents) filter (where ${LIVE}) as gross,
           sum(o.entertain_cents) filter (where ${LIVE}) as entertain,
           sum(o.automatic_discount_cents) filter (where ${LIVE}) as automatic_discount,
           sum(o.manual_discount_cents) filter (where ${LIVE}) as manual_discount,
           sum(o.payable_cents) filter (where ${LIVE}) as net,
           count(*) filter (where not ${LIVE}) as cancelled_count,
           sum(o.payable_cents) filter (where not ${LIVE}) as cancelled_amount,
           count(*) filter (where ${LIVE} and o.payment_status = 'UNPAID') as unpaid_count,
           sum(o.payable_cents) filter (where ${LIVE} and o.payment_status = 'UNPAID') as unpaid_amount
    from orders o
    where ${turnoverWhere(filter)}`,

  /**
   * Money collected per pay method over the filter's orders that are not cancelled. A method renamed meanwhile
   * shows once per name it was paid under (the payment keeps the name it had).
   */
  payMethodTotals: (filter: ReportOrderFilter) => sql`
    select p.pay_method_id, p.pay_method_name, p.statistic_key,
           count(distinct p.order_id) as order_count, sum(p.amount_cents) as amount
    from order_payments p
    join orders o on o.id = p.order_id and o.store_id = p.store_id
    where p.store_id = ${filter.storeId}::int
      and p.business_date between ${filter.startDate}::date and ${filter.endDate}::date
      and ${LIVE} and ${turnoverWhere(filter)}
    group by p.pay_method_id, p.pay_method_name, p.statistic_key
    order by amount desc, p.pay_method_name`,
};

export interface SalesRange {
  storeId: number;
  startDate: string;
  endDate: string;
}

/**
 * The order lines that count in sales: of orders neither cancelled nor removed. A line sold under entertain (the
 * line's or the whole order's) counts in the quantity and not in the amount.
 */
function countedLines(range: SalesRange): SQL {
  return sql`
    from order_lines l
    join orders o on o.id = l.order_id and o.store_id = l.store_id
    where l.store_id = ${range.storeId}::int
      and l.business_date between ${range.startDate}::date and ${range.endDate}::date
      and o.removed_at is null and ${LIVE}`;
}

const SOLD_AMOUNT = sql`coalesce(sum(l.amount_cents) filter (where not l.entertain and not o.entertain), 0)`;

export const rankingStatements = {
  /** Every item sold in the range (of one category when given), named as in its latest sale. */
  itemSales: (range: SalesRange, categoryId: number | null) => sql`
    select l.item_id,
           (array_agg(l.item_name order by l.order_id desc))[1] as name,
           (array_agg(l.category_id order by l.order_id desc))[1] as category_id,
           (array_agg(l.category_name order by l.order_id desc))[1] as category_name,
           sum(l.count) as total_count,
           ${SOLD_AMOUNT} as total_price
    ${countedLines(range)} ${categoryId === null ? sql`` : sql`and l.category_id = ${categoryId}::int`}
    group by l.item_id`,

  /** Sales per category as the lines recorded it (a line without a category is its own group). */
  categorySales: (range: SalesRange) => sql`
    select l.category_id,
           (array_agg(l.category_name order by l.order_id desc))[1] as category_name,
           count(distinct l.item_id) as item_count,
           sum(l.count) as total_count,
           ${SOLD_AMOUNT} as total_price
    ${countedLines(range)}
    group by l.category_id
    order by total_price desc, l.category_id`,
};
