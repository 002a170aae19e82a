import {
  BLUETOOTH_RETRY_LOCK_MS,
  bluetoothConnectedMessage,
  MSG,
  PRINTER_SLOT_LABELS,
  type PrinterSlot,
} from '@diancan/core';
import { create } from 'zustand';
import { useSession } from '../../lib/session';
import { showErrorToast, showToast } from '../../lib/toast';
import { PrinterQueue } from './printer-queue';
import { connectBluetoothPrinter, type BluetoothApi } from './transports/bluetooth';
import type { PrinterLink } from './transports/link';
import { connectSerialPrinter, type SerialApi } from './transports/serial';

/**
 * The printers this browser drives itself (Web Bluetooth, Web Serial): one link, one lock and queue per slot.
 * The links live for the page (a browser can't keep a device across reloads without asking again).
 */

export interface SlotLink {
  link: PrinterLink | null;
  connecting: boolean;
  /** A new Bluetooth connection may not be tried before this time (ms since epoch; the spec's 10 s lock). */
  retryLockedUntil: number;
}

const NO_LINK: SlotLink = { link: null, connecting: false, retryLockedUntil: 0 };

export type PrinterLinks = Record<PrinterSlot, SlotLink>;

export const usePrinterLinks = create<PrinterLinks>()(() => ({ POS: NO_LINK, SECOND_POS: NO_LINK, TAG: NO_LINK }));

const queues: Record<PrinterSlot, PrinterQueue> = { POS: new PrinterQueue(), SECOND_POS: new PrinterQueue(), TAG: new PrinterQueue() };

export function queueOf(slot: PrinterSlot): PrinterQueue {
  return queues[slot];
}

function patch(slot: PrinterSlot, change: Partial<SlotLink>): void {
  usePrinterLinks.setState((state) => ({ [slot]: { ...state[slot], ...change } }));
}

/** The device went away: its reference is cleared (store operations section 4), the dot turns red. */
function dropLink(slot: PrinterSlot, link: PrinterLink): void {
  if (usePrinterLinks.getState()[slot].link === link) patch(slot, { link: null });
}

export type ConnectRequest =
  | { kind: 'bluetooth'; bluetooth: BluetoothApi }
  | { kind: 'serial'; serial: SerialApi; baudRate: number };

/**
 * Connects a printer to a slot (from a click: the browser's chooser needs a user gesture). Shows
 * "[出單機 1] 出單機連結成功" or 藍芽連接失敗; a Bluetooth try locks the next one for 10 s. Resolves to whether it linked.
 */
export async function connectPrinter(slot: PrinterSlot, request: ConnectRequest, now = Date.now()): Promise<boolean> {
  const current = usePrinterLinks.getState()[slot];
  if (current.connecting) return false;
  if (request.kind === 'bluetooth') {
    if (now < current.retryLockedUntil) return false;
    patch(slot, { retryLockedUntil: now + BLUETOOTH_RETRY_LOCK_MS });
  }
  patch(slot, { connecting: true });
  let link: PrinterLink | null = null;
  try {
    const onDisconnect = () => link && dropLink(slot, link);
    link =
      request.kind === 'bluetooth'
        ? await connectBluetoothPrinter(request.bluetooth, onDisconnect)
        : await connectSerialPrinter(request.serial, request.baudRate, onDisconnect);
  } catch {
    patch(slot, { connecting: false });
    showErrorToast(MSG.BLUETOOTH_FAILED);
    return false;
  }
  const previous = usePrinterLinks.getState()[slot].link;
  patch(slot, { link, connecting: false });
  if (previous && previous !== link) void previous.close().catch(() => undefined);
  showToast(bluetoothConnectedMessage(PRINTER_SLOT_LABELS[slot]));
  return true;
}

export async function disconnectPrinter(slot: PrinterSlot): Promise<void> {
  const { link } = usePrinterLinks.getState()[slot];
  if (!link) return;
  patch(slot, { link: null });
  await link.close().catch(() => undefined);
}

/** Drops every link (the store changed: its printers are another store's business). */
export function disconnectAllPrinters(): void {
  for (const slot of Object.keys(queues) as PrinterSlot[]) void disconnectPrinter(slot);
}

// Switching store (or signing out) clears the printer config (store operations section 4): the links go too.
useSession.subscribe((state, previous) => {
  if (state.storeId !== previous.storeId) disconnectAllPrinters();
});
