/**
 * The large menu the benchmarks seed (bench:menu, bench:web): `items` items in `categories` categories, each item
 * linked to 2 taste groups (of 4 options each), every 10th item offering an upgrade and every 50th sold out.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database.js';
import { DEMO_STORES } from '../apps/server/src/seed/demo-data.js';

const GROUPS = 20;
const OPTIONS_PER_GROUP = 4;
const UPGRADES = 5;

export interface LargeMenuSize {
  items: number;
  categories: number;
}

/** A large menu for one store, written with set-based SQL (a few statements, whatever the size). */
export async function seedLargeMenu(db: Database, storeId: number, { items: ITEMS, categories: CATEGORIES }: LargeMenuSize): Promise<void> {
  const perCategory = Math.ceil(ITEMS / CATEGORIES);
  await db.execute(sql`
    insert into menu_categories (store_id, name, sort)
    select ${storeId}, '大分類' || g, 100 + g from generate_series(1, ${CATEGORIES}::int) g`);
  await db.execute(sql`
    insert into menu_items (store_id, category_id, name, price_cents, description, sort)
    select c.store_id, c.id, c.name || '餐點' || i, (30 + (c.id * 7 + i * 13) % 300) * 100, '招牌' || i, i
    from menu_categories c cross join generate_series(1, ${perCategory}::int) i
    where c.store_id = ${storeId} and c.name like '大分類%'
    order by c.sort, i
    limit ${ITEMS}::int`);
  await db.execute(sql`
    insert into menu_option_groups (store_id, name, least_selectable, most_selectable, sort)
    select ${storeId}, '口味' || g, case when g % 2 = 0 then 1 else 0 end, case when g % 2 = 0 then 1 else null end, g
    from generate_series(1, ${GROUPS}::int) g`);
  await db.execute(sql`
    insert into menu_options (store_id, group_id, name, price_cents, sort)
    select g.store_id, g.id, g.name || '選項' || o, (o - 1) * 500, o
    from menu_option_groups g cross join generate_series(1, ${OPTIONS_PER_GROUP}::int) o
    where g.store_id = ${storeId}`);
  // Each item offers two taste groups, picked from its id.
  await db.execute(sql`
    with groups as (select id, row_number() over (order by id) - 1 as n from menu_option_groups where store_id = ${storeId}),
         items as (select id from menu_items where store_id = ${storeId} and removed_at is null)
    insert into menu_item_option_groups (store_id, item_id, group_id, sort)
    select ${storeId}, items.id, groups.id, case when groups.n = items.id % ${GROUPS}::int then 1 else 2 end
    from items join groups on groups.n in (items.id % ${GROUPS}::int, (items.id + 7) % ${GROUPS}::int)`);
  await db.execute(sql`
    insert into menu_upgrades (store_id, name, combo_price_cents, sort)
    select ${storeId}, '套餐' || u, u * 3000, u from generate_series(1, ${UPGRADES}::int) u`);
  await db.execute(sql`
    insert into menu_upgrade_groups (store_id, upgrade_id, name, least_selectable, most_selectable, sort)
    select store_id, id, '飲料', 1, 1, 1 from menu_upgrades where store_id = ${storeId}`);
  await db.execute(sql`
    insert into menu_upgrade_group_items (store_id, group_id, item_id, combo_item_price_cents, sort)
    select g.store_id, g.id, i.id, (i.n - 1) * 1000, i.n
    from menu_upgrade_groups g
    cross join lateral (select id, row_number() over (order by id) as n from menu_items
                        where store_id = ${storeId} order by id limit 5) i
    where g.store_id = ${storeId}`);
  await db.execute(sql`
    with upgrades as (select id, row_number() over (order by id) - 1 as n from menu_upgrades where store_id = ${storeId})
    insert into menu_item_upgrades (store_id, item_id, upgrade_id, sort)
    select ${storeId}, i.id, upgrades.id, 1
    from menu_items i join upgrades on upgrades.n = (i.id / 10) % ${UPGRADES}::int
    where i.store_id = ${storeId} and i.id % 10 = 0`);
  await db.execute(sql`
    insert into menu_item_stocks (store_id, item_id, available_quantity, available_for_sale)
    select store_id, id, null, false from menu_items where store_id = ${storeId} and id % 50 = 0`);
}

export async function firstStoreId(db: Database): Promise<number> {
  const result = (await db.execute(sql`select id from stores where name = ${DEMO_STORES[0]}`)) as unknown as {
    rows: { id: number }[];
  };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('demo store missing');
  return Number(id);
}

