import type { DeliveryStatus } from '@diancan/core';
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/**
 * The delivery record of a DELIVERY order (docs/order-board.md): its delivery state beside the kitchen flow, the
 * courier, the delivery platform's own number. Written the first time the board changes it; a DELIVERY order without
 * a row is PENDING. Keyed by store first, like every store-owned table. The order's `version` covers this row too:
 * every change of it bumps the order's version in the same transaction.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<DeliveryStatus>().notNull(),
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    platformOrderNo: text('platform_order_no'),
    remark: text('remark').notNull().default(''),
    /** When it last set out with a courier. */
    dispatchedAt: instant('dispatched_at'),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.orderId] })],
);
