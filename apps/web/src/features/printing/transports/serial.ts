import type { PrinterLink } from './link';

/**
 * Web Serial printers: USB printers with a serial interface and Bluetooth-classic (SPP) printers paired in the
 * operating system, which most 58 mm printers sold in Taiwan are. Chromium only.
 *
 * Written here rather than with @point-of-sale/webserial-receipt-printer 2.0: its print() returns before the bytes
 * are written and never reports a failed write (the printer's lock must be held until the job is out, and a failure
 * rethrown), its connect() swallows errors, and its disconnect() fails unless listen() was called first.
 */

interface SerialWriter {
  write(chunk: Uint8Array): Promise<void>;
  releaseLock(): void;
}

export interface SerialPortLike extends EventTarget {
  readonly writable: { getWriter(): SerialWriter } | null;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  getInfo(): { usbVendorId?: number; usbProductId?: number };
}

export interface SerialApi extends EventTarget {
  requestPort(): Promise<SerialPortLike>;
}

/** navigator.serial where the browser has it. */
export function browserSerial(): SerialApi | null {
  return (navigator as Navigator & { serial?: SerialApi }).serial ?? null;
}

function portName(port: SerialPortLike): string {
  const { usbVendorId, usbProductId } = port.getInfo();
  const hex = (value: number) => value.toString(16).padStart(4, '0');
  return usbVendorId === undefined ? '序列埠' : `USB ${hex(usbVendorId)}:${hex(usbProductId ?? 0)}`;
}

/** Asks the user to pick a port (a user gesture must be under way) and opens it at the store's speed. */
export async function connectSerialPrinter(serial: SerialApi, baudRate: number, onDisconnect: () => void): Promise<PrinterLink> {
  const port = await serial.requestPort();
  await port.open({ baudRate });
  port.addEventListener('disconnect', () => onDisconnect(), { once: true });
  return {
    kind: 'serial',
    name: portName(port),
    // The serial line has its own flow: the bytes go in one write; the chunk size is Bluetooth's concern.
    write: async (bytes) => {
      if (!port.writable) throw new Error('port not writable');
      const writer = port.writable.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    close: () => port.close(),
  };
}
