import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { KDS_API } from '@diancan/core';
import { apiKey } from '../../lib/api-query';
import { useRealtimeLink, useRealtimeMessage } from '../../lib/realtime';
import { applyKdsTicket } from './api';
import { playKdsTone } from './sound';

/**
 * A KDS screen's realtime side (docs/kds.md). A station screen applies the ticket each KDS event carries (no read:
 * 30 screens reading on every event kept the database from the checkouts); a new ticket at this station dings, a
 * 取消 buzzes. The expo screen (stationId null) reads its list again, one read at a time however many events come.
 * After the link comes back everything is read again, so a screen that was offline catches up (the server's replay
 * covers most of it, the read makes sure).
 */
export function useKdsLive(storeId: number, stationId: number | null): void {
  const queryClient = useQueryClient();
  const expo = useRef({ running: false, again: false });
  const refreshExpo = () => {
    if (stationId !== null) return;
    const state = expo.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void (async () => {
      try {
        do {
          state.again = false;
          await queryClient.invalidateQueries({ queryKey: apiKey(KDS_API.expo, { storeId }) });
        } while (state.again);
      } finally {
        state.running = false;
      }
    })();
  };
  const mine = (eventStation: number) => stationId === null || eventStation === stationId;

  useRealtimeMessage('KDS_TICKET_CREATED', (message) => {
    if (message.data.storeId !== storeId) return;
    if (applyKdsTicket(queryClient, storeId, message.data.ticket) && mine(message.data.stationId)) playKdsTone('ticket');
    refreshExpo();
  });
  useRealtimeMessage('KDS_TICKET_UPDATED', (message) => {
    if (message.data.storeId !== storeId) return;
    if (applyKdsTicket(queryClient, storeId, message.data.ticket) && mine(message.data.stationId) && message.data.edited) playKdsTone('cancel');
    refreshExpo();
  });
  useRealtimeMessage('ORDER_UPDATED', (message) => {
    if (message.data.storeId === storeId) refreshExpo();
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
