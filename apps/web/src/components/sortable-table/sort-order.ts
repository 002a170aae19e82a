/**
 * Pure helpers of the sort mode: the draft order is a list of ids, kept apart from the rows so a refetch
 * while sorting neither loses the person's moves nor shows a row twice.
 */

/** The rows in the draft's order; rows the draft does not know (added meanwhile) go last, gone ids are dropped. */
export function orderRows<Row extends { id: number }>(rows: readonly Row[], draft: readonly number[] | null): Row[] {
  if (!draft) return [...rows];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = draft.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const known = new Set(draft);
  return [...ordered, ...rows.filter((row) => !known.has(row.id))];
}

/** The ids after moving `activeId` to where `overId` is (dnd-kit's arrayMove, on ids). */
export function moveId(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as number);
  return next;
}

/** The checked ids after the header checkbox: all rows when not all are checked yet, otherwise none. */
export function toggleAll(rowIds: readonly number[], selected: readonly number[]): number[] {
  const allChecked = rowIds.length > 0 && rowIds.every((id) => selected.includes(id));
  if (allChecked) return selected.filter((id) => !rowIds.includes(id));
  return [...new Set([...selected, ...rowIds])];
}
