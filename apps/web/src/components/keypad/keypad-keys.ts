import { applyKey, stepCount, type KeypadKey, type KeypadMode } from '@diancan/core';

/**
 * What the keypad widget does on top of core's key rules (validation/keypad.ts): the keys each mode shows,
 * physical keyboard keys, and "replace on first key" editing of a value that was already there.
 */

/** A key of the widget: core's keys plus the GENERAL mode's plus and minus. */
export type PadKey = KeypadKey | 'PLUS' | 'MINUS';

/** Rows of the digit block, top to bottom; the last row depends on the mode. */
export const DIGIT_ROWS: readonly (readonly PadKey[])[] = [
  ['7', '8', '9'],
  ['4', '5', '6'],
  ['1', '2', '3'],
];

/** The bottom row: DECIMAL has a dot where the others leave the 00 key wider. */
export function bottomRow(mode: KeypadMode): readonly PadKey[] {
  return mode === 'DECIMAL' ? ['00', '0', '.'] : ['00', '0'];
}

/**
 * The side column: backspace and clear always; plus and minus in GENERAL mode (access section 5), unless the
 * whole number is an amount rather than a count (`withSteps` false).
 */
export function sideKeys(mode: KeypadMode, withSteps = true): readonly PadKey[] {
  return mode === 'GENERAL' && withSteps ? ['BACKSPACE', 'C', 'PLUS', 'MINUS'] : ['BACKSPACE', 'C'];
}

/** Accessible names (and the text of the non-digit keys). */
export const KEY_LABEL: Readonly<Record<PadKey, string>> = {
  '0': '0',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '00': '00',
  '.': '小數點',
  C: '清除',
  BACKSPACE: '刪除',
  PLUS: '加1',
  MINUS: '減1',
};

export interface KeypadEntry {
  text: string;
  /**
   * The text is a value the keypad opened with, not typed yet: the first digit replaces it, the way a
   * cashier expects to type "3" over a count of "1" instead of getting "13".
   */
  pristine: boolean;
}

const TYPING_KEYS: ReadonlySet<PadKey> = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '.']);

/** The entry after one key. */
export function pressKey(entry: KeypadEntry, key: PadKey, mode: KeypadMode): KeypadEntry {
  if (key === 'PLUS' || key === 'MINUS') {
    if (mode !== 'GENERAL') return entry;
    return { text: stepCount(entry.text, key === 'PLUS' ? 1 : -1), pristine: false };
  }
  const base = entry.pristine && TYPING_KEYS.has(key) ? '' : entry.text;
  return { text: applyKey(base, key, mode), pristine: false };
}

/** The widget key a physical key stands for, or null for keys the keypad ignores. */
export function keyOfKeyboard(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, mode: KeypadMode): PadKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (/^[0-9]$/.test(event.key)) return event.key as PadKey;
  switch (event.key) {
    case 'Backspace':
      return 'BACKSPACE';
    case 'Delete':
      return 'C';
    case '.':
      return mode === 'DECIMAL' ? '.' : null;
    case '+':
      return mode === 'GENERAL' ? 'PLUS' : null;
    case '-':
      return mode === 'GENERAL' ? 'MINUS' : null;
    default:
      return null;
  }
}
