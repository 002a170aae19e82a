import { IDLE_ORDER_REMINDER_MINUTES, OPEN_ORDER_STATUSES, type OrderStatus } from '@diancan/core';

/**
 * The idle order reminder (store operations sections 3 and 9): with idleOrderReminderSwitch on, an open order whose
 * status has not moved for idleOrderReminderMinutes (default 30) is highlighted and chimes, once per order per
 * interval: at 30 minutes, again at 60 if still untouched, and so on. Moving the order starts its count again.
 */

export interface IdleCandidate {
  id: number;
  status: OrderStatus;
  /** ISO 8601: when the order last changed status (its creation for a new one). */
  statusChangedAt: string;
}

export interface IdleSettings {
  enabled: boolean;
  minutes: number;
}

const MINUTE_MS = 60_000;

function isOpen(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export function reminderIntervalMs(minutes: number): number {
  // A store config without a usable value falls back to the spec's default.
  const usable = Number.isFinite(minutes) && minutes > 0 ? minutes : IDLE_ORDER_REMINDER_MINUTES;
  return usable * MINUTE_MS;
}

/** How many whole reminder intervals the order has sat in its status (0 while it is not idle yet). */
export function idleIntervals(order: IdleCandidate, now: number, minutes: number): number {
  if (!isOpen(order.status)) return 0;
  const changedAt = Date.parse(order.statusChangedAt);
  if (Number.isNaN(changedAt)) return 0;
  return Math.max(0, Math.floor((now - changedAt) / reminderIntervalMs(minutes)));
}

export function isIdleOrder(order: IdleCandidate, now: number, settings: IdleSettings): boolean {
  return settings.enabled && idleIntervals(order, now, settings.minutes) >= 1;
}

/** The interval each order last chimed for, keyed by order and the status change it was counted from. */
export type ChimeLedger = ReadonlyMap<number, { statusChangedAt: string; intervals: number }>;

/**
 * The orders that should chime now, and the ledger to keep for the next check. An order chimes when it reaches an
 * interval it has not chimed for; orders gone from the board drop out of the ledger.
 */
export function idleChimesDue(
  orders: readonly IdleCandidate[],
  now: number,
  settings: IdleSettings,
  ledger: ChimeLedger,
): { due: number[]; ledger: ChimeLedger } {
  const next = new Map<number, { statusChangedAt: string; intervals: number }>();
  const due: number[] = [];
  if (!settings.enabled) return { due, ledger: next };
  for (const order of orders) {
    const intervals = idleIntervals(order, now, settings.minutes);
    if (intervals === 0) continue;
    const previous = ledger.get(order.id);
    const chimedBefore = previous && previous.statusChangedAt === order.statusChangedAt ? previous.intervals : 0;
    if (intervals > chimedBefore) due.push(order.id);
    next.set(order.id, { statusChangedAt: order.statusChangedAt, intervals: Math.max(intervals, chimedBefore) });
  }
  return { due, ledger: next };
}

/** How long the order has waited, as the card shows it: 剛剛, 12分鐘, 1小時5分. */
export function ageLabel(since: string, now: number): string {
  const at = Date.parse(since);
  if (Number.isNaN(at)) return '';
  const minutes = Math.max(0, Math.floor((now - at) / MINUTE_MS));
  if (minutes < 1) return '剛剛';
  if (minutes < 60) return `${minutes}分鐘`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}小時` : `${hours}小時${rest}分`;
}
