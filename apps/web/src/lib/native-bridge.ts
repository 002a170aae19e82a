import { PATHS } from '@diancan/core';
import { navigateTo } from './navigation';
import { setRealtimeActive } from './realtime';
import { isStoreSession, useSession, type PrinterStatus } from './session';

/**
 * Messages from the native mobile wrapper (access section 4). The wrapper posts JSON strings (or objects) with a
 * `type` to the page's window; the browser build simply never receives any. Our wire format, since the spec shows none:
 * - { type: 'printerStatus', printer: 'POS' | 'POS_SECOND' | 'TAG', status: 'ONLINE' | 'OFFLINE' | 'CONNECTING' }
 * - { type: 'active', active: boolean }          app to foreground (true: reconnect the realtime link) or background
 * - { type: 'goOrder' }                          a notification was tapped: open the live orders of the active store
 * - { type: 'versions', iosVersion?, androidVersion? }
 */
export type NativeMessage =
  | { type: 'printerStatus'; printer: 'POS' | 'POS_SECOND' | 'TAG'; status: PrinterStatus }
  | { type: 'active'; active: boolean }
  | { type: 'goOrder' }
  | { type: 'versions'; iosVersion?: string; androidVersion?: string };

const PRINTER_KEYS = { POS: 'pos', POS_SECOND: 'posSecond', TAG: 'tag' } as const;
const PRINTER_STATUSES: readonly PrinterStatus[] = ['ONLINE', 'OFFLINE', 'CONNECTING'];

function parse(raw: unknown): NativeMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null; // not ours (other scripts post strings too)
    }
  }
  if (typeof value !== 'object' || value === null || !('type' in value)) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'printerStatus':
      return typeof message.printer === 'string' &&
        message.printer in PRINTER_KEYS &&
        PRINTER_STATUSES.includes(message.status as PrinterStatus)
        ? (message as NativeMessage)
        : null;
    case 'active':
      return typeof message.active === 'boolean' ? (message as NativeMessage) : null;
    case 'goOrder':
    case 'versions':
      return message as NativeMessage;
    default:
      return null;
  }
}

export function handleNativeMessage(raw: unknown): void {
  const message = parse(raw);
  if (!message) return;
  const session = useSession.getState();
  switch (message.type) {
    case 'printerStatus': {
      const key = PRINTER_KEYS[message.printer];
      useSession.setState({ printerStatus: { ...session.printerStatus, [key]: message.status } });
      return;
    }
    case 'active':
      setRealtimeActive(message.active);
      return;
    case 'goOrder':
      if (isStoreSession(session)) navigateTo(PATHS.ORDER_SOCKET);
      return;
    case 'versions':
      session.setNativeVersions({ iosVersion: message.iosVersion ?? null, androidVersion: message.androidVersion ?? null });
      return;
  }
}

/** Listens for the wrapper's messages; returns the function that stops listening. */
export function listenToNativeWrapper(target: Window = window): () => void {
  const onMessage = (event: MessageEvent) => handleNativeMessage(event.data);
  target.addEventListener('message', onMessage);
  // Android WebViews deliver postMessage to the document instead of the window.
  document.addEventListener('message', onMessage as EventListener);
  return () => {
    target.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage as EventListener);
  };
}

/**
 * Messages to the native wrapper, in the same JSON form as the ones it sends, through the React Native WebView
 * channel. Returns false in a plain browser, where nobody listens.
 * - { type: 'clearCache' }                       clear the web view's cache and reload the page
 * - { type: 'openStoreLink', url }               open the app store page of a newer version
 */
export type OutgoingNativeMessage = { type: 'clearCache' } | { type: 'openStoreLink'; url: string };

export function postToNative(message: OutgoingNativeMessage): boolean {
  const channel = (window as { ReactNativeWebView?: { postMessage(data: string): void } }).ReactNativeWebView;
  if (!channel) return false;
  channel.postMessage(JSON.stringify(message));
  return true;
}
