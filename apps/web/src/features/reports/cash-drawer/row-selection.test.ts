import { describe, expect, it } from 'vitest';
import { headerBoxState, toggleAllIds, toggleId } from './row-selection';

describe('report row selection', () => {
  it('checks and unchecks one row without duplicates', () => {
    expect(toggleId([1], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });

  it('reads the header box from the selectable rows of the page', () => {
    expect(headerBoxState([], [])).toEqual({ checked: false, indeterminate: false, disabled: true });
    expect(headerBoxState([1], [1, 2])).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(headerBoxState([1, 2, 9], [1, 2])).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('toggles the whole page and keeps rows checked on other pages', () => {
    expect(toggleAllIds([9, 1], [1, 2])).toEqual([9, 1, 2]);
    expect(toggleAllIds([9, 1, 2], [1, 2])).toEqual([9]);
  });
});
