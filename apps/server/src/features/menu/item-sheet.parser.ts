import {
  ITEM_SHEET_COLUMNS,
  MENU_DESCRIPTION_MAX,
  MENU_MSG,
  MENU_NAME_MAX,
  MENU_PRICE_MAX,
  SHEET_NO,
  SHEET_YES,
  STOCK_QUANTITY_MAX,
  type ImportError,
} from '@diancan/core/contracts/menu';
import { MSG } from '@diancan/core';
import type { SheetCell } from '../../platform/files/spreadsheet.js';

/**
 * Reads the rows of an item sheet (the layout item/export writes) into typed rows, collecting every error
 * with its row number (the header is row 1) instead of stopping at the first. Checks that need the store's
 * data (ids, taste group names) are the service's.
 */

export type SheetKey = keyof typeof ITEM_SHEET_COLUMNS;

export interface SheetRow {
  /** The spreadsheet's row number. */
  row: number;
  id: number | null;
  category: string;
  name: string;
  priceCents: number;
  description: string;
  enabled: boolean;
  mobileEnabled: boolean;
  optionGroupNames: string[];
  availableQuantity: number | null;
  availableForSale: boolean;
}

const REQUIRED_KEYS: readonly SheetKey[] = ['category', 'name', 'price'];
const YES = new Set([SHEET_YES, 'Y', 'YES', 'TRUE', '1', 'V']);
const NO = new Set([SHEET_NO, 'N', 'NO', 'FALSE', '0']);
const LIST_SEPARATORS = /[、,，]/;

/** Column index (0-based) of each known header; null when a required one is missing. */
export function headerIndex(header: readonly SheetCell[]): Map<SheetKey, number> | null {
  const keyOf = new Map<string, SheetKey>(Object.entries(ITEM_SHEET_COLUMNS).map(([key, title]) => [title, key as SheetKey]));
  const index = new Map<SheetKey, number>();
  header.forEach((cell, column) => {
    const key = keyOf.get(String(cell ?? '').trim());
    if (key && !index.has(key)) index.set(key, column);
  });
  return REQUIRED_KEYS.every((key) => index.has(key)) ? index : null;
}

class RowReader {
  readonly errors: ImportError[] = [];

  constructor(
    private readonly cells: readonly SheetCell[],
    private readonly columns: Map<SheetKey, number>,
    readonly row: number,
  ) {}

  private raw(key: SheetKey): SheetCell {
    const column = this.columns.get(key);
    return column === undefined ? null : (this.cells[column] ?? null);
  }

  text(key: SheetKey): string {
    const value = this.raw(key);
    return value === null ? '' : String(value).trim();
  }

  fail(key: SheetKey, message: string): void {
    this.errors.push({ row: this.row, column: ITEM_SHEET_COLUMNS[key], message });
  }

  requiredText(key: SheetKey, max: number): string {
    const value = this.text(key);
    const label = ITEM_SHEET_COLUMNS[key];
    if (value === '') this.fail(key, `${label}為必填`);
    else if (value.length > max) this.fail(key, `${label}不可超過${max}字`);
    return value;
  }

  number(key: SheetKey): number | null {
    const value = this.raw(key);
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = typeof value === 'number' ? value : Number(String(value).trim().replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : Number.NaN;
  }

  flag(key: SheetKey, whenEmpty: boolean, yes = YES, no = NO): boolean {
    const value = this.raw(key);
    if (typeof value === 'boolean') return value;
    const text = this.text(key).toUpperCase();
    if (text === '') return whenEmpty;
    if (yes.has(text)) return true;
    if (no.has(text)) return false;
    this.fail(key, `${ITEM_SHEET_COLUMNS[key]}須為${[...yes][0]}或${[...no][0]}`);
    return whenEmpty;
  }
}

function isBlank(cells: readonly SheetCell[]): boolean {
  return cells.every((cell) => cell === null || String(cell).trim() === '');
}

/** NT$ with at most 2 decimals -> integer cents. */
function priceCentsOf(reader: RowReader): number {
  const dollars = reader.number('price');
  const label = ITEM_SHEET_COLUMNS.price;
  if (dollars === null) reader.fail('price', `${label}為必填`);
  else if (Number.isNaN(dollars)) reader.fail('price', `${label}須為數字`);
  else if (dollars < 0) reader.fail('price', `${label}不可小於0`);
  else if (dollars > MENU_PRICE_MAX / 100) reader.fail('price', `${label}不可超過${MENU_PRICE_MAX / 100}元`);
  else if (Math.abs(dollars * 100 - Math.round(dollars * 100)) > 1e-6) reader.fail('price', `${label}最多2位小數`);
  else return Math.round(dollars * 100);
  return 0;
}

function idOf(reader: RowReader): number | null {
  const id = reader.number('id');
  if (id === null) return null;
  if (!Number.isSafeInteger(id) || id <= 0) {
    reader.fail('id', `${ITEM_SHEET_COLUMNS.id}不正確`);
    return null;
  }
  return id;
}

/** Empty or 0: unlimited (null), as the stock modal sends it. */
function quantityOf(reader: RowReader): number | null {
  const quantity = reader.number('availableQuantity');
  const label = ITEM_SHEET_COLUMNS.availableQuantity;
  if (quantity === null || quantity === 0) return null;
  if (!Number.isInteger(quantity) || quantity < 0) reader.fail('availableQuantity', `${label}須為0以上的整數`);
  else if (quantity > STOCK_QUANTITY_MAX) reader.fail('availableQuantity', `${label}不可超過${STOCK_QUANTITY_MAX}`);
  else return quantity;
  return null;
}

export function parseRows(rows: readonly (readonly SheetCell[])[], columns: Map<SheetKey, number>) {
  const parsed: SheetRow[] = [];
  const errors: ImportError[] = [];
  rows.forEach((cells, index) => {
    if (isBlank(cells)) return;
    const reader = new RowReader(cells, columns, index + 2);
    const description = reader.text('description');
    if (description.length > MENU_DESCRIPTION_MAX) reader.fail('description', `描述不可超過${MENU_DESCRIPTION_MAX}字`);
    parsed.push({
      row: reader.row,
      id: idOf(reader),
      category: reader.requiredText('category', MENU_NAME_MAX),
      name: reader.requiredText('name', MENU_NAME_MAX),
      priceCents: priceCentsOf(reader),
      description,
      enabled: reader.flag('enabled', true),
      mobileEnabled: reader.flag('mobileEnabled', true),
      optionGroupNames: [
        ...new Set(
          reader
            .text('optionGroups')
            .split(LIST_SEPARATORS)
            .map((name) => name.trim())
            .filter((name) => name !== ''),
        ),
      ],
      availableQuantity: quantityOf(reader),
      availableForSale: reader.flag('availableForSale', true, new Set([MSG.STOCK_ON, ...YES]), new Set([MSG.STOCK_OFF, ...NO])),
    });
    errors.push(...reader.errors);
  });
  if (parsed.length === 0 && errors.length === 0) errors.push({ row: 2, column: null, message: MENU_MSG.IMPORT_EMPTY });
  return { rows: parsed, errors };
}
