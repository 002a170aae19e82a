import { describe, expect, it } from 'vitest';
import { keyOfKeyboard, pressKey, sideKeys, bottomRow, type KeypadEntry, type PadKey } from './keypad-keys';
import type { KeypadMode } from '@diancan/core';

function typeKeys(keys: readonly PadKey[], mode: KeypadMode, start: KeypadEntry = { text: '', pristine: false }): string {
  return keys.reduce((entry, key) => pressKey(entry, key, mode), start).text;
}

describe('pressKey', () => {
  it('types digits, 00, clear and backspace', () => {
    expect(typeKeys(['1', '2', '00'], 'GENERAL')).toBe('1200');
    expect(typeKeys(['1', '2', 'BACKSPACE'], 'GENERAL')).toBe('1');
    expect(typeKeys(['1', '2', 'C'], 'GENERAL')).toBe('');
  });

  it('keeps table numbers to 10 digits, leading zeros included', () => {
    expect(typeKeys(['0', '5'], 'TABLE')).toBe('05');
    expect(typeKeys(Array.from({ length: 12 }, () => '7' as const), 'TABLE')).toBe('7777777777');
  });

  it('DECIMAL: one dot, two decimals, eight characters, no doubled leading zero', () => {
    expect(typeKeys(['0', '0'], 'DECIMAL')).toBe('0');
    expect(typeKeys(['.', '5'], 'DECIMAL')).toBe('0.5');
    expect(typeKeys(['1', '.', '2', '5', '9'], 'DECIMAL')).toBe('1.25');
    expect(typeKeys(['1', '.', '.', '5'], 'DECIMAL')).toBe('1.5');
    expect(typeKeys(Array.from({ length: 10 }, () => '9' as const), 'DECIMAL')).toBe('99999999');
  });

  it('ignores the dot outside DECIMAL mode', () => {
    expect(typeKeys(['1', '.', '5'], 'GENERAL')).toBe('15');
    expect(typeKeys(['1', '.', '5'], 'TABLE')).toBe('15');
  });

  it('GENERAL: plus and minus step by one and never go below 0', () => {
    expect(typeKeys(['PLUS', 'PLUS'], 'GENERAL')).toBe('2');
    expect(typeKeys(['MINUS'], 'GENERAL')).toBe('0');
    expect(typeKeys(['3', 'MINUS', 'MINUS', 'MINUS', 'MINUS'], 'GENERAL')).toBe('0');
    expect(typeKeys(['PLUS'], 'DECIMAL')).toBe('');
  });

  it('the first typed key replaces a value the keypad opened with; editing keys keep it', () => {
    const opened: KeypadEntry = { text: '12', pristine: true };
    expect(typeKeys(['3'], 'GENERAL', opened)).toBe('3');
    expect(typeKeys(['BACKSPACE'], 'GENERAL', opened)).toBe('1');
    expect(typeKeys(['PLUS'], 'GENERAL', opened)).toBe('13');
    expect(typeKeys(['3', '4'], 'GENERAL', opened)).toBe('34');
    expect(typeKeys(['.', '5'], 'DECIMAL', { text: '2', pristine: true })).toBe('0.5');
  });
});

describe('keys of each mode', () => {
  it('shows the dot only in DECIMAL and plus/minus only in GENERAL', () => {
    expect(bottomRow('DECIMAL')).toContain('.');
    expect(bottomRow('GENERAL')).not.toContain('.');
    expect(sideKeys('GENERAL')).toEqual(['BACKSPACE', 'C', 'PLUS', 'MINUS']);
    expect(sideKeys('TABLE')).toEqual(['BACKSPACE', 'C']);
    expect(sideKeys('GENERAL', false)).toEqual(['BACKSPACE', 'C']);
  });
});

describe('keyOfKeyboard', () => {
  const plain = { ctrlKey: false, metaKey: false, altKey: false };
  it('maps digits, Backspace, Delete and the mode keys', () => {
    expect(keyOfKeyboard({ ...plain, key: '7' }, 'TABLE')).toBe('7');
    expect(keyOfKeyboard({ ...plain, key: 'Backspace' }, 'TABLE')).toBe('BACKSPACE');
    expect(keyOfKeyboard({ ...plain, key: 'Delete' }, 'TABLE')).toBe('C');
    expect(keyOfKeyboard({ ...plain, key: '.' }, 'DECIMAL')).toBe('.');
    expect(keyOfKeyboard({ ...plain, key: '.' }, 'GENERAL')).toBeNull();
    expect(keyOfKeyboard({ ...plain, key: '+' }, 'GENERAL')).toBe('PLUS');
    expect(keyOfKeyboard({ ...plain, key: '-' }, 'TABLE')).toBeNull();
  });
  it('leaves shortcuts alone', () => {
    expect(keyOfKeyboard({ ...plain, ctrlKey: true, key: '1' }, 'GENERAL')).toBeNull();
    expect(keyOfKeyboard({ ...plain, key: 'a' }, 'GENERAL')).toBeNull();
  });
});
