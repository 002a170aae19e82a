import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FrontTokens } from './front-tokens.js';

describe('FrontTokens', () => {
  const tokens = FrontTokens.withKey(randomBytes(32));

  it('signs a table over its id and generation: the same generation verifies, a rotated one does not', () => {
    const token = tokens.sign('TABLE', 7, 1);
    const parsed = tokens.read(token, ['TABLE'])!;
    expect(parsed).toMatchObject({ kind: 'TABLE', id: 7 });
    expect(tokens.verify(parsed, 1)).toBe(true);
    expect(tokens.verify(parsed, 2)).toBe(false);
    expect(tokens.sign('TABLE', 7, 2)).not.toBe(token);
  });

  it('refuses a token of another kind, another id, another key or a changed signature', () => {
    const token = tokens.sign('KIOSK', 3);
    expect(tokens.read(token, ['TABLE'])).toBeNull();
    const forgedId = tokens.read(token.replace(/^k3/, 'k4'), ['KIOSK'])!;
    expect(tokens.verify(forgedId)).toBe(false);
    const other = FrontTokens.withKey(randomBytes(32));
    expect(other.verify(other.read(token, ['KIOSK'])!)).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.verify(tokens.read(flipped, ['KIOSK'])!)).toBe(false);
  });

  it('answers the order of a status token only when the server signed it', () => {
    expect(tokens.orderIdOf(tokens.sign('ORDER', 42))).toBe(42);
    expect(tokens.orderIdOf(tokens.sign('TABLE', 42))).toBeNull();
    expect(tokens.orderIdOf(`o42.${'A'.repeat(43)}`)).toBeNull();
    expect(tokens.orderIdOf('nonsense')).toBeNull();
  });
});
