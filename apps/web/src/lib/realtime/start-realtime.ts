import {
  CONNECT_DEVICE_HEADER,
  MSG,
  PLATFORM_ANNOUNCEMENT_TOPIC,
  REALTIME_PATH,
  RECONNECT_DELAY_MS,
  RECONNECT_MESSAGE_MS,
  CONNECT_STORE_HEADER,
  storeRefreshTopic,
  USER_QUEUES,
} from '@diancan/core';
import { useOverlayState } from '../overlay-state';
import { onLogout, onReconnectRequest } from '../realtime-hooks';
import { useSession, type SessionFields } from '../session';
import { showToast } from '../toast';
import { deviceId } from './device-id';
import { initialLinkState } from './link-policy';
import { useRealtimeLink } from './link-store';
import { handleRealtimeMessage, type RealtimeEffects } from './message-handlers';
import { RealtimeClient } from './realtime-client';
import { emitRealtimeMessage } from './realtime-events';

/**
 * Runs the realtime link for the page's life: connected while a user is signed in (and the native wrapper says the
 * app is active), reconnected with the new store header when the store changes, closed on logout.
 */

type SessionView = Pick<SessionFields, 'token' | 'currentUserLoaded' | 'userId' | 'storeId' | 'manager'>;

/** What the link subscribes to for this session (access section 7). */
export function destinationsFor(session: Pick<SessionFields, 'storeId' | 'manager'>): string[] {
  const destinations = [PLATFORM_ANNOUNCEMENT_TOPIC, USER_QUEUES.backstage, USER_QUEUES.printer];
  if (session.storeId !== null) destinations.push(storeRefreshTopic(session.storeId));
  // Non-manager users also subscribe to the personal announcement channel.
  if (!session.manager) destinations.push(USER_QUEUES.announcement);
  return destinations;
}

function linkKey(session: SessionView): string | null {
  if (!session.token || !session.currentUserLoaded || session.userId === null) return null;
  return `${session.userId}/${session.storeId ?? '-'}/${session.manager ? 'manager' : 'store'}`;
}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

const PRINTER_FIELDS = { POS: 'pos', SECOND_POS: 'posSecond', TAG: 'tag' } as const;

let controller: { setActive(active: boolean): void } | null = null;

/** The native wrapper's `active` message: true connects the link (when signed in), false disconnects it. */
export function setRealtimeActive(active: boolean): void {
  controller?.setActive(active);
}

/** Starts the link manager; returns the function that stops it. Call once, from the app shell. */
export function startRealtime(): () => void {
  let client: RealtimeClient | null = null;
  let currentKey: string | null = null;
  let active = true;
  let forcedLogout: ReturnType<typeof setTimeout> | null = null;

  const logout = () => {
    if (useSession.getState().token) useSession.getState().logout();
  };

  const effects: RealtimeEffects = {
    userId: () => useSession.getState().userId,
    currentPath: () => window.location.pathname,
    showMessage: (text, durationMs) => showToast(text, { durationMs }),
    forceLogout: (delayMs) => {
      // The session is over: no reconnecting (and no disconnect modal) while the message is on screen.
      disconnect();
      if (forcedLogout !== null) return;
      forcedLogout = setTimeout(() => {
        forcedLogout = null;
        logout();
      }, delayMs);
    },
    sessionStillValid: async () => {
      // Plain fetch, not the http client: its 401 handling would log out and never settle.
      try {
        const response = await fetch('/api/back/user/getCurrent', { credentials: 'same-origin' });
        return response.status !== 401;
      } catch {
        return true; // unreachable: the link's own retry policy decides, not a guess here
      }
    },
    setRedMarker: () => useSession.getState().setRedMarker(true),
    openMaintenance: (info) => {
      // Staff keep working during maintenance (the server still answers them): they are the ones ending it.
      if (!useSession.getState().manager) useOverlayState.getState().openMaintenance(info);
    },
    closeMaintenance: () => useOverlayState.getState().closeMaintenance(),
    setPrinterStatus: (printer, status) =>
      useSession.setState((state) => ({
        printerStatus: { ...state.printerStatus, [PRINTER_FIELDS[printer]]: status },
      })),
    notify: emitRealtimeMessage,
  };

  function disconnect(): void {
    client?.stop();
    client = null;
    useRealtimeLink.setState(initialLinkState, true);
  }

  function connect(session: SessionFields): void {
    const headers: Record<string, string> = {};
    if (session.storeId !== null) headers[CONNECT_STORE_HEADER] = String(session.storeId);
    const device = deviceId();
    if (device) headers[CONNECT_DEVICE_HEADER] = device;
    client = new RealtimeClient({
      url: realtimeUrl(),
      connectHeaders: headers,
      destinations: destinationsFor(session),
      onMessage: (message) => handleRealtimeMessage(message, effects),
      onStateChange: (state) => useRealtimeLink.setState(state, true),
      onRecovered: () => showToast(MSG.RECONNECTED, { durationMs: RECONNECT_MESSAGE_MS }),
      onSignedOut: (reason) => {
        disconnect();
        // A POS selling offline keeps its session through a long outage (docs/offline.md): its outbox needs it.
        if (reason === 'retries-exhausted' && useOverlayState.getState().offlineSelling) {
          connectLater(session);
          return;
        }
        logout();
      },
    });
    client.start();
  }

  /** Starts the link again later: the POS waits out an outage instead of logging out. */
  function connectLater(session: SessionFields): void {
    setTimeout(() => {
      if (active && client === null && linkKey(useSession.getState()) === currentKey) connect(session);
    }, RECONNECT_DELAY_MS);
  }

  function sync(): void {
    const session = useSession.getState();
    const key = active && forcedLogout === null ? linkKey(session) : null;
    if (key === currentKey) return;
    currentKey = key;
    disconnect();
    if (key !== null) connect(session);
  }

  const stopWatchingSession = useSession.subscribe(sync);
  const stopWatchingLogout = onLogout(() => {
    if (forcedLogout !== null) clearTimeout(forcedLogout);
    forcedLogout = null;
    sync();
  });
  const stopWatchingRetry = onReconnectRequest(() => client?.retryNow());
  controller = {
    setActive(next) {
      active = next;
      sync();
    },
  };
  sync();

  return () => {
    controller = null;
    stopWatchingSession();
    stopWatchingLogout();
    stopWatchingRetry();
    if (forcedLogout !== null) clearTimeout(forcedLogout);
    forcedLogout = null;
    currentKey = null;
    disconnect();
  };
}
