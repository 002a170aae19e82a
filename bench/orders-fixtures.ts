/**
 * What the orders benchmark and the crash test share: stores with a small menu for the terminals to sell from,
 * addOrder bodies priced like the POS prices them, signing in, and sending an order with its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type AddOrderInput,
  addOrderRequestSchema,
  checkoutInputOf,
  computeOrderTotals,
  expectedTotalsOf,
  formatOrderNo,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
} from '@diancan/core';
import type { Database, Executor } from '../apps/server/src/platform/db/database.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { DEFAULT_SECTIONS } from '../apps/server/src/features/settings/settings.presenter.js';

export const ITEMS_PER_STORE = 20;
export const LINES_PER_ORDER = 5;

export interface BenchStore {
  storeId: number;
  cashId: number;
  items: { id: number; price: number }[];
  /** Options of the one taste group (加料, 0 to any) every item offers. */
  options: { id: number; price: number }[];
}

async function rows<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * `count` stores owned by the demo store user, each with a cash pay method, 20 items and one optional taste group of
 * two priced options. Items have no stock row (unlimited), as most of a real menu.
 */
export async function seedBenchStores(db: Executor, count: number, prefix = 'bench'): Promise<BenchStore[]> {
  const stores: BenchStore[] = [];
  for (let index = 0; index < count; index++) {
    const [store] = await rows<{ id: number }>(db, sql`insert into stores (name) values (${`${prefix}-${index + 1}`}) returning id`);
    const storeId = Number(store?.id);
    await db.execute(sql`insert into user_stores (store_id, user_id) select ${storeId}, id from users where account = 'store'`);
    // The POS calls need the store's POS module (the policy refuses them otherwise).
    const config = { ...DEFAULT_SECTIONS, systemModules: { ...DEFAULT_SECTIONS.systemModules, POS_ORDER: true } };
    await db.execute(sql`
      insert into store_configs (store_id, switch_settings, device_settings, ui_settings, invoice_settings, system_modules)
      values (${storeId}, ${JSON.stringify(config.switchSettings)}::jsonb, ${JSON.stringify(config.deviceSettings)}::jsonb,
        ${JSON.stringify(config.uiSettings)}::jsonb, ${JSON.stringify(config.invoiceSettings)}::jsonb,
        ${JSON.stringify(config.systemModules)}::jsonb)`);
    const [cash] = await rows<{ id: number }>(
      db,
      sql`insert into pay_methods (store_id, name, statistic_key, sort) values (${storeId}, '現金', 'CASH', 1) returning id`,
    );
    const [category] = await rows<{ id: number }>(
      db,
      sql`insert into menu_categories (store_id, name, sort) values (${storeId}, '測試分類', 1) returning id`,
    );
    const items = await rows<{ id: number; price: number }>(
      db,
      sql`insert into menu_items (store_id, category_id, name, price_cents, sort)
          select ${storeId}, ${Number(category?.id)}, '餐點' || i, (50 + i * 5) * 100, i from generate_series(1, ${ITEMS_PER_STORE}::int) i
          returning id, price_cents as price`,
    );
    const [group] = await rows<{ id: number }>(
      db,
      sql`insert into menu_option_groups (store_id, name, least_selectable, most_selectable) values (${storeId}, '加料', 0, null) returning id`,
    );
    const options = await rows<{ id: number; price: number }>(
      db,
      sql`insert into menu_options (store_id, group_id, name, price_cents, sort)
          values (${storeId}, ${Number(group?.id)}, '加蛋', 1000, 1), (${storeId}, ${Number(group?.id)}, '加起司', 1500, 2)
          returning id, price_cents as price`,
    );
    await db.execute(sql`
      insert into menu_item_option_groups (store_id, item_id, group_id, sort)
      select ${storeId}, id, ${Number(group?.id)}, 1 from menu_items where store_id = ${storeId}`);
    stores.push({
      storeId,
      cashId: Number(cash?.id),
      items: items.map((item) => ({ id: Number(item.id), price: Number(item.price) })),
      options: options.map((option) => ({ id: Number(option.id), price: Number(option.price) })),
    });
  }
  return stores;
}

/** A 5-line cash order of the store (varied by `seed`), priced with core, paid with the next NT$100 note. */
export function orderBody(store: BenchStore, seed: number): AddOrderInput {
  const lines = Array.from({ length: LINES_PER_ORDER }, (_, line) => {
    const item = store.items[(seed + line * 3) % store.items.length]!;
    const option = store.options[(seed + line) % store.options.length]!;
    const withOption = (seed + line) % 2 === 0;
    return {
      itemId: item.id,
      count: 1 + ((seed + line) % 3),
      unitPrice: item.price,
      options: withOption ? [{ optionId: option.id, count: 1, price: option.price }] : [],
    };
  });
  const draft: AddOrderInput = {
    storeId: store.storeId,
    lines,
    isInside: seed % 2 === 0,
    tableNumber: seed % 2 === 0 ? String(1 + (seed % 30)) : null,
    payment: { payMethodId: store.cashId, paid: 0 },
    expectedTotals: { subtotal: 0, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 0, change: 0 },
  };
  const cash = { statisticKey: 'CASH' };
  const payable = computeOrderTotals(checkoutInputOf(addOrderRequestSchema.parse(draft), [], cash)).payable;
  draft.payment = { payMethodId: store.cashId, paid: Math.ceil(payable / 10_000) * 10_000 };
  const totals = computeOrderTotals(checkoutInputOf(addOrderRequestSchema.parse(draft), [], cash));
  return { ...draft, expectedTotals: expectedTotalsOf(totals) };
}

export interface Session {
  cookie: string;
  xsrfToken: string;
}

export async function signIn(baseUrl: string, account = 'store'): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/back/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = (await response.json()) as { data: { xsrfToken: string } };
  return { cookie, xsrfToken: data.xsrfToken };
}

export interface OrderAnswer {
  status: number;
  orderId: number | null;
  message: string | null;
}

/** POST pos/addOrder as the POS sends it. Network failures reject (the caller decides whether to retry). */
export async function postOrder(baseUrl: string, session: Session, body: string, key: string, timeoutMs = 30_000): Promise<OrderAnswer> {
  const response = await fetch(`${baseUrl}${ORDER_PATHS.pos.addOrder.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      'x-csrf-token': session.xsrfToken,
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const envelope = (await response.json()) as { message: string | null; data: { orderId: number } | null };
  return { status: response.status, orderId: envelope.data?.orderId ?? null, message: envelope.message };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** The bare transaction: the rows an order is, written with plain statements and nothing else. */
export async function bareOrder(db: Database, store: BenchStore, body: ReturnType<typeof orderBody>, now: Date): Promise<void> {
  const request = addOrderRequestSchema.parse(body);
  const day = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Taipei' });
  const key = randomUUID();
  const totals = request.expectedTotals;
  const paid = request.payment?.paid ?? 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into order_idempotency_keys (store_id, key, request_hash) values (${store.storeId}, ${key}, 'baseline')`);
    const number = (await tx.execute(sql`
      insert into order_number_counters (store_id, business_date, last_number) values (${store.storeId}, ${day}::date, 1)
      on conflict (store_id, business_date) do update set last_number = order_number_counters.last_number + 1
      returning last_number`)) as unknown as { rows: { last_number: number }[] };
    const orderNumber = Number(number.rows[0]?.last_number);
    const inserted = (await tx.execute(sql`
      insert into orders (store_id, business_date, order_number, status, payment_status, source, type, table_number,
        subtotal_cents, total_cents, payable_cents, paid_cents, change_cents, created_by)
      values (${store.storeId}, ${day}::date, ${orderNumber}, 'NEW', 'PAID', 'POS', 'TAKEOUT', ${request.tableNumber},
        ${totals.subtotal}, ${totals.payable}, ${totals.payable}, ${paid}, ${totals.change}, null)
      returning id`)) as unknown as { rows: { id: number }[] };
    const orderId = Number(inserted.rows[0]?.id);
    const lines = request.lines.map(
      (line, index) =>
        sql`(${store.storeId}, ${orderId}, ${day}::date, ${index + 1}, ${line.itemId}, '餐點', ${line.count}, ${line.unitPrice},
             ${line.unitPrice}, ${line.unitPrice}, ${JSON.stringify(line.options)}::jsonb, '[]'::jsonb)`,
    );
    await tx.execute(sql`
      insert into order_lines (store_id, order_id, business_date, line_no, item_id, item_name, count, unit_price_cents,
        unit_total_cents, amount_cents, options, combos)
      values ${sql.join(lines, sql`, `)}`);
    await tx.execute(sql`
      insert into order_payments (store_id, order_id, business_date, pay_method_id, pay_method_name, statistic_key,
        amount_cents, tendered_cents, change_cents)
      values (${store.storeId}, ${orderId}, ${day}::date, ${store.cashId}, '現金', 'CASH', ${totals.payable}, ${paid}, ${totals.change})`);
    await tx.execute(sql`
      insert into order_status_history (store_id, order_id, to_status, version) values (${store.storeId}, ${orderId}, 'NEW', 1)`);
    await tx.execute(sql`
      update order_idempotency_keys set order_id = ${orderId}, response = ${JSON.stringify({ orderNo: formatOrderNo(orderNumber) })}::jsonb
      where store_id = ${store.storeId} and key = ${key}`);
  });
}

