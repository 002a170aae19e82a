import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAreas } from '../../../lib/api-query';
import { useRealtimeMessage } from '../../../lib/realtime/realtime-events';

/**
 * At most one refresh per this many ms: a busy store sends an order event every second or so, and each refresh of
 * a month's turnover is a few queries over many orders.
 */
export const LIVE_REFRESH_MS = 5_000;

/**
 * Keeps an open report up to date: a new order or an order's change (completed, cancelled, edited) on the store's
 * realtime channel refreshes the figures, a burst of them once.
 */
export function useLiveReports(storeId: number | null): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = (eventStoreId: number) => {
    if (storeId === null || eventStoreId !== storeId || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      // Every report figure (the shifts and the drawer's too: they count the same orders).
      void refreshAreas(queryClient, [['reports']]);
    }, LIVE_REFRESH_MS);
  };
  useRealtimeMessage('NEW_ORDER', (message) => schedule(message.data.storeId));
  useRealtimeMessage('ORDER_UPDATED', (message) => schedule(message.data.storeId));

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
}
