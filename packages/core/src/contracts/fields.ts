import { z } from 'zod';
import { MSG } from '../messages.js';

/**
 * Field builders shared by the contracts, so every required field reports the same
 * "<label>為必填" message whether it is missing, of the wrong type or blank.
 */

/** The object of a request body or query: a missing or non-object body gets a zh-TW message too. */
export function requestObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: MSG.BAD_REQUEST });
}

/** A required, trimmed text field. */
export function requiredText(label: string) {
  const required = `${label}為必填`;
  return z.string({ error: required }).trim().min(1, required);
}

/** A required text field kept exactly as typed (passwords: spaces are part of them). */
export function requiredRawText(label: string) {
  const required = `${label}為必填`;
  return z.string({ error: required }).min(1, required);
}

/**
 * The largest id a table holds: ids are PostgreSQL `integer` columns (int32). A larger number names no record and
 * must be refused here, not reach the database as an out-of-range error.
 */
export const ID_MAX = 2_147_483_647;

/** A positive integer id in a JSON body. */
export function requiredId(label: string) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}不正確`)
    .positive(`${label}不正確`)
    .max(ID_MAX, `${label}不正確`);
}

/** A positive integer id from a query string or path parameter ("12" -> 12). */
export function queryId(label: string) {
  const required = `${label}為必填`;
  const wrong = `${label}不正確`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      // A blank parameter is treated as a missing one, so it reports "required" rather than "wrong".
      return value.trim() === '' ? undefined : Number(value);
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : wrong) }).int(wrong).positive(wrong).max(ID_MAX, wrong),
  );
}

/** Exactly `length` digits, e.g. a verify code or a manager code. */
export function digitsCode(label: string, length: number, requiredMessage = `${label}為必填`) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(new RegExp(`^\\d{${length}}$`), `${label}須為${length}位數字`);
}
