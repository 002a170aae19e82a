import { reportError } from '../report-error';

let registered = false;

/**
 * Registers the offline shell's service worker (vite.config.ts, docs/offline.md) once per page, in production builds
 * only: the POS calls it, so the app's code and assets are in the browser's cache before the network is lost and the
 * POS opens again after a reload with no network. Workbox's window helper does the registration and the update.
 */
export function registerOfflineShell(): void {
  if (registered || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
    .catch((error: unknown) => reportError('service-worker', error));
}
