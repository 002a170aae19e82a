import { ORDER_SOURCES, type ReportOrderFilter } from '@diancan/core';
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../platform/db/sql.js';

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
/** Orders that count in no sales figure: cancelled or removed from the reports. */
const DROPPED = sql`(o.removed_at is not null or o.status = 'CANCELLED')`;

export interface SalesRange {
  storeId: number;
  startDate: string;
  endDate: string;
}

/** The ids of the store's orders of the range that match `which` (a small share of them: a hash table's worth). */
function ordersOfRange(range: SalesRange, which: SQL): SQL {
  return sql`
    select o.id from orders o
    where o.store_id = ${range.storeId}::int and o.business_date between ${range.startDate}::date and ${range.endDate}::date
      and ${which}`;
}

/**
 * The orders of `where` grouped first by store and by what the revenue's figures tell apart (cancelled or not, unpaid
 * or not, the source): a few rows per store carrying plain sums, so the revenue's two dozen filtered aggregates run
 * over those few rows instead of over every order (a brand's month of 80,000 orders: 190 -> 110 ms, docs/chains.md).
 */
function revenueGroups(where: SQL): SQL {
  return sql`
    select o.store_id, o.status = 'CANCELLED' as cancelled, o.payment_status = 'UNPAID' as unpaid, o.source,
           count(*) as orders, sum(o.subtotal_cents) as gross, sum(o.entertain_cents) as entertain,
           sum(o.automatic_discount_cents) as automatic_discount, sum(o.coupon_discount_cents) as coupon_discount,
           sum(o.manual_discount_cents) as manual_discount, sum(o.payable_cents) as net
    from orders o
    where ${where}
    group by 1, 2, 3, 4`;
}

const LIVE_GROUP = sql`not g.cancelled`;

/** Per order source: `source_count_<i>` and `source_net_<i>` in ORDER_SOURCES' order. */
function bySourceColumns(): SQL {
  return sql.join(
    ORDER_SOURCES.map((source, index) => {
      const live = sql`${LIVE_GROUP} and g.source = ${source}`;
      return sql`sum(g.orders) filter (where ${live}) as ${sql.raw(`source_count_${index}`)}, sum(g.net) filter (where ${live}) as ${sql.raw(`source_net_${index}`)}`;
    }),
    sql`, `,
  );
}

/**
 * The revenue's figures over the groups `g` of `revenueGroups` (one store's, or a group of one store's rows):
 * cancelled orders apart, unpaid ones counted within; the refunds of the store's (`store`) range's days.
 */
function revenueColumns(store: SQL, range: { startDate: string; endDate: string }): SQL {
  const refunds = sql`from einvoice_refunds r
      where r.store_id = ${store} and r.business_date between ${range.startDate}::date and ${range.endDate}::date
        and r.reverted_at is null`;
  return sql`sum(g.orders) filter (where ${LIVE_GROUP}) as order_count,
           sum(g.gross) filter (where ${LIVE_GROUP}) as gross,
           sum(g.entertain) filter (where ${LIVE_GROUP}) as entertain,
           sum(g.automatic_discount) filter (where ${LIVE_GROUP}) as automatic_discount,
           sum(g.coupon_discount) filter (where ${LIVE_GROUP}) as coupon_discount,
           sum(g.manual_discount) filter (where ${LIVE_GROUP}) as manual_discount,
           sum(g.net) filter (where ${LIVE_GROUP}) as net,
           sum(g.orders) filter (where g.cancelled) as cancelled_count,
           sum(g.net) filter (where g.cancelled) as cancelled_amount,
           sum(g.orders) filter (where ${LIVE_GROUP} and g.unpaid) as unpaid_count,
           sum(g.net) filter (where ${LIVE_GROUP} and g.unpaid) as unpaid_amount,
           ${bySourceColumns()},
           (select count(*) ${refunds}) as refund_count,
           (select sum(r.amount_cents) ${refunds}) as refund_amount`;
}

export const turnoverStatements = {
  /** One page, newest first (business day, then the time it was made). */
  page: (filter: ReportOrderFilter, limit: number, offset: number) => sql`
    select o.id, o.order_number, o.business_date::text as business_date, o.created_at, o.source, o.type, o.status, o.payment_status,
           o.table_number, o.entertain, o.subtotal_cents, o.entertain_cents, o.automatic_discount_cents,
           o.coupon_discount_cents, o.manual_discount_cents, o.payable_cents, o.paid_cents, o.change_cents, o.invoice_type, o.remark
    from orders o
    where ${turnoverWhere(filter)}
    order by o.business_date desc, o.created_at desc, o.id desc
    limit ${limit}::int offset ${offset}::int`,

  count: (filter: ReportOrderFilter) => sql`select count(*) as total from orders o where ${turnoverWhere(filter)}`,

  /** Totals in one pass: cancelled orders apart, unpaid ones counted within; the refunds of the range's days. */
  revenue: (filter: ReportOrderFilter) => sql`
    select ${revenueColumns(sql`${filter.storeId}::int`, filter)}
    from (${revenueGroups(turnoverWhere(filter))}) g`,

  /**
   * The revenue of several stores (a brand's, docs/chains.md) unfiltered over one range, one row per store that has
   * orders in it (`store_id`): the same columns over the same orders as each store's own revenue, in one statement
   * (one range scan per store on the same index) instead of one round trip per store.
   */
  revenueByStore: (storeIds: readonly number[], range: { startDate: string; endDate: string }) => sql`
    select g.store_id, ${revenueColumns(sql`g.store_id`, range)}
    from (${revenueGroups(sql`o.store_id = any(${intArray(storeIds)}::int[])
      and o.business_date between ${range.startDate}::date and ${range.endDate}::date
      and o.removed_at is null`)}) g
    group by g.store_id`,

  /**
   * Money collected per pay method over the filter's orders that are not cancelled. A method renamed meanwhile
   * shows once per name it was paid under (the payment keeps the name it had). Unfiltered (the screen's first view),
   * the range's payments are read once with the few cancelled or removed orders as a small hash table; with a
   * filter on the orders, each payment is joined to its order.
   */
  payMethodTotals: (filter: ReportOrderFilter) => {
    const unfiltered = filter.status === null && filter.type === null && filter.payMethodId === null;
    const orders = unfiltered
      ? sql`left join (${ordersOfRange(filter, DROPPED)}) dropped
              on dropped.id = p.order_id
            where dropped.id is null and`
      : sql`join orders o on o.id = p.order_id and o.store_id = p.store_id
            where ${LIVE} and ${turnoverWhere(filter)} and`;
    return sql`
      select p.pay_method_id, p.pay_method_name, p.statistic_key,
             count(distinct p.order_id) as order_count, sum(p.amount_cents) as amount
      from order_payments p
      ${orders} p.store_id = ${filter.storeId}::int
        and p.business_date between ${filter.startDate}::date and ${filter.endDate}::date
      group by p.pay_method_id, p.pay_method_name, p.statistic_key
      order by amount desc, p.pay_method_name`;
  },
};

/**
 * The order lines that count in sales: of orders neither cancelled nor removed. A line sold under entertain (the
 * line's or the whole order's) counts in the quantity and not in the amount. Rather than joining every line to its
 * order, the few orders that change a line's fate (cancelled, removed, wholly entertained: a few percent) are read
 * into two small hash tables: a month of a busy store is then one range scan of its lines. A line's business_date
 * is its order's (both written by the checkout), so the orders of the same range are the ones that matter.
 */
function countedLines(range: SalesRange, categoryId: number | null = null): SQL {
  const dropped = ordersOfRange(range, DROPPED);
  const free = ordersOfRange(range, sql`o.entertain`);
  return sql`
    from order_lines l
    left join (${dropped}) dropped on dropped.id = l.order_id
    left join (${free}) free on free.id = l.order_id
    where l.store_id = ${range.storeId}::int
      and l.business_date between ${range.startDate}::date and ${range.endDate}::date
      and dropped.id is null
      ${categoryId === null ? sql`` : sql`and l.category_id = ${categoryId}::int`}`;
}

const SOLD_AMOUNT = sql`coalesce(sum(l.amount_cents) filter (where not l.entertain and free.id is null), 0)`;

/** Sales per item (and its category) of the range, with the order of its latest sale. */
function itemTotals(range: SalesRange, categoryId: number | null): SQL {
  return sql`
    select l.category_id, l.item_id, max(l.order_id) as last_order_id, sum(l.count) as total_count,
           ${SOLD_AMOUNT} as total_price
    ${countedLines(range, categoryId)}
    group by l.category_id, l.item_id`;
}

export const rankingStatements = {
  /**
   * Every item sold in the range (of one category when given), named as in its latest sale: one lookup of that
   * order's line per item (by the lines' (store_id, order_id) index).
   */
  itemSales: (range: SalesRange, categoryId: number | null) => sql`
    with items as (${itemTotals(range, categoryId)}),
    sales as (
      select item_id, max(last_order_id) as last_order_id, sum(total_count) as total_count, sum(total_price) as total_price
      from items group by item_id)
    select s.item_id, last.item_name as name, last.category_id, last.category_name, s.total_count, s.total_price
    from sales s
    cross join lateral (
      select x.item_name, x.category_id, x.category_name from order_lines x
      where x.store_id = ${range.storeId}::int and x.order_id = s.last_order_id and x.item_id = s.item_id
      order by x.line_no desc limit 1) last`,

  /** Sales per category as the lines recorded it (a line without a category is its own group). */
  categorySales: (range: SalesRange) => sql`
    with items as (${itemTotals(range, null)}),
    sales as (
      select category_id, max(last_order_id) as last_order_id, count(*) as item_count,
             sum(total_count) as total_count, sum(total_price) as total_price
      from items group by category_id)
    select s.category_id, s.item_count, s.total_count, s.total_price,
           (select x.category_name from order_lines x
            where x.store_id = ${range.storeId}::int and x.order_id = s.last_order_id
              and x.category_id is not distinct from s.category_id
            limit 1) as category_name
    from sales s
    order by s.total_price desc, s.category_id`,
};

/**
 * Sales per staff member who took the orders (staff mode, docs/staff.md): the revenue's figures grouped by the order's
 * staff_id, over the same orders (the range's, removed ones left out). The name is the one on the member's latest
 * order of the range (a renamed member is one row).
 */
export const staffSalesStatement = (range: SalesRange) => sql`
  select o.staff_id,
         (array_agg(o.staff_name order by o.created_at desc, o.id desc))[1] as staff_name,
         count(*) filter (where ${LIVE}) as order_count,
         sum(o.subtotal_cents) filter (where ${LIVE}) as gross,
         sum(o.entertain_cents) filter (where ${LIVE}) as entertain,
         sum(o.automatic_discount_cents + o.coupon_discount_cents + o.manual_discount_cents) filter (where ${LIVE}) as discounts,
         sum(o.payable_cents) filter (where ${LIVE}) as net,
         count(*) filter (where not ${LIVE}) as cancelled_count,
         sum(o.payable_cents) filter (where not ${LIVE}) as cancelled_amount
  from orders o
  where o.store_id = ${range.storeId}::int and o.business_date between ${range.startDate}::date and ${range.endDate}::date
    and o.removed_at is null
  group by o.staff_id`;

/** A live check of the range on `alias`: not removed, not cancelled, not merged away (併單). */
const liveCheck = (alias: string) =>
  sql.raw(`${alias}.removed_at is null and ${alias}.status <> 'CANCELLED' and ${alias}.merged_into_order_id is null`);

/**
 * The sittings of the range (docs/tables.md): each check opened on a table (not a split part: a split original names
 * itself in split_from_order_id, its parts name it), its guests, and, when
 * it and every part split from it are paid, when the last of them was paid (the dining time's end).
 */
function sittingsOf(range: SalesRange): SQL {
  return sql`
    select s.id, s.business_date, s.table_id, coalesce(s.guests, 0) as guests, s.created_at,
           bool_and(c.payment_status = 'PAID') as done,
           max(p.paid_at) as ended_at
    from orders s
    join orders c on c.store_id = s.store_id and c.business_date = s.business_date
      and coalesce(c.split_from_order_id, c.id) = s.id and ${liveCheck('c')}
    left join lateral (
      select max(op.created_at) as paid_at from order_payments op where op.store_id = c.store_id and op.order_id = c.id
    ) p on true
    where s.store_id = ${range.storeId}::int and s.business_date between ${range.startDate}::date and ${range.endDate}::date
      and ${liveCheck('s')} and s.table_id is not null and (s.split_from_order_id is null or s.split_from_order_id = s.id)
    group by s.id`;
}

const DINING_SECONDS = sql`extract(epoch from (st.ended_at - st.created_at))`;

export const tableServiceStatements = {
  /** Per business day: orders and revenue, the table checks' revenue and service charge, sittings, guests, dining time. */
  days: (range: SalesRange) => sql`
    with st as (${sittingsOf(range)}),
    live as (
      select o.business_date, count(*) as order_count, sum(o.payable_cents) as revenue,
             coalesce(sum(o.payable_cents) filter (where o.table_id is not null), 0) as table_revenue,
             coalesce(sum(o.service_charge_cents), 0) as service_charge
      from orders o
      where o.store_id = ${range.storeId}::int and o.business_date between ${range.startDate}::date and ${range.endDate}::date
        and ${liveCheck('o')}
      group by o.business_date
    ),
    seated as (
      select st.business_date, count(*) as sittings, sum(st.guests) as guests,
             sum(${DINING_SECONDS}) filter (where st.done) as dining_seconds, count(*) filter (where st.done) as done_count
      from st group by st.business_date
    )
    select to_char(l.business_date, 'YYYY-MM-DD') as business_date, l.order_count, l.revenue, l.table_revenue, l.service_charge,
           coalesce(s.sittings, 0) as sittings, coalesce(s.guests, 0) as guests, s.dining_seconds, coalesce(s.done_count, 0) as done_count
    from live l left join seated s on s.business_date = l.business_date
    order by l.business_date`,

  /** Per area (tables of no area as one row): its tables now, the sittings on its tables and their dining time. */
  areas: (range: SalesRange) => sql`
    with st as (${sittingsOf(range)}),
    seated as (
      select t.area_id, count(*) as sittings, sum(${DINING_SECONDS}) filter (where st.done) as dining_seconds,
             count(*) filter (where st.done) as done_count
      from st join dining_tables t on t.id = st.table_id and t.store_id = ${range.storeId}::int
      group by t.area_id
    ),
    counted as (
      select t.area_id, count(*) as tables from dining_tables t
      where t.store_id = ${range.storeId}::int and t.removed_at is null group by t.area_id
    )
    select a.id as area_id, a.name, a.sort, coalesce(c.tables, 0) as tables, coalesce(s.sittings, 0) as sittings,
           s.dining_seconds, coalesce(s.done_count, 0) as done_count
    from dining_areas a
    left join counted c on c.area_id = a.id
    left join seated s on s.area_id = a.id
    where a.store_id = ${range.storeId}::int and a.removed_at is null
    union all
    select null, '未分區', 2147483647, coalesce(c.tables, 0), coalesce(s.sittings, 0), s.dining_seconds, coalesce(s.done_count, 0)
    from (select 1) one
    left join counted c on c.area_id is null
    left join seated s on s.area_id is null
    where c.tables is not null or s.sittings is not null
    order by 3, 1`,
};
