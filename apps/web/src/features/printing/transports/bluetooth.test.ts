import { BLUETOOTH_CHARACTERISTIC_ID, BLUETOOTH_SERVICE_ID, bluetoothChunkSizeFor } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { connectBluetoothPrinter, type BluetoothApi, type BluetoothPrinterDevice, type GattCharacteristic } from './bluetooth';

/** A GATT server as a BLE printer exposes it: one service, one characteristic that records each write. */
function fakePrinter({ failAt = -1 } = {}) {
  const writes: Uint8Array[] = [];
  const asked: { services?: number; characteristic?: number; filters?: unknown } = {};
  const characteristic: GattCharacteristic = {
    properties: { write: true, writeWithoutResponse: true },
    writeValueWithResponse: async (value) => {
      if (writes.length === failAt) throw new Error('GATT operation failed');
      writes.push(new Uint8Array(value as ArrayBuffer));
    },
  };
  const target = new EventTarget();
  const server = {
    connected: true,
    connect: async () => server,
    disconnect: () => {
      server.connected = false;
      target.dispatchEvent(new Event('gattserverdisconnected'));
    },
    getPrimaryService: async (service: number) => {
      asked.services = service;
      return {
        getCharacteristic: async (id: number) => {
          asked.characteristic = id;
          return characteristic;
        },
      };
    },
  };
  const device: BluetoothPrinterDevice = Object.assign(target, { id: 'dev-1', name: 'BlueTooth Printer', gatt: server });
  const bluetooth: BluetoothApi = {
    requestDevice: async (options) => {
      asked.filters = options.filters;
      return device;
    },
  };
  return { bluetooth, device, writes, asked };
}

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
