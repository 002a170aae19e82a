import {
  type DeliveryStatus,
  formatOrderNo,
  type OrderCard,
  type OrderComboSnapshotView,
  orderLineChoices,
  type OrderOptionSnapshotView,
  type OrderSource,
  type OrderStatus,
  type OrderType,
  type PaymentStatus,
  type PlatformOrderCard,
  type ReservationType,
} from '@diancan/core';
import { type PlatformOrderJson, presentPlatformOrder } from '../orders/index.js';

/** The card carries the platform order without its total (the drawer's order detail has it). */
function platformOrderCardOf(json: PlatformOrderJson | null): PlatformOrderCard | null {
  const view = presentPlatformOrder(json);
  if (!view) return null;
  const { platformTotal: _total, ...card } = view;
  return card;
}

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
  platform_order: PlatformOrderJson | null;
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
    platformOrder: platformOrderCardOf(row.platform_order),
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
