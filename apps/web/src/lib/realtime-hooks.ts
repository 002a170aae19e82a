/**
 * Hook points between the app shell and the realtime client (src/lib/realtime), so neither imports the other.
 * The realtime client registers what it does on logout (disconnect) and on a manual reconnect request;
 * the shell fires these events without knowing who listens.
 */

type Listener = () => void;

const reconnectListeners = new Set<Listener>();
const logoutListeners = new Set<Listener>();
const storeSwitchListeners = new Set<Listener>();

function subscribe(listeners: Set<Listener>, fn: Listener): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

function fire(listeners: Set<Listener>): void {
  for (const fn of [...listeners]) {
    try {
      fn();
    } catch (error) {
      // One broken listener must not stop the others (logout must always finish).
      console.error(error);
    }
  }
}

/** Called when the user asks to reconnect (offline overlay 重試). Returns an unsubscribe function. */
export function onReconnectRequest(fn: Listener): () => void {
  return subscribe(reconnectListeners, fn);
}

/** Called on every logout, silent or confirmed, after the session is cleared. Returns an unsubscribe function. */
export function onLogout(fn: Listener): () => void {
  return subscribe(logoutListeners, fn);
}

/**
 * Called after the active store changed (store dropdown): the realtime link reconnects with the new store header,
 * store-bound state (cart, menu selection) is cleared. Returns an unsubscribe function.
 */
export function onStoreSwitch(fn: Listener): () => void {
  return subscribe(storeSwitchListeners, fn);
}

export function requestReconnect(): void {
  fire(reconnectListeners);
}

export function announceLogout(): void {
  fire(logoutListeners);
}

export function announceStoreSwitch(): void {
  fire(storeSwitchListeners);
}
