import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeliveryPlatform } from '@diancan/core';

/** How long an authorize URL stays good. */
const STATE_TTL_MS = 30 * 60_000;

/**
 * The OAuth `state` of an authorize URL: `<platform>.<storeId>.<expiry>-<nonce>.<signature>`, signed by the server, so
 * a code arriving for another store or platform, or a forged or stale one, is refused (the CSRF guard of RFC 6749
 * section 10.12). core's platformOfState reads the platform for the page.
 */
export class OAuthState {
  constructor(private readonly key: Buffer) {}

  sign(platform: DeliveryPlatform, storeId: number, now: Date): string {
    const body = `${platform}.${storeId}.${now.getTime() + STATE_TTL_MS}-${randomBytes(9).toString('base64url')}`;
    return `${body}.${this.signature(body)}`;
  }

  verify(state: string, platform: DeliveryPlatform, storeId: number, now: Date): boolean {
    const cut = state.lastIndexOf('.');
    if (cut < 0) return false;
    const body = state.slice(0, cut);
    const given = Buffer.from(state.slice(cut + 1));
    const expected = Buffer.from(this.signature(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const [statePlatform, stateStore, nonce] = body.split('.');
    const expiry = Number(nonce?.split('-')[0]);
    return statePlatform === platform && stateStore === String(storeId) && Number.isFinite(expiry) && expiry > now.getTime();
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
