import type {
  Category,
  CategoryAddRequest,
  CategoryKitchenAreaRequest,
  CategoryPrintTagRequest,
  CategorySimple,
  CategoryStatusRequest,
  CategoryUpdateRequest,
  PrintAreaAssignRequest,
  SortRequest,
} from '@diancan/core/contracts/menu';
import { MENU_MSG } from '@diancan/core/contracts/menu';
import type { Executor, Transaction } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors/app-error.js';
import { kitchenAreaRepository, printAreaRepository } from './area.repository.js';
import { categoryRepository, type CategoryRow } from './category.repository.js';
import { categoryPrintAreaLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { presentCategory } from './menu.presenter.js';
import { found, isUniqueViolation, NOT_FOUND, requireAll, requireExactSet, requireUnchanged } from './rules.js';

/** Menu categories (分類). */
export class CategoryService {
  constructor(private readonly context: MenuContext) {}

  async list(storeId: number): Promise<Category[]> {
    const db = this.context.db;
    const [rows, counts, printAreas] = await Promise.all([
      categoryRepository.list(db, storeId),
      categoryRepository.liveItemCounts(db, storeId),
      categoryPrintAreaLinks.of(db, storeId, null),
    ]);
    return rows.map((row) => presentCategory(row, counts.get(row.id) ?? 0, printAreas.get(row.id) ?? []));
  }

  async simpleList(storeId: number): Promise<CategorySimple[]> {
    const rows = await categoryRepository.list(this.context.db, storeId);
    return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled }));
  }

  async get(storeId: number, id: number): Promise<Category> {
    const row = found(await categoryRepository.find(this.context.db, storeId, id), NOT_FOUND.category);
    return this.present(this.context.db, row);
  }

  add(request: CategoryAddRequest): Promise<Category> {
    const { storeId } = request;
    return this.write(storeId, async (tx, now) => {
      await this.checkReferences(tx, storeId, request.kitchenAreaId, request.printAreaIds);
      if (await categoryRepository.nameTaken(tx, storeId, request.name)) throw conflict(MENU_MSG.CATEGORY_NAME_TAKEN);
      const row = await categoryRepository.insert(tx, storeId, fieldsOf(request), now);
      await categoryPrintAreaLinks.replace(tx, storeId, [row.id], request.printAreaIds);
      return this.present(tx, row);
    });
  }

  update(request: CategoryUpdateRequest): Promise<Category> {
    const { storeId, id } = request;
    return this.write(storeId, async (tx, now) => {
      const current = found(await categoryRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.category);
      requireUnchanged(current.updatedAt, request.lastUpdateTime);
      await this.checkReferences(tx, storeId, request.kitchenAreaId, request.printAreaIds);
      if (await categoryRepository.nameTaken(tx, storeId, request.name, id)) throw conflict(MENU_MSG.CATEGORY_NAME_TAKEN);
      const row = await categoryRepository.update(tx, storeId, id, fieldsOf(request), now);
      await categoryPrintAreaLinks.replace(tx, storeId, [id], request.printAreaIds);
      return this.present(tx, row);
    });
  }

  /** Refused (409) while the category holds items: they would have nowhere to be. */
  remove(storeId: number, id: number): Promise<void> {
    return this.write(storeId, async (tx, now) => {
      found(await categoryRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.category);
      const counts = await categoryRepository.liveItemCounts(tx, storeId, [id]);
      if ((counts.get(id) ?? 0) > 0) throw conflict(MENU_MSG.CATEGORY_HAS_ITEMS);
      await categoryRepository.markRemoved(tx, storeId, id, now);
    });
  }

  sort(request: SortRequest): Promise<void> {
    return this.write(request.storeId, async (tx, now) => {
      const existing = await categoryRepository.list(tx, request.storeId);
      requireExactSet(
        existing.map((row) => row.id),
        request.sortedIdList,
      );
      await categoryRepository.applySort(tx, request.storeId, request.sortedIdList, now);
    });
  }

  setStatus(request: CategoryStatusRequest): Promise<void> {
    return this.updateMany(request.storeId, request.idList, { enabled: request.enabled });
  }

  setPrintTag(request: CategoryPrintTagRequest): Promise<void> {
    return this.updateMany(request.storeId, request.idList, { printTag: request.printTag });
  }

  async setKitchenArea(request: CategoryKitchenAreaRequest): Promise<void> {
    return this.updateMany(request.storeId, request.idList, { kitchenAreaId: request.kitchenAreaId }, (tx) =>
      this.checkReferences(tx, request.storeId, request.kitchenAreaId, []),
    );
  }

  setPrintAreas(request: PrintAreaAssignRequest): Promise<void> {
    const { storeId, idList, printAreaIds } = request;
    return this.updateMany(storeId, idList, {}, async (tx) => {
      await this.checkReferences(tx, storeId, null, printAreaIds);
      await categoryPrintAreaLinks.replace(tx, storeId, idList, printAreaIds);
    });
  }

  // ---- helpers ----

  /** A write that maps a concurrent duplicate name (unique index) to the same 409 as the check before it. */
  private async write<T>(storeId: number, work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    try {
      return await changeMenu(this.context, storeId, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MENU_MSG.CATEGORY_NAME_TAKEN);
      throw error;
    }
  }

  private updateMany(
    storeId: number,
    ids: readonly number[],
    fields: Partial<Pick<CategoryRow, 'enabled' | 'printTag' | 'kitchenAreaId'>>,
    alsoDo?: (tx: Transaction) => Promise<void>,
  ): Promise<void> {
    return this.write(storeId, async (tx, now) => {
      requireAll(await categoryRepository.idsOf(tx, storeId, ids), ids, NOT_FOUND.category);
      await alsoDo?.(tx);
      await categoryRepository.updateMany(tx, storeId, ids, fields, now);
    });
  }

  private async checkReferences(
    tx: Executor,
    storeId: number,
    kitchenAreaId: number | null,
    printAreaIds: readonly number[],
  ): Promise<void> {
    if (kitchenAreaId !== null) found(await kitchenAreaRepository.find(tx, storeId, kitchenAreaId), NOT_FOUND.kitchenArea);
    requireAll(await printAreaRepository.idsOf(tx, storeId, printAreaIds), printAreaIds, NOT_FOUND.printArea);
  }

  private async present(db: Executor, row: CategoryRow): Promise<Category> {
    const counts = await categoryRepository.liveItemCounts(db, row.storeId, [row.id]);
    const printAreas = await categoryPrintAreaLinks.of(db, row.storeId, [row.id]);
    return presentCategory(row, counts.get(row.id) ?? 0, printAreas.get(row.id) ?? []);
  }
}

function fieldsOf(request: CategoryAddRequest) {
  const { name, enabled, printTag, kitchenAreaId } = request;
  return { name, enabled, printTag, kitchenAreaId };
}
