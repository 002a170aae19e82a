import { MENU_MSG } from '@diancan/core/contracts/menu';
import { badRequest, notFound } from '../../platform/errors/app-error.js';

export { isUniqueViolation, requireUnchanged } from '../../platform/records.js';

/** The record, or 404: missing and another store's records look the same, so ids do not leak. */
export function found<T>(row: T | undefined | null, message?: string): T {
  if (row === undefined || row === null) throw notFound(message);
  return row;
}

/** Every id of `wanted` must be among `existing` (the store's live records), else 404 with `message`. */
export function requireAll(existing: Iterable<number>, wanted: readonly number[], message?: string): void {
  const known = new Set(existing);
  if (!wanted.every((id) => known.has(id))) throw notFound(message);
}

/**
 * The sorting rule: the new order must list exactly the records there are, each once (the request schema
 * already refused duplicates). A stale screen that misses a new row or keeps a removed one is told to refresh.
 */
export function requireExactSet(existing: readonly number[], sortedIdList: readonly number[]): void {
  const known = new Set(existing);
  if (sortedIdList.length !== known.size || !sortedIdList.every((id) => known.has(id))) {
    throw badRequest(MENU_MSG.SORT_MISMATCH);
  }
}

/** Truncates a name that gains a suffix (a copy) to the contract's limit. */
export function withSuffix(name: string, suffix: string, max: number): string {
  return name.length + suffix.length <= max ? `${name}${suffix}` : `${name.slice(0, max - suffix.length)}${suffix}`;
}

/** 404 messages naming what was not found (ours). */
export const NOT_FOUND = {
  category: '分類不存在',
  item: '餐點不存在',
  optionGroup: '口味不存在',
  option: '選項不存在',
  upgrade: '套餐不存在',
  remark: '備註不存在',
  kitchenArea: '廚房區域不存在',
  printArea: '出單區域不存在',
  image: '圖片不存在',
  store: '商店不存在',
} as const;
