import type { DeliveryPlatform, PlatformOrderDetail, PlatformOrderStatus } from '@diancan/core';
import { sql } from 'drizzle-orm';

/**
 * A delivery platform's side of an order (issue 20), as both read models carry it: the board's card and the order in
 * full. One SQL fragment and one presenter, so the two never differ.
 */

export interface PlatformOrderJson {
  platform: string;
  platform_order_no: string;
  status: string;
  accept_deadline: string | null;
  pickup_at: string | null;
  platform_total_cents: number;
  syncing: boolean;
}

/** The platform order of the orders row aliased `o` as JSON (null for other orders); `syncing`: a call still waits. */
export const PLATFORM_ORDER_JSON = sql`(select json_build_object('platform', p.platform,
    'platform_order_no', p.platform_order_no, 'status', p.status, 'accept_deadline', p.accept_deadline,
    'pickup_at', p.pickup_at, 'platform_total_cents', p.platform_total_cents,
    'syncing', exists (select 1 from delivery_platform_outbox x where x.store_id = o.store_id and x.order_id = o.id and x.done_at is null))
  from delivery_platform_orders p where p.order_id = o.id)`;

const isoOrNull = (text: string | null) => (text === null ? null : new Date(text).toISOString());

export function presentPlatformOrder(json: PlatformOrderJson | null): PlatformOrderDetail | null {
  return (
    json && {
      platform: json.platform as DeliveryPlatform,
      platformOrderNo: json.platform_order_no,
      status: json.status as PlatformOrderStatus,
      acceptDeadline: isoOrNull(json.accept_deadline),
      pickupAt: isoOrNull(json.pickup_at),
      platformTotal: json.platform_total_cents,
      syncing: json.syncing,
    }
  );
}
