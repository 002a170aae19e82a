const KEY = 'diancan-device-id';

/**
 * A stable id for this browser or device, sent as the CONNECT deviceId header so the server's presence list counts
 * a device once however often it reconnects. crypto.getRandomValues works on plain http too (store networks),
 * unlike crypto.randomUUID.
 */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked: the server falls back to the connection id.
    return '';
  }
}
