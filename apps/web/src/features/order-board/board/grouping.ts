import { OPEN_ORDER_STATUSES, ORDER_STATUS_TRANSITIONS, type OrderStatus } from '@diancan/core';

/** The board's columns (or tabs on a narrow screen): the open statuses, in kitchen order. */
export type BoardStatus = (typeof OPEN_ORDER_STATUSES)[number];
export const BOARD_STATUSES: readonly BoardStatus[] = OPEN_ORDER_STATUSES;

export function isBoardStatus(status: OrderStatus): status is BoardStatus {
  return (BOARD_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface GroupableCard {
  id: number;
  status: OrderStatus;
  createdAt: string;
  reservation: { reservedFor: string } | null;
}

/** The order the kitchen works in: a reservation by its pickup time, any other order by when it was placed. */
export function dueAtOf(card: GroupableCard): number {
  return Date.parse(card.reservation?.reservedFor ?? card.createdAt);
}

/**
 * Cards per open status, each column first-in first-out (the oldest, or the earliest pickup, on top). Finished and
 * cancelled orders are not on the board.
 */
export function groupByStatus<T extends GroupableCard>(cards: readonly T[]): Record<BoardStatus, T[]> {
  const groups = Object.fromEntries(BOARD_STATUSES.map((status) => [status, [] as T[]])) as Record<BoardStatus, T[]>;
  for (const card of cards) {
    if (isBoardStatus(card.status)) groups[card.status].push(card);
  }
  for (const status of BOARD_STATUSES) {
    groups[status].sort((a, b) => dueAtOf(a) - dueAtOf(b) || a.id - b.id);
  }
  return groups;
}

/**
 * The one-tap "next step" of a card: the next open status in kitchen order, or COMPLETED from READY.
 * null when the order is final.
 */
export function nextStatusOf(status: OrderStatus): OrderStatus | null {
  const allowed = ORDER_STATUS_TRANSITIONS[status];
  return allowed.find((candidate) => candidate !== 'CANCELLED') ?? null;
}

export function canCancel(status: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[status].includes('CANCELLED');
}

export function canFinish(status: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[status].includes('COMPLETED');
}
