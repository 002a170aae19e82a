import type { PrinterSlot } from '@diancan/core';
import type { PrinterStatus, SessionFields } from '../../lib/session';
import type { SlotLink } from './printer-links';

export const PRINTER_SLOTS_SHOWN: readonly PrinterSlot[] = ['POS', 'SECOND_POS', 'TAG'];

export const STATUS_COLORS: Readonly<Record<PrinterStatus, string>> = { ONLINE: 'green', OFFLINE: 'red', CONNECTING: 'orange' };

const SESSION_KEYS = { POS: 'pos', SECOND_POS: 'posSecond', TAG: 'tag' } as const;

/**
 * The header dot of one printer (store operations section 4): a printer box's printers (and the native app's)
 * report their state over the realtime link, so they show OFFLINE while the link is down; a printer this browser
 * drives itself shows its own link (CONNECTING while the browser connects to it).
 */
export function printerDotStatus(
  slot: PrinterSlot,
  view: {
    printClient: string | null;
    realtimeConnected: boolean;
    reported: SessionFields['printerStatus'];
    local: SlotLink;
  },
): PrinterStatus {
  if (view.printClient === 'PRINTER_BOX') return view.realtimeConnected ? view.reported[SESSION_KEYS[slot]] : 'OFFLINE';
  if (view.local.connecting) return 'CONNECTING';
  return view.local.link ? 'ONLINE' : 'OFFLINE';
}

/** Printer controls show when the store has a printer (store operations section 6). */
export function storeHasPrinter(session: Pick<SessionFields, 'hasPos' | 'hasTag' | 'device'>): boolean {
  return session.hasPos || session.hasTag || Boolean(session.device.printDeviceIdSecond || session.device.posMacSecond || session.device.printerNameSecond);
}
