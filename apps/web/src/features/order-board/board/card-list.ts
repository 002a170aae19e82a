import type { OrderStatus } from '@diancan/core';
import { isBoardStatus } from './grouping';

/**
 * How one card's news changes the board's cached list, without refetching the whole list: a fresh card replaces
 * its old copy (or joins the list), a card that left the open statuses goes. Older news never overwrites newer:
 * a card carries its version, and an event or a late answer for an older version is ignored.
 */

export interface VersionedCard {
  id: number;
  status: OrderStatus;
  version: number;
}

/** The list with `card` in it (replacing an older copy), or without it when it is no longer open. */
export function withCard<T extends VersionedCard>(list: readonly T[], card: T): T[] {
  const index = list.findIndex((candidate) => candidate.id === card.id);
  const current = index === -1 ? null : list[index];
  // Same list back: nothing to re-render.
  if (current && current.version > card.version) return list as T[];
  if (!isBoardStatus(card.status)) return list.filter((candidate) => candidate.id !== card.id);
  if (index === -1) return [...list, card];
  const next = [...list];
  next[index] = card;
  return next;
}

export function withoutCard<T extends VersionedCard>(list: readonly T[], orderId: number): T[] {
  return list.filter((candidate) => candidate.id !== orderId);
}

/**
 * An ORDER_UPDATED event names only the order and its new status. A final status takes the card off at once (the
 * event is all the board needs); any other change needs the card again (items, amount, version).
 */
export function updateNeedsCard(status: string): boolean {
  return isBoardStatus(status as OrderStatus);
}
