import { sql, type SQL } from 'drizzle-orm';

/**
 * Set-based bulk loading of orders for the report benchmarks (bench:reports, bench:scale): generate_series makes the
 * orders, their lines and their payments in a few statements, with the mix of a real store.
 */

/** The first business day loaded; days are counted from it. */
export const FIRST_DAY = '2025-11-01';
export const ITEMS = 200;
export const CATEGORIES = 20;

/** `stores` for one store. */
export function oneStore(storeId: number): SQL {
  return sql`select ${storeId}::int as store_id`;
}

/**
 * A pseudo-random but repeatable number per order, from its day and number, that picks its type, status, amounts
 * and the like: the data has the mix of a real store without a random generator in SQL.
 */
const MIX = sql`((n * 7919 + dn * 104729) % 1000)`;

/** Orders of each store of `stores` (a select of `store_id`) for business days [fromDay, toDay) (day indexes from FIRST_DAY), `perDay` a day each. */
export function insertOrders(stores: SQL, fromDay: number, toDay: number, perDay: number): SQL {
  return sql`
    insert into orders (store_id, business_date, order_number, status, payment_status, version, source, type,
      table_number, remark, entertain, subtotal_cents, entertain_cents, automatic_discount_cents, total_cents,
      manual_discount_type, manual_discount_cents, payable_cents, paid_cents, change_cents, created_at, updated_at,
      status_changed_at, shift_id, removed_at, removed_reason)
    select st.store_id, day, n,
      case when mix % 50 = 0 then 'CANCELLED' else 'COMPLETED' end,
      'PAID', 2, 'POS',
      (array['INSIDE', 'TAKEOUT', 'TAKEOUT', 'PICKUP'])[1 + mix % 4],
      case when mix % 4 = 0 then (1 + mix % 30)::text end,
      '', entertain, subtotal, case when entertain then subtotal else 0 end,
      case when not entertain and subtotal >= 20000 then 1000 else 0 end,
      case when entertain then 0 when subtotal >= 20000 then subtotal - 1000 else subtotal end,
      case when manual > 0 then 'MONEY' end, manual, payable, payable, 0,
      made, made, made, s.id,
      case when mix % 200 = 1 then made + interval '1 day' end,
      case when mix % 200 = 1 then '重複輸入' end
    from (
      select dn, n, (${FIRST_DAY}::date + dn) as day, ${MIX} as mix,
             -- 10:00 in Taipei (02:00 UTC) onwards, spread over the day
             ((${FIRST_DAY}::date + dn) + time '02:00') at time zone 'UTC' + (n * 40000 / ${perDay}::int) * interval '1 second' as made
      from generate_series(${fromDay}::int, ${toDay - 1}::int) dn cross join generate_series(1, ${perDay}::int) n
    ) o
    cross join (${stores}) st
    cross join lateral (select o.mix % 97 = 0 as entertain, (50 + (o.mix * 13) % 400) * 100 as subtotal) a
    cross join lateral (select case when not a.entertain and o.mix % 10 = 0 then 1000 else 0 end as manual) m
    cross join lateral (
      select case when a.entertain then 0
                  else a.subtotal - case when a.subtotal >= 20000 then 1000 else 0 end - m.manual end as payable) p
    left join shifts s on s.store_id = st.store_id and s.business_date = o.day`;
}

/** 1 to 3 lines per order of the store's days, items of 20 categories. */
export function insertLines(stores: SQL, fromDate: string, toDate: string): SQL {
  return sql`
    insert into order_lines (store_id, order_id, business_date, line_no, item_id, item_name, category_id, category_name,
      count, unit_price_cents, unit_total_cents, amount_cents, entertain, remark, options, combos)
    select o.store_id, o.id, o.business_date, l, i.item, '餐點' || i.item, 1 + i.item % ${CATEGORIES}::int,
           '分類' || (1 + i.item % ${CATEGORIES}::int), c.count, i.price, i.price, c.count * i.price,
           (o.id + l) % 40 = 0, '', '[]'::jsonb, '[]'::jsonb
    from orders o
    cross join lateral generate_series(1, 1 + (o.id % 3)::int) l
    cross join lateral (select 1 + ((o.id * 31 + l * 17) % ${ITEMS}::int)::int as item) n
    cross join lateral (select n.item, (30 + n.item % 120) * 100 as price) i
    cross join lateral (select 1 + (o.id + l) % 2 as count) c
    where o.store_id in (${stores}) and o.business_date between ${fromDate}::date and ${toDate}::date`;
}

/** One payment per order that was paid for (not wholly entertained), by one of the store's pay methods. */
export function insertPayments(stores: SQL, fromDate: string, toDate: string): SQL {
  return sql`
    insert into order_payments (store_id, order_id, business_date, pay_method_id, pay_method_name, statistic_key,
      amount_cents, tendered_cents, change_cents, created_at)
    select o.store_id, o.id, o.business_date, pm.id, pm.name, pm.statistic_key, o.payable_cents, o.payable_cents, 0, o.created_at
    from orders o
    cross join lateral (select count(*) as methods from pay_methods where store_id = o.store_id) k
    join lateral (
      select id, name, statistic_key from pay_methods where store_id = o.store_id
      order by sort, id offset (o.id % greatest(k.methods, 1)) limit 1) pm on true
    where o.store_id in (${stores}) and o.business_date between ${fromDate}::date and ${toDate}::date
      and not o.entertain`;
}

