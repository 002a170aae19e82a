import type { OrderCard } from '@diancan/core';

/**
 * A platform order waiting for the store is refused (拒單), not cancelled; one the platform has already denied or
 * cancelled has nothing left to cancel there. Any other order follows the board's own flow.
 */
export function canCancelOnBoard(card: Pick<OrderCard, 'platformOrder'>): boolean {
  const status = card.platformOrder?.status;
  return status === undefined || status === 'ACCEPTED' || status === 'READY';
}
