import { BLUETOOTH_CHARACTERISTIC_ID, BLUETOOTH_SERVICE_ID, bluetoothChunkSizeFor } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { connectBluetoothPrinter } from './bluetooth';
import { fakePrinter } from './fake-bluetooth-printer';

const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251);

describe('the Web Bluetooth printer link', () => {
  it('asks for service 0x18F0 and writes characteristic 0x2AF1', async () => {
    const printer = fakePrinter();
    await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    expect(printer.asked).toEqual({ filters: [{ services: [0x18f0] }], services: 0x18f0, characteristic: 0x2af1 });
    expect([BLUETOOTH_SERVICE_ID, BLUETOOTH_CHARACTERISTIC_ID]).toEqual([6384, 10993]);
  });

  it.each([
    ['receipt', 48, 100, [48, 48, 4]],
    ['invoice', 128, 300, [128, 128, 44]],
  ] as const)('writes a %s in chunks of %i bytes, in order', async (kind, size, length, sizes) => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    const sent = bytes(length);
    await link.write(sent, bluetoothChunkSizeFor(kind, null));
    expect(printer.writes.map((write) => write.length)).toEqual(sizes);
    expect(printer.writes.every((write) => write.length <= size)).toBe(true);
    expect(Uint8Array.from(printer.writes.flatMap((write) => [...write]))).toEqual(sent);
  });

  it('uses the store’s own write size when set (20 bytes for printers without MTU exchange)', async () => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    await link.write(bytes(45), bluetoothChunkSizeFor('invoice', 20));
    expect(printer.writes.map((write) => write.length)).toEqual([20, 20, 5]);
  });

  it('rejects when a write fails, after the chunks before it', async () => {
    const printer = fakePrinter({ failAt: 1 });
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    await expect(link.write(bytes(100), 48)).rejects.toThrow('GATT operation failed');
    expect(printer.writes).toHaveLength(1);
  });

  it('tells when the printer disconnects', async () => {
    const printer = fakePrinter();
    let gone = 0;
    const link = await connectBluetoothPrinter(printer.bluetooth, () => gone++);
    await link.close();
    expect(gone).toBe(1);
  });
});
