import { describe, expect, it } from 'vitest';
import { printerDotStatus, storeHasPrinter } from './printer-status';

const reported = { pos: 'ONLINE', posSecond: 'CONNECTING', tag: 'OFFLINE' } as const;
const noLink = { link: null, connecting: false, retryLockedUntil: 0 };
const link = { kind: 'bluetooth', name: 'p', write: async () => undefined, close: async () => undefined } as const;

describe('printerDotStatus', () => {
  it('shows what a printer box reports, and OFFLINE while the realtime link is down', () => {
    const view = { printClient: 'PRINTER_BOX', realtimeConnected: true, reported, local: noLink };
    expect(printerDotStatus('POS', view)).toBe('ONLINE');
    expect(printerDotStatus('SECOND_POS', view)).toBe('CONNECTING');
    expect(printerDotStatus('TAG', view)).toBe('OFFLINE');
    expect(printerDotStatus('POS', { ...view, realtimeConnected: false })).toBe('OFFLINE');
  });

  it('shows the browser’s own link for Bluetooth and serial printers', () => {
    const view = { printClient: 'BLUETOOTH', realtimeConnected: true, reported };
    expect(printerDotStatus('POS', { ...view, local: noLink })).toBe('OFFLINE');
    expect(printerDotStatus('POS', { ...view, local: { ...noLink, connecting: true } })).toBe('CONNECTING');
    expect(printerDotStatus('POS', { ...view, local: { ...noLink, link } })).toBe('ONLINE');
  });
});

describe('storeHasPrinter', () => {
  const none = { hasPos: false, hasTag: false, device: { printDeviceIdSecond: null, posMacSecond: null, printerNameSecond: null } };
  it('is true with any printer set, false with none', () => {
    expect(storeHasPrinter(none as never)).toBe(false);
    expect(storeHasPrinter({ ...none, hasPos: true } as never)).toBe(true);
    expect(storeHasPrinter({ ...none, hasTag: true } as never)).toBe(true);
    expect(storeHasPrinter({ ...none, device: { ...none.device, printerNameSecond: '廚房' } } as never)).toBe(true);
  });
});
