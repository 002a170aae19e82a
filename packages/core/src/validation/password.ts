import { PASSWORD_GOOD_SCORE, PASSWORD_MID_SCORE, PASSWORD_MIN_LENGTH } from '../constants.js';

/**
 * Password strength, as the access spec (section 5) scores it.
 *
 * Score = letters + digits + symbols + combination bonus + length, where
 * - letters: none 0, one case only (all lower or all upper) 10, mixed case 20
 * - digits: none 0, 1-2 digits 10, 3 or more 20
 * - symbols (anything that is not an ASCII letter or digit): none 0, exactly 1 10, more than 1 25
 * - combination bonus, our reading of "combination bonuses 2, 3 or 5": the single best of
 *     letters + digits                      -> 2
 *     letters + digits + symbols            -> 3
 *     mixed-case letters + digits + symbols -> 5
 *   (the bonuses do not add up; a richer mix replaces the poorer one)
 * - length: up to 4 characters 5, 5-7 10, 8 or more 25
 *
 * An empty password scores 0: there is nothing to rate, and it must never look better than weak.
 */

export type PasswordLevel = 'weak' | 'mid' | 'good';

export const PASSWORD_LEVEL_LABEL: Readonly<Record<PasswordLevel, string>> = {
  weak: '弱',
  mid: '中',
  good: '強',
};

interface CharacterMix {
  lower: number;
  upper: number;
  digits: number;
  symbols: number;
  length: number;
}

function countCharacters(password: string): CharacterMix {
  const mix: CharacterMix = { lower: 0, upper: 0, digits: 0, symbols: 0, length: 0 };
  // Iterate by code point so an emoji or a CJK character counts as one character, not two.
  for (const ch of password) {
    mix.length += 1;
    if (ch >= 'a' && ch <= 'z') mix.lower += 1;
    else if (ch >= 'A' && ch <= 'Z') mix.upper += 1;
    else if (ch >= '0' && ch <= '9') mix.digits += 1;
    else mix.symbols += 1;
  }
  return mix;
}

function letterPoints({ lower, upper }: CharacterMix): number {
  if (lower > 0 && upper > 0) return 20;
  if (lower > 0 || upper > 0) return 10;
  return 0;
}

function digitPoints({ digits }: CharacterMix): number {
  if (digits >= 3) return 20;
  if (digits >= 1) return 10;
  return 0;
}

function symbolPoints({ symbols }: CharacterMix): number {
  if (symbols > 1) return 25;
  if (symbols === 1) return 10;
  return 0;
}

function combinationBonus({ lower, upper, digits, symbols }: CharacterMix): number {
  const hasLetters = lower + upper > 0;
  if (!hasLetters || digits === 0) return 0;
  if (symbols === 0) return 2;
  return lower > 0 && upper > 0 ? 5 : 3;
}

function lengthPoints({ length }: CharacterMix): number {
  if (length >= 8) return 25;
  if (length >= 5) return 10;
  return 5;
}

export function scorePassword(password: string): number {
  if (password.length === 0) return 0;
  const mix = countCharacters(password);
  return letterPoints(mix) + digitPoints(mix) + symbolPoints(mix) + combinationBonus(mix) + lengthPoints(mix);
}

export function levelOfScore(score: number): PasswordLevel {
  if (score >= PASSWORD_GOOD_SCORE) return 'good';
  if (score >= PASSWORD_MID_SCORE) return 'mid';
  return 'weak';
}

export function passwordLevel(password: string): PasswordLevel {
  return levelOfScore(scorePassword(password));
}

/** Length in characters (code points), the unit the spec's "length 8 or more" counts in. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The rule every new password must pass (forgot password, change password, store principal password):
 * strength mid (中) or better and at least 8 characters.
 * The spec's hint "English letters or digits only" is advice shown to the user, not a rejection rule:
 * symbols only make a password stronger, so they are accepted.
 */
export function isStrongEnough(password: string): boolean {
  return passwordLength(password) >= PASSWORD_MIN_LENGTH && scorePassword(password) >= PASSWORD_MID_SCORE;
}
