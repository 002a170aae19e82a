import { useEffect, useRef } from 'react';
import type { RealtimeEventType, RealtimeMessage } from '@diancan/core';

/**
 * Pages that show live data listen here for the messages they care about (the order board for NEW_ORDER and
 * ORDER_UPDATED, the POS for MENU_CHANGED, the announcement dialog for ANNOUNCEMENT, ...) and refetch.
 */
type Listener<T extends RealtimeEventType> = (message: RealtimeMessage<T>) => void;

const listeners = new Map<RealtimeEventType, Set<Listener<RealtimeEventType>>>();

export function onRealtimeMessage<T extends RealtimeEventType>(type: T, listener: Listener<T>): () => void {
  const forType = listeners.get(type) ?? new Set();
  forType.add(listener as Listener<RealtimeEventType>);
  listeners.set(type, forType);
  return () => {
    forType.delete(listener as Listener<RealtimeEventType>);
  };
}

export function emitRealtimeMessage(message: RealtimeMessage): void {
  for (const listener of [...(listeners.get(message.type) ?? [])]) {
    try {
      listener(message);
    } catch (error) {
      // One page's failing listener must not keep the message from the others.
      console.error(error);
    }
  }
}

/** Calls `handler` for each message of `type` while the component is mounted (always the latest handler). */
export function useRealtimeMessage<T extends RealtimeEventType>(type: T, handler: Listener<T>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeMessage(type, (message) => latest.current(message)), [type]);
}
