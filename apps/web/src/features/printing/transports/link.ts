/**
 * One printer link, whatever carries the bytes (Web Bluetooth, Web Serial). The printer box has no link in the
 * browser: the server sends its jobs (docs/printing.md).
 */
export interface PrinterLink {
  readonly kind: 'bluetooth' | 'serial';
  /** What the device calls itself (the Bluetooth name, or the serial port's USB ids). */
  readonly name: string;
  /** Writes the bytes; `chunkSize` bytes at a time where the transport needs it (Bluetooth). Rejects on failure. */
  write(bytes: Uint8Array, chunkSize: number): Promise<void>;
  close(): Promise<void>;
}

/** Splits bytes into writes of at most `size` bytes, in order (the last one may be shorter). */
export function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return chunks;
}
