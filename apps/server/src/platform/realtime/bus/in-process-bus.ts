import { deliverToListeners, type BusListener, type BusLogger, type RealtimeBus } from './bus.js';

/**
 * The bus for one process (the embedded database allows no other): publishing delivers to the local listeners
 * synchronously, so order is kept and nothing is in flight when publish() returns.
 */
export function createInProcessBus(logger: BusLogger = console): RealtimeBus {
  const listeners = new Set<BusListener>();
  let closed = false;
  return {
    publish(event) {
      if (!closed) deliverToListeners(listeners, event, logger);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      closed = true;
      listeners.clear();
      return Promise.resolve();
    },
  };
}
