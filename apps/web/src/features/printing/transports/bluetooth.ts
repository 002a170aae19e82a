import { BLUETOOTH_CHARACTERISTIC_ID, BLUETOOTH_SERVICE_ID } from '@diancan/core';
import { chunksOf, type PrinterLink } from './link';

/**
 * Web Bluetooth (BLE) printers: service 0x18F0 (6384), characteristic 0x2AF1 (10993), written in chunks (48 bytes
 * for receipts, 128 for invoices, or the store's own size; store operations section 9).
 *
 * Written here rather than with @point-of-sale/webbluetooth-receipt-printer 2.1: that helper writes a fixed
 * 100 bytes per message for this service (the spec's 48 / 128 and a configurable size can't be set), logs and
 * swallows write and connection errors (the spec wants a failure to release the printer's lock and rethrow, and
 * 藍芽連接失敗 shown), and asks the browser for every printer family it knows rather than the spec's service.
 *
 * The few Web Bluetooth types needed are declared here (TypeScript's DOM library has none), which also lets the
 * tests hand in a fake GATT server.
 */

export interface GattCharacteristic {
  readonly properties?: { readonly write?: boolean; readonly writeWithoutResponse?: boolean };
  writeValueWithResponse?(value: BufferSource): Promise<void>;
  writeValueWithoutResponse?(value: BufferSource): Promise<void>;
  writeValue?(value: BufferSource): Promise<void>;
}

interface GattService {
  getCharacteristic(characteristic: number): Promise<GattCharacteristic>;
}

interface GattServer {
  readonly connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryService(service: number): Promise<GattService>;
}

export interface BluetoothPrinterDevice extends EventTarget {
  readonly id: string;
  readonly name?: string;
  readonly gatt?: GattServer;
}

export interface BluetoothApi {
  requestDevice(options: { filters: { services: number[] }[]; optionalServices: number[] }): Promise<BluetoothPrinterDevice>;
}

/** navigator.bluetooth where the browser has it (Chromium, on https or localhost). */
export function browserBluetooth(): BluetoothApi | null {
  const bluetooth = (navigator as Navigator & { bluetooth?: BluetoothApi }).bluetooth;
  return bluetooth ?? null;
}

/** One write, with the characteristic's own kind of write (printers differ in which they accept). */
async function writeOnce(characteristic: GattCharacteristic, chunk: Uint8Array): Promise<void> {
  // A copy with its own buffer: a subarray's view would send the whole underlying buffer on some implementations.
  const value = chunk.slice();
  if (characteristic.properties?.writeWithoutResponse && !characteristic.properties.write && characteristic.writeValueWithoutResponse) {
    return characteristic.writeValueWithoutResponse(value);
  }
  if (characteristic.writeValueWithResponse) return characteristic.writeValueWithResponse(value);
  if (characteristic.writeValue) return characteristic.writeValue(value);
  throw new Error('characteristic cannot be written');
}

/** Writes the bytes in chunks, one after the other (a BLE printer takes one write at a time). */
export async function writeChunks(characteristic: GattCharacteristic, bytes: Uint8Array, chunkSize: number): Promise<void> {
  for (const chunk of chunksOf(bytes, chunkSize)) await writeOnce(characteristic, chunk);
}

/**
 * Asks the user to pick a printer offering the spec's service (a user gesture must be under way), connects and
 * finds the characteristic. `onDisconnect` runs once when the printer goes away, so its reference is cleared.
 */
export async function connectBluetoothPrinter(bluetooth: BluetoothApi, onDisconnect: () => void): Promise<PrinterLink> {
  const device = await bluetooth.requestDevice({
    filters: [{ services: [BLUETOOTH_SERVICE_ID] }],
    optionalServices: [BLUETOOTH_SERVICE_ID],
  });
  if (!device.gatt) throw new Error('device has no GATT server');
  const server = await device.gatt.connect();
  let characteristic: GattCharacteristic;
  try {
    const service = await server.getPrimaryService(BLUETOOTH_SERVICE_ID);
    characteristic = await service.getCharacteristic(BLUETOOTH_CHARACTERISTIC_ID);
  } catch (error) {
    server.disconnect();
    throw error;
  }
  device.addEventListener('gattserverdisconnected', () => onDisconnect(), { once: true });
  return {
    kind: 'bluetooth',
    name: device.name ?? device.id,
    write: (bytes, chunkSize) => writeChunks(characteristic, bytes, chunkSize),
    close: async () => {
      if (device.gatt?.connected) device.gatt.disconnect();
    },
  };
}
