import { DELIVERY_PLATFORM_LABELS, type PlatformOrderCard } from '@diancan/core';

/** Under this much time left the countdown turns red: the order is about to be refused by the platform. */
export const ACCEPT_URGENT_MS = 2 * 60_000;

export interface AcceptCountdown {
  /** Milliseconds left, never below 0. */
  remainingMs: number;
  /** mm:ss, as the kitchen reads it at a glance. */
  label: string;
  urgent: boolean;
  expired: boolean;
}

/** The time left to accept a platform order before the platform's window closes (Uber Eats: about 11.5 minutes). */
export function acceptCountdown(acceptBy: string, now: number): AcceptCountdown {
  const remainingMs = Math.max(0, Date.parse(acceptBy) - now);
  const seconds = Math.ceil(remainingMs / 1000);
  const label = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { remainingMs, label, urgent: remainingMs < ACCEPT_URGENT_MS, expired: remainingMs === 0 };
}

/**
 * What the board says when a card still waiting for the store (PENDING) is cancelled after its accept deadline: the
 * platform denied it for want of an answer (the server's sweep, docs/delivery-platforms.md). Null for anything else.
 */
export function expiredNotice(platformOrder: PlatformOrderCard | null | undefined, newStatus: string, now: number): string | null {
  if (!platformOrder || platformOrder.status !== 'PENDING' || newStatus !== 'CANCELLED' || !platformOrder.acceptDeadline) return null;
  if (!acceptCountdown(platformOrder.acceptDeadline, now).expired) return null;
  return `${DELIVERY_PLATFORM_LABELS[platformOrder.platform]} 訂單 ${platformOrder.platformOrderNo} 逾時未接單，平台已取消`;
}
