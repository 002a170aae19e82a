import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { KeypadKey, KeypadMode } from './keypad.js';
import { applyKey, keypadNumber, stepCount } from './keypad.js';

/** Presses keys in order from an empty field. */
function press(mode: KeypadMode, ...keys: KeypadKey[]): string {
  return keys.reduce((text, key) => applyKey(text, key, mode), '');
}

const anyKey = fc.constantFrom<KeypadKey>('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '.', 'C', 'BACKSPACE');

describe('clear and backspace (all modes)', () => {
  it.each(['TABLE', 'DECIMAL', 'GENERAL'] as const)('%s', (mode) => {
    expect(applyKey('123', 'C', mode)).toBe('');
    expect(applyKey('123', 'BACKSPACE', mode)).toBe('12');
    expect(applyKey('', 'BACKSPACE', mode)).toBe('');
  });
});

describe('TABLE mode', () => {
  it('takes digits up to 10', () => {
    expect(press('TABLE', '1', '2')).toBe('12');
    const nine = '123456789';
    expect(applyKey(nine, '0', 'TABLE')).toBe('1234567890');
    expect(applyKey('1234567890', '1', 'TABLE')).toBe('1234567890');
  });
  it('fills 00 only as far as the limit', () => {
    expect(applyKey('12345678', '00', 'TABLE')).toBe('1234567800');
    expect(applyKey('123456789', '00', 'TABLE')).toBe('1234567890');
  });
  it('ignores the dot and keeps leading zeros', () => {
    expect(press('TABLE', '1', '.', '2')).toBe('12');
    expect(press('TABLE', '0', '5')).toBe('05');
    expect(press('TABLE', '00')).toBe('00');
  });
});

describe('DECIMAL mode', () => {
  it('replaces a lone leading zero and never doubles it', () => {
    expect(press('DECIMAL', '0', '0')).toBe('0');
    expect(press('DECIMAL', '00')).toBe('0');
    expect(press('DECIMAL', '0', '5')).toBe('5');
    expect(press('DECIMAL', '5', '0', '0')).toBe('500');
  });
  it('allows one dot and starts "." at "0."', () => {
    expect(press('DECIMAL', '.')).toBe('0.');
    expect(press('DECIMAL', '0', '.', '5')).toBe('0.5');
    expect(press('DECIMAL', '1', '.', '.', '2')).toBe('1.2');
    expect(press('DECIMAL', '0', '.', '0', '5')).toBe('0.05');
  });
  it('keeps at most 2 decimals', () => {
    expect(press('DECIMAL', '1', '.', '2', '3', '4')).toBe('1.23');
    expect(press('DECIMAL', '1', '.', '2', '00')).toBe('1.20');
  });
  it('keeps at most 8 characters', () => {
    expect(press('DECIMAL', '1', '2', '3', '4', '5', '6', '7', '8', '9')).toBe('12345678');
    expect(applyKey('12345678', '.', 'DECIMAL')).toBe('12345678');
    expect(applyKey('1234567', '.', 'DECIMAL')).toBe('1234567.');
    expect(applyKey('1234567.', '1', 'DECIMAL')).toBe('1234567.');
    expect(applyKey('12345.6', '7', 'DECIMAL')).toBe('12345.67');
  });
  it('always leaves a well-formed decimal of at most 8 characters', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 30 }), (keys) => {
        const text = press('DECIMAL', ...keys);
        expect(text.length).toBeLessThanOrEqual(8);
        expect(text).toMatch(/^$|^(0|[1-9]\d*)(\.\d{0,2})?$/);
      }),
    );
  });
});

describe('GENERAL mode', () => {
  it('takes whole numbers only, with the leading-zero rule', () => {
    expect(press('GENERAL', '1', '.', '5')).toBe('15');
    expect(press('GENERAL', '0', '0')).toBe('0');
    expect(press('GENERAL', '0', '7')).toBe('7');
    expect(press('GENERAL', '1', '00')).toBe('100');
  });
  it('caps the length at 8 digits', () => {
    expect(applyKey('12345678', '9', 'GENERAL')).toBe('12345678');
  });
  it('always leaves a whole number without leading zeros', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 30 }), (keys) => {
        expect(press('GENERAL', ...keys)).toMatch(/^$|^(0|[1-9]\d{0,7})$/);
      }),
    );
  });
});

describe('TABLE mode property', () => {
  it('always leaves at most 10 digits', () => {
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 30 }), (keys) => {
        expect(press('TABLE', ...keys)).toMatch(/^\d{0,10}$/);
      }),
    );
  });
});

describe('stepCount', () => {
  it('steps by one and stops at 0', () => {
    expect(stepCount('3', 1)).toBe('4');
    expect(stepCount('3', -1)).toBe('2');
    expect(stepCount('1', -1)).toBe('0');
    expect(stepCount('0', -1)).toBe('0');
    expect(stepCount('', 1)).toBe('1');
    expect(stepCount('', -1)).toBe('0');
    expect(stepCount('abc', 1)).toBe('1');
  });
  it('never goes below 0', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: -2000, max: 2000 }), (count, delta) => {
        expect(Number(stepCount(String(count), delta))).toBe(Math.max(0, count + delta));
      }),
    );
  });
});

describe('keypadNumber', () => {
  it('reads the entered text', () => {
    expect(keypadNumber('')).toBeNull();
    expect(keypadNumber('.')).toBeNull();
    expect(keypadNumber('0.')).toBe(0);
    expect(keypadNumber('3.')).toBe(3);
    expect(keypadNumber('12.25')).toBe(12.25);
    expect(keypadNumber('05')).toBe(5);
  });
});
