import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { KDS_API } from '@diancan/core';
import { useRealtimeLink, useRealtimeMessage } from '../../lib/realtime';
import { playKdsTone } from './sound';

/**
 * A KDS screen's realtime side: a ticket event of the store refetches the screen's tickets (and the expo list); a
 * new ticket at this station dings, a 取消 buzzes; after the link comes back everything is read again, so a screen
 * that was offline catches up (the server's replay covers most of it, the read makes sure).
 */
export function useKdsLive(storeId: number, stationId: number | null): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...KDS_API.tickets.area] });
  const mine = (eventStation: number) => stationId === null || eventStation === stationId;

  useRealtimeMessage('KDS_TICKET_CREATED', (message) => {
    if (message.data.storeId !== storeId) return;
    if (mine(message.data.stationId)) playKdsTone('ticket');
    refresh();
  });
  useRealtimeMessage('KDS_TICKET_UPDATED', (message) => {
    if (message.data.storeId !== storeId) return;
    if (mine(message.data.stationId) && message.data.edited) playKdsTone('cancel');
    refresh();
  });
  useRealtimeMessage('ORDER_UPDATED', (message) => {
    if (message.data.storeId === storeId && stationId === null) refresh();
  });
  useRealtimeMessage('CONFIG_CHANGED', (message) => {
    if (message.data.storeId === storeId && message.data.setting === 'KDS') void queryClient.invalidateQueries({ queryKey: ['kds'] });
  });
  useEffect(
    () =>
      useRealtimeLink.subscribe((state, previous) => {
        if (state.status === 'connected' && previous.status !== 'connected') void queryClient.invalidateQueries({ queryKey: ['kds'] });
      }),
    [queryClient],
  );
}
