/** A device that keeps its realtime link alive with PING (to /app/connect/backstage) for a store. */
export interface DevicePresence {
  storeId: number;
  /** The CONNECT deviceId header, or the connection id when the client sent none. */
  deviceId: string;
  userId: number;
  connectionId: string;
  connectedAt: number;
  lastPingAt: number;
}

/**
 * Which devices of each store are online, from their PINGs. A device counts as online while its last PING is newer
 * than `staleAfterMs`, and stops counting as soon as its connection closes. Kept per instance: each instance knows
 * the devices connected to it.
 */
export class PresenceTracker {
  private readonly byStore = new Map<number, Map<string, DevicePresence>>();
  private readonly storeOfConnection = new Map<string, number>();

  constructor(
    private readonly staleAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  ping(device: Omit<DevicePresence, 'lastPingAt' | 'connectedAt'>): void {
    const devices = this.byStore.get(device.storeId) ?? new Map<string, DevicePresence>();
    this.byStore.set(device.storeId, devices);
    const known = devices.get(device.connectionId);
    const now = this.now();
    devices.set(device.connectionId, { ...device, connectedAt: known?.connectedAt ?? now, lastPingAt: now });
    this.storeOfConnection.set(device.connectionId, device.storeId);
  }

  remove(connectionId: string): void {
    const storeId = this.storeOfConnection.get(connectionId);
    if (storeId === undefined) return;
    this.storeOfConnection.delete(connectionId);
    const devices = this.byStore.get(storeId);
    devices?.delete(connectionId);
    if (devices?.size === 0) this.byStore.delete(storeId);
  }

  /** The store's online devices; one entry per device id (its most recent connection). */
  online(storeId: number): DevicePresence[] {
    const fresh = this.now() - this.staleAfterMs;
    const latest = new Map<string, DevicePresence>();
    for (const device of this.byStore.get(storeId)?.values() ?? []) {
      if (device.lastPingAt < fresh) continue;
      const seen = latest.get(device.deviceId);
      if (!seen || seen.lastPingAt < device.lastPingAt) latest.set(device.deviceId, device);
    }
    return [...latest.values()];
  }
}
