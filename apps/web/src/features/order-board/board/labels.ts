import type { OrderCard, OrderSource, OrderStatus, OrderType } from '@diancan/core';
import { formatTaipeiDateTime, taipeiDate } from '../../../components/date-range';

/** Where an order came from, as the card badge reads (store operations section 1: POS, 手機, 外送平台). */
export const SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  POS: 'POS',
  KIOSK: '自助點餐',
  MOBILE: '手機',
  UBER_EATS: 'Uber Eats',
  FOODPANDA: 'foodpanda',
};

export function isDeliveryPlatform(source: OrderSource): boolean {
  return source === 'UBER_EATS' || source === 'FOODPANDA';
}

export const TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  INSIDE: '內用',
  TAKEOUT: '外帶',
  PICKUP: '預約自取',
  DELIVERY: '預約外送',
};

/** The one-tap button that moves a card to this status. */
export const NEXT_ACTION_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  ACCEPTED: '接單',
  PREPARING: '開始製作',
  READY: '製作完成',
  COMPLETED: '完成訂單',
};

/** A pickup time: 14:30 today, 11-22 14:30 another day (store time zone). */
export function pickupTimeLabel(iso: string, today: string = taipeiDate()): string {
  const text = formatTaipeiDateTime(iso);
  if (!text) return '';
  return text.startsWith(today) ? text.slice(11) : text.slice(5);
}

/** Where the order goes, in one line: 內用 · 桌號 12, 外帶, 預約自取 14:30 王先生. */
export function destinationLabel(card: Pick<OrderCard, 'type' | 'tableNumber' | 'reservation'>, today?: string): string {
  if (card.reservation) {
    return `${TYPE_LABELS[card.type]} ${pickupTimeLabel(card.reservation.reservedFor, today)} ${card.reservation.name}`.trim();
  }
  if (card.type === 'INSIDE' && card.tableNumber) return `內用 · 桌號 ${card.tableNumber}`;
  return TYPE_LABELS[card.type];
}

/** Counts as people say them: 2, 0.5. */
export function countLabel(count: number): string {
  return Number.isInteger(count) ? String(count) : String(Math.round(count * 100) / 100);
}
