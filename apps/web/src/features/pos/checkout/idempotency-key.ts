/**
 * A random UUID (v4) for a checkout attempt's Idempotency-Key. crypto.randomUUID exists only in secure contexts,
 * and a counter terminal often opens the app over plain http on the shop's network, so the key is built from
 * crypto.getRandomValues, which every context has.
 */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
