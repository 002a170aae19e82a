import { reportError } from '../report-error';

let registered = false;

/**
 * Registers the offline shell's service worker (vite.config.ts, docs/offline.md) once per page, in production builds
 * only: the POS calls it as soon as it is on screen, so the app's code and assets go into the browser's cache before
 * the network is lost and the POS opens again after a reload with no network. Registered directly (issue 39): through
 * workbox-window it waited for its own chunk to be fetched and for the page's load event first, and a network lost
 * meanwhile left the counter with nothing precached. The worker itself skips waiting and claims the page once it
 * has precached everything, so this page's later loads come from the cache too.
 */
export function registerOfflineShell(): void {
  if (registered || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => reportError('service-worker', error));
}
