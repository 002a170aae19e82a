import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isStrongEnough, levelOfScore, passwordLevel, PASSWORD_LEVEL_LABEL, scorePassword } from './password.js';

describe('scorePassword: each part of the score', () => {
  // Each case isolates one rule; the comment spells out the sum.
  it.each([
    ['', 0], // nothing to rate
    ['abcd', 15], // lower 10 + length<=4 5
    ['ABCD', 15], // upper 10 + 5
    ['aBcd', 25], // mixed 20 + 5
    ['1', 15], // 1 digit 10 + 5
    ['12', 15], // 2 digits 10 + 5
    ['123', 25], // 3 digits 20 + 5
    ['!', 15], // 1 symbol 10 + 5
    ['!?', 30], // 2 symbols 25 + 5
    ['abcde', 20], // lower 10 + length 5-7 10
    ['abcdefg', 20], // length 7 still 10
    ['abcdefgh', 35], // length 8: 25
    ['a1', 27], // lower 10 + digit 10 + letters&digits 2 + 5
    ['a1!', 38], // 10 + 10 + 10 + letters&digits&symbols 3 + 5
    ['aB1!', 50], // 20 + 10 + 10 + mixed&digits&symbols 5 + 5
    ['aB1', 37], // mixed 20 + 10 + only letters&digits 2 + 5
    ['a!', 25], // letters and symbols without digits earn no bonus: 10 + 10 + 5
    ['1!', 25], // digits and symbols without letters earn no bonus: 10 + 10 + 5
  ])('%j scores %i', (password, score) => {
    expect(scorePassword(password)).toBe(score);
  });

  it('counts any non-ASCII character as a symbol and by code point', () => {
    expect(scorePassword('密碼')).toBe(30); // two symbols 25 + length 5
    expect(scorePassword('😀')).toBe(15); // one symbol, one character
  });
});

describe('password levels', () => {
  it('splits at 50 and 70', () => {
    expect(levelOfScore(0)).toBe('weak');
    expect(levelOfScore(49)).toBe('weak');
    expect(levelOfScore(50)).toBe('mid');
    expect(levelOfScore(69)).toBe('mid');
    expect(levelOfScore(70)).toBe('good');
    expect(levelOfScore(100)).toBe('good');
  });

  // No password can score 48, 49 or 69; these are the nearest real ones on each side of 50 and 70.
  it.each([
    ['abcdef12', 47, 'weak'], // 10 + 10 + 2 + 25
    ['aB1!', 50, 'mid'], // 20 + 10 + 10 + 5 + 5
    ['abc123!x', 68, 'mid'], // 10 + 20 + 10 + 3 + 25
    ['Abcdef1!', 70, 'good'], // 20 + 10 + 10 + 5 + 25
  ] as const)('%j scores %i and is %s', (password, score, level) => {
    expect(scorePassword(password)).toBe(score);
    expect(passwordLevel(password)).toBe(level);
  });

  it('labels levels in zh-TW', () => {
    expect(PASSWORD_LEVEL_LABEL).toEqual({ weak: '弱', mid: '中', good: '強' });
  });
});

describe('isStrongEnough', () => {
  it('needs 8 characters', () => {
    expect(isStrongEnough('aB1!@#x')).toBe(false); // 7 characters, strong score
    expect(isStrongEnough('aB1!@#xy')).toBe(true);
  });
  it('needs mid strength', () => {
    expect(isStrongEnough('abcdef12')).toBe(false); // 10 + 10 + 2 + 25 = 47
    expect(isStrongEnough('abcde123')).toBe(true); // 10 + 20 + 2 + 25 = 57
  });
  it('agrees with the level and the length for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), (password) => {
        expect(isStrongEnough(password)).toBe(password.length >= 8 && passwordLevel(password) !== 'weak');
      }),
    );
  });
});

describe('scorePassword properties', () => {
  it('stays within 0..95', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const score = scorePassword(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(95);
      }),
    );
  });
  it('never drops when a character is appended to a password of 8 or more', () => {
    // Past 8 characters the length part is fixed, and each count only climbs into higher tiers.
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        expect(scorePassword(password + extra)).toBeGreaterThanOrEqual(scorePassword(password));
      }),
    );
  });
});
