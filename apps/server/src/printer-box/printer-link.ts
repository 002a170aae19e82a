import { open } from 'node:fs/promises';
import { connect } from 'node:net';

/** Where a printer box sends a printer's bytes: raw TCP (port 9100 on LAN receipt printers) or a device file. */
export interface PrinterLink {
  readonly description: string;
  /** Resolves once every byte was handed over (the socket closed cleanly, the device file written and closed). */
  write(bytes: Uint8Array): Promise<void>;
  /** True when the printer answers (a TCP connection opens; the device file opens for writing). */
  probe(): Promise<boolean>;
}

const TIMEOUT_MS = 10_000;

/** `tcp://host:port` or a device path such as /dev/usb/lp0. */
export function parsePrinterTarget(target: string): PrinterLink {
  const tcp = /^tcp:\/\/([^:/]+|\[[^\]]+\]):(\d{1,5})\/?$/.exec(target);
  if (tcp) {
    const host = tcp[1]!.replace(/^\[|\]$/g, '');
    const port = Number(tcp[2]);
    if (port < 1 || port > 65535) throw new Error(`bad port in ${target}`);
    return tcpLink(host, port);
  }
  if (target.startsWith('/')) return deviceLink(target);
  throw new Error(`a printer is tcp://host:port or a device path, got ${target}`);
}

function tcpLink(host: string, port: number): PrinterLink {
  const description = `tcp://${host}:${port}`;
  return {
    description,
    write: (bytes) =>
      new Promise<void>((resolve, reject) => {
        // noDelay: the receipt goes out at once, not held back by Nagle's algorithm waiting for an acknowledgement.
        const socket = connect({ host, port, noDelay: true });
        socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error(`${description} timed out`)));
        socket.once('error', reject);
        socket.once('connect', () => socket.end(bytes));
        socket.once('close', (hadError) => {
          if (!hadError) resolve();
        });
        // A printer never answers on a print connection; drain anything it sends (status bytes) so close can come.
        socket.on('data', () => undefined);
      }),
    probe: () =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ host, port });
        socket.setTimeout(3000, () => socket.destroy());
        socket.once('connect', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
        socket.once('close', () => resolve(false));
      }),
  };
}

function deviceLink(path: string): PrinterLink {
  return {
    description: path,
    async write(bytes) {
      const file = await open(path, 'a');
      try {
        await file.write(bytes);
        await file.sync().catch(() => undefined); // a character device may not take fsync
      } finally {
        await file.close();
      }
    },
    async probe() {
      try {
        await (await open(path, 'a')).close();
        return true;
      } catch {
        return false;
      }
    },
  };
}
