import {
  ITEM_SHEET_COLUMNS,
  ITEM_SHEET_NAME,
  IMPORT_ROWS_MAX,
  importFailedMessage,
  MENU_MSG,
  SHEET_LIST_SEPARATOR,
  SHEET_NO,
  SHEET_YES,
  type ImportError,
  type ImportResult,
} from '@diancan/core/contracts/menu';
import { MSG } from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { menuItems } from '../../platform/db/schema/index.js';
import { AppError, badRequest } from '../../platform/errors/app-error.js';
import { readFirstSheet, type SheetCell, type SheetColumn, writeSheet } from '../../platform/files/spreadsheet.js';
import { brandItemEdit } from './brand-items.js';
import { bulkRepository } from './bulk.repository.js';
import { categoryRepository } from './category.repository.js';
import { headerIndex, parseRows, type SheetKey, type SheetRow } from './item-sheet.parser.js';
import { itemRepository } from './item.repository.js';
import { itemOptionGroupLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { optionGroupRepository } from './option-group.repository.js';
import { found, NOT_FOUND } from './rules.js';
import { stockRepository } from './stock.repository.js';

const COLUMNS: SheetColumn<SheetKey>[] = (Object.keys(ITEM_SHEET_COLUMNS) as SheetKey[]).map((key) => ({
  key,
  header: ITEM_SHEET_COLUMNS[key],
}));

/** Item spreadsheets: export a store's items to .xlsx, import them back (all rows or none). */
export class ItemSheetService {
  constructor(private readonly context: MenuContext) {}

  async export(storeId: number, categoryId?: number): Promise<{ filename: string; data: Buffer }> {
    const db = this.context.db;
    if (categoryId !== undefined) found(await categoryRepository.find(db, storeId, categoryId), NOT_FOUND.category);
    const views = await itemRepository.views(db, storeId, { categoryId });
    const [links, groups] = await Promise.all([
      itemOptionGroupLinks.of(db, storeId, categoryId === undefined ? null : views.map((view) => view.item.id)),
      optionGroupRepository.list(db, storeId),
    ]);
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    const rows = views.map((view): Record<SheetKey, SheetCell> => ({
      id: view.item.id,
      category: view.categoryName,
      name: view.item.name,
      price: view.item.priceCents / 100,
      description: view.item.description || null,
      enabled: view.item.enabled ? SHEET_YES : SHEET_NO,
      mobileEnabled: view.item.mobileEnabled ? SHEET_YES : SHEET_NO,
      optionGroups: (links.get(view.item.id) ?? []).map((id) => groupName.get(id) ?? '').join(SHEET_LIST_SEPARATOR) || null,
      availableQuantity: view.availableQuantity,
      availableForSale: view.availableForSale ? MSG.STOCK_ON : MSG.STOCK_OFF,
    }));
    const date = this.context.clock().toISOString().slice(0, 10);
    return { filename: `${ITEM_SHEET_NAME}_${date}.xlsx`, data: await writeSheet(ITEM_SHEET_NAME, COLUMNS, rows) };
  }

  /**
   * Rows with an 編號 update that item, rows without add one; a 分類 the store lacks is created. Every row is
   * checked first and every error is reported with its row; one error and nothing is written.
   */
  async import(storeId: number, bytes: Buffer): Promise<ImportResult> {
    const sheet = await readFirstSheet(bytes, ITEM_SHEET_NAME);
    if (sheet === null) throw badRequest(MENU_MSG.IMPORT_NOT_XLSX);
    const [header = [], ...body] = sheet;
    const columns = headerIndex(header);
    if (!columns) throw badRequest(sheet.length === 0 ? MENU_MSG.IMPORT_EMPTY : MENU_MSG.IMPORT_BAD_HEADER);
    if (body.length > IMPORT_ROWS_MAX) throw badRequest(MENU_MSG.IMPORT_TOO_MANY_ROWS);
    const parsed = parseRows(body, columns);

    return changeMenu(this.context, storeId, async (tx, now) => {
      const errors = [...parsed.errors];
      const groupIdsOf = await this.checkAgainstStore(tx, storeId, parsed.rows, errors);
      if (errors.length > 0) {
        errors.sort((a, b) => a.row - b.row);
        throw new AppError(400, importFailedMessage(errors.length), errors);
      }
      return this.write(tx, storeId, parsed.rows, groupIdsOf, now);
    });
  }

  /** The checks that need the store's data; answers each row's taste group ids. */
  private async checkAgainstStore(
    tx: Transaction,
    storeId: number,
    rows: readonly SheetRow[],
    errors: ImportError[],
  ): Promise<Map<SheetRow, number[]>> {
    const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    const live = new Set(await itemRepository.idsOf(tx, storeId, [...new Set(ids)]));
    const seen = new Set<number>();
    const groupIdByName = new Map<string, number>();
    // The first group of a name (in list order) wins when names repeat.
    for (const group of (await optionGroupRepository.list(tx, storeId)).reverse()) groupIdByName.set(group.name, group.id);

    const groupIdsOf = new Map<SheetRow, number[]>();
    for (const row of rows) {
      if (row.id !== null) {
        if (!live.has(row.id)) errors.push({ row: row.row, column: ITEM_SHEET_COLUMNS.id, message: NOT_FOUND.item });
        else if (seen.has(row.id)) errors.push({ row: row.row, column: ITEM_SHEET_COLUMNS.id, message: '編號重複' });
        seen.add(row.id);
      }
      const groupIds: number[] = [];
      for (const name of row.optionGroupNames) {
        const id = groupIdByName.get(name);
        if (id === undefined) errors.push({ row: row.row, column: ITEM_SHEET_COLUMNS.optionGroups, message: `口味「${name}」不存在` });
        else groupIds.push(id);
      }
      groupIdsOf.set(row, groupIds);
    }
    return groupIdsOf;
  }

  private async write(
    tx: Transaction,
    storeId: number,
    rows: readonly SheetRow[],
    groupIdsOf: Map<SheetRow, number[]>,
    now: Date,
  ): Promise<ImportResult> {
    // Categories by name; missing ones are created last in order, in the order the file names them.
    const categoryIds = new Map((await categoryRepository.list(tx, storeId)).map((row) => [row.name, row.id]));
    for (const row of rows) {
      if (categoryIds.has(row.category)) continue;
      const created = await categoryRepository.insert(
        tx,
        storeId,
        { name: row.category, enabled: true, printTag: false, kitchenAreaId: null },
        now,
      );
      categoryIds.set(row.category, created.id);
    }
    const categoryOf = (row: SheetRow) => categoryIds.get(row.category) as number;

    // Items new to a category go last in it, in file order.
    const nextSorts = new Map<number, number>();
    const takeSort = async (categoryId: number) => {
      const sort = nextSorts.get(categoryId) ?? (await itemRepository.nextSort(tx, storeId, categoryId));
      nextSorts.set(categoryId, sort + 1);
      return sort;
    };

    const existing = rows.filter((row) => row.id !== null);
    const current = new Map(
      (await itemRepository.views(tx, storeId, { ids: existing.map((row) => row.id as number) })).map((view) => [view.item.id, view.item]),
    );
    const updates = [];
    for (const row of existing) {
      const id = row.id as number;
      const before = current.get(id);
      const categoryId = categoryOf(row);
      const sort = before && before.categoryId === categoryId ? before.sort : await takeSort(categoryId);
      if (before) await brandItemEdit(this.context.brandItems, tx, storeId, before, row, now);
      updates.push({ id, ...fieldsOf(row, categoryId), imageFileId: before?.imageFileId ?? null, sort });
    }
    await itemRepository.updateEach(tx, storeId, updates, now);

    const added = rows.filter((row) => row.id === null);
    const newIds = await bulkRepository.allocateIds(tx, menuItems, added.length);
    const inserts = [];
    for (const [index, row] of added.entries()) {
      const categoryId = categoryOf(row);
      inserts.push({
        id: newIds[index] as number,
        storeId,
        ...fieldsOf(row, categoryId),
        sort: await takeSort(categoryId),
        createdAt: now,
        updatedAt: now,
      });
    }
    await bulkRepository.insertWithIds(tx, menuItems, inserts);

    const idOf = (row: SheetRow, index: number) => row.id ?? (newIds[index] as number);
    const rowsWithIds = [...existing.map((row) => ({ row, id: row.id as number })), ...added.map((row, index) => ({ row, id: idOf(row, index) }))];
    const groupsById = new Map(rowsWithIds.map(({ row, id }) => [id, groupIdsOf.get(row) ?? []]));
    await itemOptionGroupLinks.replace(
      tx,
      storeId,
      rowsWithIds.map(({ id }) => id),
      (id) => groupsById.get(id) ?? [],
    );
    await stockRepository.save(
      tx,
      storeId,
      rowsWithIds.map(({ row, id }) => ({ itemId: id, availableQuantity: row.availableQuantity, availableForSale: row.availableForSale })),
      now,
    );
    return { created: added.length, updated: existing.length };
  }
}

function fieldsOf(row: SheetRow, categoryId: number) {
  return {
    categoryId,
    name: row.name,
    priceCents: row.priceCents,
    description: row.description,
    enabled: row.enabled,
    mobileEnabled: row.mobileEnabled,
  };
}
