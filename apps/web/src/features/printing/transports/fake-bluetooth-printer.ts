import type { BluetoothApi, BluetoothPrinterDevice, GattCharacteristic } from './bluetooth';

// For tests: a BLE receipt printer as Web Bluetooth sees it, recording what it is sent.

/** A GATT server as a BLE printer exposes it: one service, one characteristic that records each write. */
export function fakePrinter({ failAt = -1 } = {}) {
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
