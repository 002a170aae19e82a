import { sql } from 'drizzle-orm';
import { addDays } from '@diancan/core';
import { DEFAULT_SECTIONS } from '../apps/server/src/features/settings/settings.presenter.js';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { queryRows } from '../apps/server/src/platform/db/raw-rows.js';
import { FIRST_DAY, insertLines, insertOrders, insertPayments } from './report-fixtures.js';

/**
 * A platform at size for bench:scale (issue 38): `stores` stores, each with its owner account, its sales person (one
 * of `salesPeople`), its config, two pay methods and a contract whose end date is spread from 60 days ago to 400
 * days ahead (so the 即將到期 list has a few percent of them), and `ordersPerStore` orders each over `days` days with
 * their lines and payments. Set-based SQL throughout; every account shares the demo password's hash.
 */
export interface PlatformSize {
  stores: number;
  salesPeople: number;
  ordersPerStore: number;
  days: number;
}

export async function seedPlatform(db: Database, size: PlatformSize, log: (line: string) => void): Promise<void> {
  const [demo] = await queryRows<{ hash: string }>(db, sql`select password_hash as hash from users where account = 'store'`);
  const hash = demo?.hash ?? '';
  await db.execute(sql`
    with made as (
      insert into users (account, password_hash, name, phone, email)
      select 'scale-sales-' || g, ${hash}, '業務' || g, '09' || lpad(g::text, 8, '0'), 'sales' || g || '@example.com'
      from generate_series(1, ${size.salesPeople}::int) g returning id, account)
    , perms as (insert into user_permissions (user_id, permission) select id, 'USER_SALES_PERSON' from made)
    insert into sales_profiles (user_id, code) select id, 'S' || substr(account, 13) from made`);

  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stores`);
  const toMake = Math.max(0, size.stores - Number(existing?.n ?? 0));
  const sections = DEFAULT_SECTIONS;
  for (let from = 1; from <= toMake; from += 2000) {
    const to = Math.min(toMake, from + 1999);
    await db.execute(sql`
      with made as (
        insert into stores (name, phone, address)
        select '規模店' || g, '02' || lpad(g::text, 8, '0'), '台北市規模路' || g || '號' from generate_series(${from}::int, ${to}::int) g
        returning id, substr(name, 4)::int as g)
      , owners as (
        insert into users (account, password_hash, name)
        select 'scale-owner-' || g, ${hash}, '店主' || g from made returning id, substr(account, 13)::int as g)
      , owner_perms as (insert into user_permissions (user_id, permission) select id, 'USER_STORE' from owners)
      , links as (insert into user_stores (store_id, user_id) select m.id, o.id from made m join owners o using (g))
      , configs as (
        insert into store_configs (store_id, switch_settings, device_settings, ui_settings, invoice_settings, system_modules)
        select id, ${JSON.stringify(sections.switchSettings)}::jsonb, ${JSON.stringify(sections.deviceSettings)}::jsonb,
          ${JSON.stringify(sections.uiSettings)}::jsonb, ${JSON.stringify(sections.invoiceSettings)}::jsonb,
          ${JSON.stringify(sections.systemModules)}::jsonb from made)
      , methods as (
        insert into pay_methods (store_id, name, statistic_key, enabled, sort)
        select m.id, p.name, p.key, true, p.sort from made m
        cross join (values ('現金', 'CASH', 1), ('LINE Pay', 'LINE_PAY_OFFLINE', 2)) p(name, key, sort))
      insert into store_profiles (store_id, sales_id)
      select m.id, (select id from users where account = 'scale-sales-' || (1 + m.g % ${size.salesPeople}::int)) from made m`);
    log(`  stores ${to.toLocaleString('en-US')} / ${toMake.toLocaleString('en-US')}`);
  }
  await db.execute(sql`
    with scheme as (insert into contract_schemes (name, amount_cents, months) values ('規模方案', 1200000, 12) returning id)
    insert into store_contracts (store_id, scheme_id, start_date, end_date, amount_cents)
    select s.id, scheme.id, current_date - 365 + (s.id % 460) - 60, current_date + (s.id % 460) - 60, 1200000
    from stores s cross join scheme`);

  // Orders store by store range (a few hundred thousand rows a statement), then their lines and payments.
  const perDay = Math.max(1, Math.round(size.ordersPerStore / size.days));
  const lastDay = addDays(FIRST_DAY, size.days - 1);
  const [range] = await queryRows<{ low: number; high: number }>(db, sql`select min(id)::int as low, max(id)::int as high from stores`);
  const step = Math.max(1, Math.floor(400_000 / (perDay * size.days)));
  for (let low = Number(range?.low); low <= Number(range?.high); low += step) {
    const stores = sql`select id as store_id from stores where id between ${low}::int and ${low + step - 1}::int`;
    await db.execute(insertOrders(stores, 0, size.days, perDay));
    await db.execute(insertLines(stores, FIRST_DAY, lastDay));
    await db.execute(insertPayments(stores, FIRST_DAY, lastDay));
    log(`  orders of stores up to ${Math.min(low + step - 1, Number(range?.high)).toLocaleString('en-US')}`);
  }
  await db.execute(sql`vacuum analyze`);
}

/** Orders, lines and payments of one store only (the single-store baseline of a store's report). */
export async function seedOneStoreOrders(db: Database, storeId: number, ordersPerStore: number, days: number): Promise<void> {
  const perDay = Math.max(1, Math.round(ordersPerStore / days));
  const stores = sql`select ${storeId}::int as store_id`;
  await db.execute(insertOrders(stores, 0, days, perDay));
  await db.execute(insertLines(stores, FIRST_DAY, addDays(FIRST_DAY, days - 1)));
  await db.execute(insertPayments(stores, FIRST_DAY, addDays(FIRST_DAY, days - 1)));
  await db.execute(sql`vacuum analyze`);
}
