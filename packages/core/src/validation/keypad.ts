import { DECIMAL_INPUT_MAX_LENGTH, DECIMAL_PLACES_MAX, TABLE_NUMBER_MAX_DIGITS } from '../constants.js';

/**
 * The numeric keypad (access section 5, store operations sections 5 and 9) as pure reducers over the
 * text shown. An empty string means nothing entered yet.
 *
 * Modes:
 * - TABLE: a table number, digits only, at most 10. Leading zeros are kept: "05" is a label, not a quantity.
 * - DECIMAL: a quantity with decimals: at most 8 characters, one dot, at most 2 decimals, and no doubled
 *   leading zero ("0" then "0" stays "0"; "0" then "5" becomes "5"; "." on empty becomes "0.").
 * - GENERAL: a whole quantity, digits only with the same leading-zero rule; plus and minus step by 1 and
 *   never go below 0 (stepCount). Its length is capped like DECIMAL's so a count cannot run away.
 */
export const KEYPAD_MODES = ['TABLE', 'DECIMAL', 'GENERAL'] as const;
export type KeypadMode = (typeof KEYPAD_MODES)[number];

export const DIGIT_KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type DigitKey = (typeof DIGIT_KEYS)[number];
export type KeypadKey = DigitKey | '00' | '.' | 'C' | 'BACKSPACE';

const GENERAL_MAX_LENGTH = DECIMAL_INPUT_MAX_LENGTH;

function isDigitKey(key: string): key is DigitKey {
  return (DIGIT_KEYS as readonly string[]).includes(key);
}

function appendTableDigit(current: string, digit: DigitKey): string {
  return current.length >= TABLE_NUMBER_MAX_DIGITS ? current : current + digit;
}

function appendWholeDigit(current: string, digit: DigitKey): string {
  if (current === '0') return digit; // "0" then "0" stays "0"; "0" then "5" becomes "5"
  return current.length >= GENERAL_MAX_LENGTH ? current : current + digit;
}

function appendDecimalDigit(current: string, digit: DigitKey): string {
  if (current === '0') return digit;
  if (current.length >= DECIMAL_INPUT_MAX_LENGTH) return current;
  const dot = current.indexOf('.');
  if (dot >= 0 && current.length - dot - 1 >= DECIMAL_PLACES_MAX) return current;
  return current + digit;
}

function appendDot(current: string): string {
  if (current.includes('.')) return current;
  const next = current === '' ? '0.' : `${current}.`;
  return next.length > DECIMAL_INPUT_MAX_LENGTH ? current : next;
}

function appendDigit(current: string, digit: DigitKey, mode: KeypadMode): string {
  switch (mode) {
    case 'TABLE':
      return appendTableDigit(current, digit);
    case 'DECIMAL':
      return appendDecimalDigit(current, digit);
    case 'GENERAL':
      return appendWholeDigit(current, digit);
  }
}

/** The text after one key press. Keys a mode does not take leave the text unchanged. */
export function applyKey(current: string, key: KeypadKey, mode: KeypadMode): string {
  if (key === 'C') return '';
  if (key === 'BACKSPACE') return [...current].slice(0, -1).join('');
  // "00" is two presses of "0", each under the same rules (so "0" + "00" stays "0", and a full field stays full).
  if (key === '00') return appendDigit(appendDigit(current, '0', mode), '0', mode);
  if (key === '.') return mode === 'DECIMAL' ? appendDot(current) : current;
  if (isDigitKey(key)) return appendDigit(current, key, mode);
  return current;
}

/** A GENERAL-mode count moved by `delta` (plus/minus), never below 0. Blank or non-numeric text counts as 0. */
export function stepCount(current: string, delta: number): string {
  const count = /^\d+$/.test(current) ? Number(current) : 0;
  return String(Math.max(0, count + Math.trunc(delta)));
}

/** The number the text stands for, or null when nothing (or only a dot) is entered. "0." and "3." read as 0 and 3. */
export function keypadNumber(text: string): number | null {
  if (!/^\d+\.?\d*$/.test(text)) return null;
  return Number(text.endsWith('.') ? text.slice(0, -1) : text);
}
