import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canDecrement,
  canIncrement,
  mostSelectableLabel,
  quantityRangeSchema,
  showsTrash,
  stepCounter,
  validateQuantityRange,
} from './quantity-counter.js';

describe('validateQuantityRange', () => {
  it('accepts least >= 0 with most unlimited or >= least', () => {
    expect(validateQuantityRange(0, null)).toEqual({ ok: true });
    expect(validateQuantityRange(1, 1)).toEqual({ ok: true });
    expect(validateQuantityRange(0, 1)).toEqual({ ok: true });
    expect(validateQuantityRange(3, 5)).toEqual({ ok: true });
  });
  it('rejects most below least with the spec message', () => {
    expect(validateQuantityRange(3, 2)).toEqual({ ok: false, message: '最多可選項不可小於最少可選項!' });
  });
  it('rejects least below 0 and most below 1', () => {
    expect(validateQuantityRange(-1, null)).toEqual({ ok: false, message: '最少可選項不可小於0' });
    expect(validateQuantityRange(0, 0)).toEqual({ ok: false, message: '最多可選項不可小於1' });
    expect(validateQuantityRange(1.5, null).ok).toBe(false);
    expect(validateQuantityRange(1, 2.5).ok).toBe(false);
  });
  it('labels an unlimited maximum 不限', () => {
    expect(mostSelectableLabel(null)).toBe('不限');
    expect(mostSelectableLabel(3)).toBe('3');
  });
});

describe('quantityRangeSchema', () => {
  it('defaults least to 1', () => {
    expect(quantityRangeSchema.parse({ mostSelectable: null })).toEqual({ leastSelectable: 1, mostSelectable: null });
  });
  it('reports the cross-check on mostSelectable', () => {
    const result = quantityRangeSchema.safeParse({ leastSelectable: 2, mostSelectable: 1 });
    expect(result.error?.issues[0]).toMatchObject({ message: '最多可選項不可小於最少可選項!', path: ['mostSelectable'] });
  });
  it('agrees with validateQuantityRange', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 6 }), fc.option(fc.integer({ min: -2, max: 6 })), (least, most) => {
        expect(quantityRangeSchema.safeParse({ leastSelectable: least, mostSelectable: most }).success).toBe(
          validateQuantityRange(least, most).ok,
        );
      }),
    );
  });
});

describe('counter control', () => {
  it('steps by one between 0 and an optional maximum', () => {
    expect(stepCounter(0, -1)).toBe(0);
    expect(stepCounter(0, 1)).toBe(1);
    expect(stepCounter(4, 1, { max: 4 })).toBe(4);
    expect(stepCounter(4, 1, { max: null })).toBe(5);
    expect(stepCounter(3, -1, { min: 3 })).toBe(3);
  });
  it('keeps 1 as the floor in delete mode and shows the trash there', () => {
    expect(stepCounter(1, -1, { deleteMode: true })).toBe(1);
    expect(showsTrash(1, { deleteMode: true })).toBe(true);
    expect(showsTrash(2, { deleteMode: true })).toBe(false);
    expect(showsTrash(1)).toBe(false);
    expect(canDecrement(1, { deleteMode: true })).toBe(true);
  });
  it('enables the buttons only when they would change something', () => {
    expect(canDecrement(0)).toBe(false);
    expect(canDecrement(1)).toBe(true);
    expect(canIncrement(5, { max: 5 })).toBe(false);
    expect(canIncrement(4, { max: 5 })).toBe(true);
    expect(canIncrement(99)).toBe(true);
  });
});
