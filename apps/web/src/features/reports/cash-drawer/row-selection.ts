/**
 * The checkbox column of a report list: ids stay checked across pages, and only the rows that may be acted on
 * (`selectable`, those of the page on screen) are toggled by the header box.
 */

export function toggleId(selected: readonly number[], id: number, checked: boolean): number[] {
  return checked ? [...new Set([...selected, id])] : selected.filter((each) => each !== id);
}

export interface HeaderBoxState {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
}

/** The header box: checked when every selectable row of the page is, mixed when some are. */
export function headerBoxState(selected: readonly number[], selectable: readonly number[]): HeaderBoxState {
  const checkedCount = selectable.filter((id) => selected.includes(id)).length;
  const all = selectable.length > 0 && checkedCount === selectable.length;
  return { checked: all, indeterminate: checkedCount > 0 && !all, disabled: selectable.length === 0 };
}

/** Header box clicked: unchecks the page's rows when all were checked, else checks them all; other pages keep theirs. */
export function toggleAllIds(selected: readonly number[], selectable: readonly number[]): number[] {
  if (headerBoxState(selected, selectable).checked) return selected.filter((id) => !selectable.includes(id));
  return [...new Set([...selected, ...selectable])];
}
