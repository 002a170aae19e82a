import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { frontTokenLetter, parseFrontToken, type ParsedFrontToken, type SignedFrontTokenKind } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';

const KEY_NAME = 'front-token-key';
type SignedKind = SignedFrontTokenKind;

/**
 * Signs and checks front-stage tokens (core's FRONT_TOKEN_KINDS): HMAC-SHA256 under a 256-bit key the server makes
 * once and keeps in the database, so every instance agrees and a restart changes nothing. A token names its kind and
 * id in clear (the id is no secret) and is unguessable through its signature; a table's signature also covers the
 * table's generation, which rotating bumps. Hand-written on node:crypto: a JWT library would add a header and claims
 * the QR code does not need (a shorter URL makes a coarser, easier to scan code).
 */
export class FrontTokens {
  private constructor(private readonly key: Buffer) {}

  /** Reads the key, making it on first use (two instances starting together agree on the first one written). */
  static async load(db: Executor): Promise<FrontTokens> {
    const fresh = randomBytes(32).toString('base64url');
    const rows = await queryRows<{ value: string }>(db, sql`
      with made as (insert into server_secrets (name, value) values (${KEY_NAME}, ${fresh}) on conflict do nothing returning value)
      select value from made union all select value from server_secrets where name = ${KEY_NAME} limit 1`);
    const value = rows[0]?.value;
    if (!value) throw new Error('front-stage token key not readable');
    return new FrontTokens(Buffer.from(value, 'base64url'));
  }

  /** For tests: a signer with a given key. */
  static withKey(key: Buffer): FrontTokens {
    return new FrontTokens(key);
  }

  sign(kind: SignedKind, id: number, generation = 0): string {
    const letter = frontTokenLetter(kind);
    return `${letter}${id}.${this.signature(letter, id, generation)}`;
  }

  /** The token's kind and id when it is well formed and of one of the kinds asked for; its signature is not checked yet. */
  read(token: string, kinds: readonly SignedKind[]): ParsedFrontToken | null {
    const parsed = parseFrontToken(token);
    return parsed && kinds.includes(parsed.kind) ? parsed : null;
  }

  /** Whether the signature is the server's for this kind, id and generation (constant time). */
  verify(parsed: ParsedFrontToken, generation = 0): boolean {
    const expected = Buffer.from(this.signature(frontTokenLetter(parsed.kind), parsed.id, generation));
    const given = Buffer.from(parsed.signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The order id of a valid status token, else null (the realtime topic check, which must be synchronous). */
  orderIdOf(statusToken: string): number | null {
    const parsed = this.read(statusToken, ['ORDER']);
    return parsed && this.verify(parsed) ? parsed.id : null;
  }

  private signature(letter: string, id: number, generation: number): string {
    return createHmac('sha256', this.key).update(`${letter}:${id}:${generation}`).digest('base64url');
  }
}
