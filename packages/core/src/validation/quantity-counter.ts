import { z } from 'zod';
import { MSG } from '../messages.js';

/**
 * The min/max selectable-quantity counter of an option group (口味) or combo slot, and the plain counter
 * control (access section 5): least selectable >= 0 (default 1); most selectable null (不限, unlimited) or >= 1;
 * most may not be below least.
 */

export const DEFAULT_LEAST_SELECTABLE = 1;

export const LEAST_SELECTABLE_TOO_SMALL = '最少可選項不可小於0'; // ours
export const MOST_SELECTABLE_TOO_SMALL = '最多可選項不可小於1'; // ours

export type QuantityRangeResult = { ok: true } | { ok: false; message: string };

export function validateQuantityRange(least: number, most: number | null): QuantityRangeResult {
  if (!Number.isInteger(least) || least < 0) return { ok: false, message: LEAST_SELECTABLE_TOO_SMALL };
  if (most === null) return { ok: true };
  if (!Number.isInteger(most) || most < 1) return { ok: false, message: MOST_SELECTABLE_TOO_SMALL };
  if (most < least) return { ok: false, message: MSG.QUANTITY_RANGE };
  return { ok: true };
}

/** "不限" for no upper limit, else the number. */
export function mostSelectableLabel(most: number | null): string {
  return most === null ? MSG.UNLIMITED : String(most);
}

/** The two numbers as a form or request field pair, with the cross-check on `mostSelectable`. */
export const quantityRangeSchema = z
  .object({
    leastSelectable: z
      .number({ error: '最少可選項為必填' })
      .int(LEAST_SELECTABLE_TOO_SMALL)
      .min(0, LEAST_SELECTABLE_TOO_SMALL)
      .default(DEFAULT_LEAST_SELECTABLE),
    mostSelectable: z
      .number({ error: MOST_SELECTABLE_TOO_SMALL })
      .int(MOST_SELECTABLE_TOO_SMALL)
      .min(1, MOST_SELECTABLE_TOO_SMALL)
      .nullable(),
  })
  .refine((range) => range.mostSelectable === null || range.mostSelectable >= range.leastSelectable, {
    message: MSG.QUANTITY_RANGE,
    path: ['mostSelectable'],
  });
export type QuantityRange = z.infer<typeof quantityRangeSchema>;

// ---- the counter control ---------------------------------------------------------------------

export interface CounterBounds {
  /** Default 0. */
  min?: number;
  max?: number | null;
  /** Delete mode: the minimum becomes 1 and the minus button turns into a trash icon at 1. */
  deleteMode?: boolean;
}

function lowestOf({ min = 0, deleteMode = false }: CounterBounds): number {
  return deleteMode ? 1 : min;
}

/** The value after a plus (+1) or minus (-1), kept within the bounds. */
export function stepCounter(value: number, delta: number, bounds: CounterBounds = {}): number {
  const lowest = lowestOf(bounds);
  const highest = bounds.max ?? Number.POSITIVE_INFINITY;
  return Math.min(highest, Math.max(lowest, value + delta));
}

export function canIncrement(value: number, bounds: CounterBounds = {}): boolean {
  return bounds.max === undefined || bounds.max === null || value < bounds.max;
}

/** In delete mode minus stays enabled at 1: pressing it there means "remove" (the trash icon). */
export function canDecrement(value: number, bounds: CounterBounds = {}): boolean {
  return bounds.deleteMode ? value >= 1 : value > lowestOf(bounds);
}

/** Delete mode shows the trash icon in place of minus when the value sits at 1. */
export function showsTrash(value: number, bounds: CounterBounds = {}): boolean {
  return bounds.deleteMode === true && value <= 1;
}
