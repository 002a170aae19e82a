import { useEffect } from 'react';
import { useOverlayState } from '../../../lib/overlay-state';
import { serverReachable } from '../../../lib/offline/server-reachable';
import { registerOfflineShell } from '../../../lib/offline/service-worker';
import { retryDelayMs } from './outbox-drain';
import { reserveOfflineBlock } from './offline-invoice';
import { useSession } from '../../../lib/session';
import { drainNow, loadOutbox, pendingCount, setUnreachable, useOutbox } from './outbox-store';

/**
 * While the POS is on screen it sells through an outage (docs/offline.md): the blocking overlays give way to its
 * banner, and while orders wait or the server is out of reach it tries again (1 s, doubling, at most 15 s; at once when
 * the browser says it is back online), draining the outbox in order.
 */
export function useOfflineSelling(): void {
  useEffect(() => {
    registerOfflineShell();
    useOverlayState.getState().setOfflineSelling(true);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) setUnreachable(true);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failedTries = 0;
    let busy = false;

    const tick = async () => {
      timer = null;
      busy = true;
      const { records, unreachable } = useOutbox.getState();
      if (pendingCount(records) > 0) {
        await drainNow();
      } else if (unreachable) {
        setUnreachable(!(await serverReachable()));
      }
      busy = false;
      if (!stopped) schedule();
    };
    function schedule(now = false) {
      if (timer !== null) clearTimeout(timer);
      const { records, unreachable } = useOutbox.getState();
      if (pendingCount(records) === 0 && !unreachable) {
        timer = null;
        failedTries = 0;
        return;
      }
      timer = setTimeout(() => void tick(), now ? 0 : retryDelayMs(failedTries++));
    }
    const online = () => {
      failedTries = 0;
      schedule(true);
    };
    const offline = () => setUnreachable(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // A new order in the outbox, or the server lost: start trying.
    const stopWatching = useOutbox.subscribe((state, before) => {
      if (!busy && timer === null && (state.unreachable !== before.unreachable || state.records !== before.records)) schedule(true);
    });
    void loadOutbox().then(() => schedule(true));
    // While online, this terminal's offline invoice block is reserved (or read again) for the next outage.
    const { storeId } = useSession.getState();
    if (storeId !== null && navigator.onLine !== false) void reserveOfflineBlock(storeId);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      stopWatching();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      useOverlayState.getState().setOfflineSelling(false);
    };
  }, []);
}
