import { FINISHED_CARDS_MAX, OPEN_CARDS_MAX, type OrderCard } from '@diancan/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { PLATFORM_ORDER_JSON } from '../orders/index.js';
import { type CardJson, presentCard } from './order-card.presenter.js';

/**
 * The board's cards, read in ONE statement. The open orders come from the partial index orders_store_open_idx (its
 * predicate is repeated word for word so the planner uses it); scope TODAY adds the orders finished or cancelled on
 * the store's business day (orders_store_day_status_idx). Lines are aggregated per order in the same statement.
 * Orders removed from the reports are never on the board.
 */

/** The card columns of the orders `o` picked by `where`, lines and delivery attached, as JSON rows. */
function cardsOf(where: SQL, orderAndLimit: SQL): SQL {
  return sql`
    select o.id, o.store_id, o.business_date::text as business_date, o.order_number, o.status, o.version,
      o.payment_status, o.source, o.type, o.table_number, o.reservation_type, o.reserved_for, o.reservation_name,
      o.remark, o.entertain, o.payable_cents, o.status_changed_at, o.created_at,
      d.status as delivery_status, d.courier_name,
      ${PLATFORM_ORDER_JSON} as platform_order,
      (select coalesce(json_agg(json_build_object('id', l.id, 'item_name', l.item_name, 'count', l.count,
                'remark', l.remark, 'entertain', l.entertain, 'options', l.options, 'combos', l.combos)
              order by l.line_no, l.id), '[]')
       from order_lines l where l.store_id = o.store_id and l.order_id = o.id) as lines
    from orders o
    left join delivery_orders d on d.store_id = o.store_id and d.order_id = o.id
    where ${where} ${orderAndLimit}`;
}

/** Runs `cardsOf` and keeps its order (`orderOfRows`: the same sort, over the rows `c`). */
async function readCards(db: Executor, statement: SQL, orderOfRows: SQL = sql`c.id`): Promise<OrderCard[]> {
  const rows = await queryRows<{ cards: string }>(
    db,
    sql`select coalesce(json_agg(c order by ${orderOfRows}), '[]')::text as cards from (${statement}) c`,
  );
  return (JSON.parse(rows[0]?.cards ?? '[]') as CardJson[]).map(presentCard);
}

/**
 * The open orders (the newest OPEN_CARDS_MAX), oldest first; with `finishedOn` (a business date), that day's finished
 * ones after them, newest first.
 */
export async function readOrderCards(db: Executor, storeId: number, finishedOn: string | null): Promise<OrderCard[]> {
  const open = await readCards(
    db,
    cardsOf(
      // A 先付款 order waiting for the phone's payment is not on the board yet (docs/payments.md).
      sql`o.store_id = ${storeId} and o.status in ('NEW', 'ACCEPTED', 'PREPARING', 'READY') and o.removed_at is null and not o.awaiting_payment`,
      sql`order by o.created_at desc, o.id desc limit ${OPEN_CARDS_MAX}`,
    ),
    sql`c.created_at, c.id`,
  );
  if (finishedOn === null) return open;
  const finished = await readCards(
    db,
    cardsOf(
      sql`o.store_id = ${storeId} and o.business_date = ${finishedOn}::date and o.status in ('COMPLETED', 'CANCELLED') and o.removed_at is null and not o.awaiting_payment`,
      sql`order by o.status_changed_at desc, o.id desc limit ${FINISHED_CARDS_MAX}`,
    ),
    sql`c.status_changed_at desc, c.id desc`,
  );
  return [...open, ...finished];
}

/**
 * One card, whatever its status (the board reloads a card after ORDER_UPDATED); null for none, another store's, or
 * one removed from the reports (the board drops it).
 */
export async function readOrderCard(db: Executor, storeId: number, orderId: number): Promise<OrderCard | null> {
  const [card] = await readCards(db, cardsOf(sql`o.store_id = ${storeId} and o.id = ${orderId} and o.removed_at is null`, sql``));
  return card ?? null;
}
