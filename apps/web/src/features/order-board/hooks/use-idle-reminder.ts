import { useEffect, useMemo, useRef } from 'react';
import type { OrderCard } from '@diancan/core';
import { useSession } from '../../../lib/session';
import { idleChimesDue, isIdleOrder, type ChimeLedger, type IdleSettings } from '../board/idle';
import { playChime } from '../sound/chime';

/** The store's idle reminder settings, from the store config in the session. */
export function useIdleSettings(): IdleSettings {
  const enabled = useSession((state) => state.idleOrderReminderSwitch);
  const minutes = useSession((state) => state.idleOrderReminderMinutes);
  return useMemo(() => ({ enabled, minutes }), [enabled, minutes]);
}

/** The ids of the idle cards (highlighted), and one chime whenever an order reaches a new idle interval. */
export function useIdleReminder(cards: readonly OrderCard[], now: number, settings: IdleSettings): ReadonlySet<number> {
  const ledger = useRef<ChimeLedger>(new Map());
  const idle = useMemo(() => new Set(cards.filter((card) => isIdleOrder(card, now, settings)).map((card) => card.id)), [cards, now, settings]);

  useEffect(() => {
    const { due, ledger: next } = idleChimesDue(cards, now, settings, ledger.current);
    ledger.current = next;
    // One chime however many orders became idle at once.
    if (due.length > 0) playChime('idleOrder');
  }, [cards, now, settings]);

  return idle;
}
