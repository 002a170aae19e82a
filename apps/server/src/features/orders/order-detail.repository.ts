import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { PLATFORM_ORDER_JSON, type PlatformOrderJson } from './platform-order.view.js';

/**
 * Reads one order in full in ONE statement (order, lines, payments, history with the names of who did what, delivery
 * record), so the answer is one consistent snapshot even outside a transaction. PostgreSQL builds it as JSON text:
 * timestamps come as ISO 8601 strings, ids and counts as numbers.
 */

export interface OrderJson {
  id: number;
  store_id: number;
  business_date: string;
  order_number: number;
  status: string;
  payment_status: string;
  version: number;
  source: string;
  type: string;
  table_number: string | null;
  /** Table service (docs/tables.md); o.* brings them, absent before the migration. */
  table_id?: number | string | null;
  guests?: number | null;
  service_charge_cents?: number;
  remark: string;
  reservation_type: string | null;
  reserved_for: string | null;
  reservation_name: string | null;
  reservation_phone: string | null;
  reservation_address: string | null;
  reservation_uniform_number: string | null;
  entertain: boolean;
  subtotal_cents: number;
  entertain_cents: number;
  automatic_discount_cents: number;
  automatic_discount_id: number | null;
  automatic_discount_name: string | null;
  coupon: { id: number; code: string; name: string } | null;
  coupon_discount_cents: number;
  points_discount_cents?: number;
  total_cents: number;
  manual_discount_type: string | null;
  manual_discount_ratio: number | null;
  manual_discount_cents: number;
  payable_cents: number;
  paid_cents: number;
  change_cents: number;
  invoice_type: string | null;
  invoice_code: string | null;
  created_by: number | null;
  created_by_name: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
  shift_id: number | null;
  shift_number: number | null;
  removed_at: string | null;
  removed_by: number | null;
  removed_by_name: string | null;
  removed_reason: string | null;
  platform_order: PlatformOrderJson | null;
}

export interface LineJson {
  id: number;
  line_no: number;
  item_id: number;
  item_name: string;
  category_id: number | null;
  category_name: string | null;
  count: number;
  unit_price_cents: number;
  unit_total_cents: number;
  amount_cents: number;
  entertain: boolean;
  remark: string;
  options: unknown;
  combos: unknown;
}

export interface PaymentJson {
  id: number;
  pay_method_id: number | null;
  pay_method_name: string;
  statistic_key: string;
  amount_cents: number;
  tendered_cents: number;
  change_cents: number;
  created_at: string;
}

export interface HistoryJson {
  id: number;
  from_status: string | null;
  to_status: string;
  version: number;
  changed_by: number | null;
  changed_by_name: string | null;
  reason: string | null;
  changed_at: string;
}

export interface DeliveryJson {
  status: string;
  courier_name: string | null;
  courier_phone: string | null;
  platform_order_no: string | null;
  remark: string;
  dispatched_at: string | null;
  delivered_at: string | null;
}

export interface OrderDetailJson {
  order: OrderJson | null;
  member?: { member_id: number; phone: string | null; name: string | null; balance: number; points_redeemed: number; points_earned: number } | null;
  points_claim?: { token: string; points: number; expires_at: string; claimed_at: string | null } | null;
  lines: LineJson[];
  payments: PaymentJson[];
  history: HistoryJson[];
  delivery: DeliveryJson | null;
}

export async function readOrderDetailJson(db: Executor, storeId: number, orderId: number): Promise<OrderDetailJson> {
  const rows = await queryRows<{ detail: string }>(db, sql`
    select json_build_object(
      'order', (select row_to_json(x) from (
                  select o.*, o.business_date::text as business_date, cu.name as created_by_name, ru.name as removed_by_name,
                    sh.number as shift_number, ${PLATFORM_ORDER_JSON} as platform_order
                  from orders o
                  left join users cu on cu.id = o.created_by
                  left join users ru on ru.id = o.removed_by
                  left join shifts sh on sh.id = o.shift_id
                  where o.store_id = ${storeId} and o.id = ${orderId}) x),
      'lines', (select coalesce(json_agg(l order by l.line_no, l.id), '[]') from (
                  select id, line_no, item_id, item_name, category_id, category_name, count, unit_price_cents,
                    unit_total_cents, amount_cents, entertain, remark, options, combos
                  from order_lines where store_id = ${storeId} and order_id = ${orderId}) l),
      'payments', (select coalesce(json_agg(p order by p.id), '[]') from (
                  select id, pay_method_id, pay_method_name, statistic_key, amount_cents, tendered_cents, change_cents, created_at
                  from order_payments where store_id = ${storeId} and order_id = ${orderId}) p),
      'history', (select coalesce(json_agg(h order by h.id), '[]') from (
                  select h.id, h.from_status, h.to_status, h.version, h.changed_by, u.name as changed_by_name, h.reason, h.changed_at
                  from order_status_history h left join users u on u.id = h.changed_by
                  where h.store_id = ${storeId} and h.order_id = ${orderId}) h),
      'member', (select row_to_json(m) from (
                  select m.id as member_id, m.phone, m.name, m.points as balance, o.points_redeemed,
                    (select coalesce(sum(p.points), 0)::int from member_points p
                      where p.store_id = ${storeId} and p.order_id = ${orderId} and p.reason = 'EARN') as points_earned
                  from orders o join members m on m.id = o.member_id
                  where o.store_id = ${storeId} and o.id = ${orderId}) m),
      'points_claim', (select row_to_json(c) from (
                  select token, points, expires_at, claimed_at from member_point_claims
                  where store_id = ${storeId} and order_id = ${orderId}) c),
      'delivery', (select row_to_json(d) from (
                  select status, courier_name, courier_phone, platform_order_no, remark, dispatched_at, delivered_at
                  from delivery_orders where store_id = ${storeId} and order_id = ${orderId}) d)
    )::text as detail`);
  const text = rows[0]?.detail;
  if (text === undefined) throw new Error('order detail not read');
  return JSON.parse(text) as OrderDetailJson;
}
