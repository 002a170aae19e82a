import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeMessage } from '../../../lib/realtime';
import { openShiftQuery } from './api/shift-api';

/** A rush brings an order every few seconds: one refetch per this window is live enough for a running total. */
export const LIVE_REFRESH_MS = 3_000;

/**
 * Keeps the open shift's figures current while the page is open: a new order or a status change (a cancellation
 * leaves the sales) of this store refetches them, at most once per LIVE_REFRESH_MS.
 */
export function useLiveOpenShift(storeId: number): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refreshSoon = (changedStoreId: number) => {
    if (changedStoreId !== storeId || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: openShiftQuery(storeId).queryKey, exact: true });
    }, LIVE_REFRESH_MS);
  };

  useRealtimeMessage('NEW_ORDER', (message) => refreshSoon(message.data.storeId));
  useRealtimeMessage('ORDER_UPDATED', (message) => refreshSoon(message.data.storeId));
}
