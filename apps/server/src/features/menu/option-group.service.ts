import type {
  OptionGroup,
  OptionGroupAddRequest,
  OptionGroupUpdateRequest,
  SortRequest,
} from '@diancan/core/contracts/menu';
import type { Executor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { itemOptionGroupLinks } from './links.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { groupBy, presentOptionGroup } from './menu.presenter.js';
import { optionGroupRepository, type OptionGroupRow } from './option-group.repository.js';
import { found, NOT_FOUND, requireAll, requireExactSet, requireUnchanged } from './rules.js';

/** Taste groups (口味): options with prices, least and most selectable. */
export class OptionGroupService {
  constructor(private readonly context: MenuContext) {}

  async list(storeId: number): Promise<OptionGroup[]> {
    return this.presentAll(this.context.db, storeId, await optionGroupRepository.list(this.context.db, storeId));
  }

  /** The groups of `ids`, in the order of `ids`. */
  async listByIds(storeId: number, ids: readonly number[]): Promise<OptionGroup[]> {
    const groups = await this.presentAll(this.context.db, storeId, await optionGroupRepository.list(this.context.db, storeId, ids));
    const byId = new Map(groups.map((group) => [group.id, group]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  get(storeId: number, id: number): Promise<OptionGroup> {
    return this.presentOne(this.context.db, storeId, id);
  }

  add(request: OptionGroupAddRequest): Promise<OptionGroup> {
    const { storeId } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      const row = await optionGroupRepository.insert(tx, storeId, fieldsOf(request), now);
      await optionGroupRepository.replaceOptions(tx, storeId, row.id, optionsOf(request));
      return this.presentOne(tx, storeId, row.id);
    });
  }

  /** Options listed with an id keep it (and are updated); new ones are added; the rest are dropped. */
  update(request: OptionGroupUpdateRequest): Promise<OptionGroup> {
    const { storeId, id } = request;
    return changeMenu(this.context, storeId, async (tx, now) => {
      const current = found(await optionGroupRepository.find(tx, storeId, id, { lock: true }), NOT_FOUND.optionGroup);
      requireUnchanged(current.updatedAt, request.lastUpdateTime);
      const kept = request.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
      requireAll(await optionGroupRepository.optionIdsOf(tx, storeId, id), kept, NOT_FOUND.option);
      await optionGroupRepository.update(tx, storeId, id, fieldsOf(request), now);
      await optionGroupRepository.replaceOptions(tx, storeId, id, optionsOf(request));
      return this.presentOne(tx, storeId, id);
    });
  }

  /** The group leaves every item that offered it. */
  remove(storeId: number, id: number): Promise<void> {
    return changeMenu(this.context, storeId, async (tx) => {
      if (!(await optionGroupRepository.remove(tx, storeId, id))) throw notFound(NOT_FOUND.optionGroup);
    });
  }

  sort(request: SortRequest): Promise<void> {
    return changeMenu(this.context, request.storeId, async (tx, now) => {
      requireExactSet(await optionGroupRepository.allIds(tx, request.storeId), request.sortedIdList);
      await optionGroupRepository.applySort(tx, request.storeId, request.sortedIdList, now);
    });
  }

  private async presentOne(db: Executor, storeId: number, id: number): Promise<OptionGroup> {
    const row = found(await optionGroupRepository.find(db, storeId, id), NOT_FOUND.optionGroup);
    const [group] = await this.presentAll(db, storeId, [row]);
    if (!group) throw new Error(`option group ${id} not presented`);
    return group;
  }

  private async presentAll(db: Executor, storeId: number, rows: readonly OptionGroupRow[]): Promise<OptionGroup[]> {
    const ids = rows.map((row) => row.id);
    const options = await optionGroupRepository.options(db, storeId, ids);
    const counts = await itemOptionGroupLinks.liveItemCounts(db, storeId);
    const optionsOfGroup = groupBy(options, (option) => option.groupId);
    return rows.map((row) => presentOptionGroup(row, optionsOfGroup.get(row.id) ?? [], counts.get(row.id) ?? 0));
  }
}

function fieldsOf(request: OptionGroupAddRequest) {
  return { name: request.name, leastSelectable: request.leastSelectable, mostSelectable: request.mostSelectable };
}

function optionsOf(request: OptionGroupAddRequest) {
  return request.options.map((option) => ({ id: option.id, name: option.name, priceCents: option.price }));
}
