import {
  type DeliveryPlatform,
  type DeliveryStatus,
  type PlatformOrderStatus,
  formatOrderNo,
  type OrderCard,
  type OrderComboSnapshotView,
  orderLineChoices,
  type OrderOptionSnapshotView,
  type OrderSource,
  type OrderStatus,
  type OrderType,
  type PaymentStatus,
  type ReservationType,
} from '@diancan/core';

/** A board card as its statement (order-cards.repository.ts) reads it: the order, its delivery and its lines, as JSON. */
export interface CardJson {
  id: number;
  store_id: number;
  business_date: string;
  order_number: number;
  status: string;
  version: number;
  payment_status: string;
  source: string;
  type: string;
  table_number: string | null;
  reservation_type: string | null;
  reserved_for: string | null;
  reservation_name: string | null;
  remark: string;
  entertain: boolean;
  payable_cents: number;
  status_changed_at: string;
  created_at: string;
  delivery_status: string | null;
  courier_name: string | null;
  platform_order: {
    platform: string;
    platform_order_no: string;
    status: string;
    accept_deadline: string | null;
    pickup_at: string | null;
    syncing: boolean;
  } | null;
  lines: {
    id: number;
    item_name: string;
    count: number;
    remark: string;
    entertain: boolean;
    options: OrderOptionSnapshotView[];
    combos: OrderComboSnapshotView[];
  }[];
}

const iso = (text: string) => new Date(text).toISOString();

/** The card as the API answers it. */
export function presentCard(row: CardJson): OrderCard {
  return {
    id: row.id,
    orderNo: formatOrderNo(row.order_number),
    storeId: row.store_id,
    businessDate: row.business_date,
    status: row.status as OrderStatus,
    version: row.version,
    paymentStatus: row.payment_status as PaymentStatus,
    source: row.source as OrderSource,
    type: row.type as OrderType,
    tableNumber: row.table_number,
    reservation:
      row.reservation_type === null || row.reserved_for === null
        ? null
        : { type: row.reservation_type as ReservationType, reservedFor: iso(row.reserved_for), name: row.reservation_name ?? '' },
    delivery: row.type === 'DELIVERY' ? { status: (row.delivery_status ?? 'PENDING') as DeliveryStatus, courierName: row.courier_name } : null,
    platformOrder: row.platform_order && {
      platform: row.platform_order.platform as DeliveryPlatform,
      platformOrderNo: row.platform_order.platform_order_no,
      status: row.platform_order.status as PlatformOrderStatus,
      acceptDeadline: row.platform_order.accept_deadline && iso(row.platform_order.accept_deadline),
      pickupAt: row.platform_order.pickup_at && iso(row.platform_order.pickup_at),
      syncing: row.platform_order.syncing,
    },
    remark: row.remark,
    entertain: row.entertain,
    lines: row.lines.map((line) => ({
      id: line.id,
      itemName: line.item_name,
      count: Number(line.count),
      remark: line.remark,
      entertain: line.entertain,
      choices: orderLineChoices(line),
    })),
    amount: row.payable_cents,
    statusChangedAt: iso(row.status_changed_at),
    createdAt: iso(row.created_at),
  };
}
