/**
 * Reads started before React renders (app/pos-boot.ts: the counter opened cold asks for the session, the store config
 * and the menu at once instead of one after the other), handed to the first code that asks for the same read. Each
 * early read is taken once: later loads (a store switch, a retry) read afresh.
 */
import { forgetBootReads } from './boot-reads';
import { onLogout, onStoreSwitch } from './realtime-hooks';

const started = new Map<string, Promise<unknown>>();

export function startEarly<T>(key: string, read: () => Promise<T>): void {
  if (started.has(key)) return;
  const promise = read();
  // Whoever takes it handles its failure; until then a rejection is not an unhandled one.
  promise.catch(() => undefined);
  started.set(key, promise);
}

/** The early read of `key` if one was started (once), otherwise `read()`. */
export function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
  const early = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return early ?? read();
}

// An early read nobody took belongs to the session or store it was started for (a 401 leaves it pending for good).
onLogout(() => {
  started.clear();
  forgetBootReads();
});
onStoreSwitch(() => started.clear());
