import type { KitchenArea, SortRequest } from '@diancan/core/contracts/menu';
import { notFound } from '../../platform/errors/app-error.js';
import { kitchenAreaRepository, printAreaRepository } from './area.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { presentArea } from './menu.presenter.js';
import { found, requireExactSet } from './rules.js';

type AreaRepository = typeof printAreaRepository;

/** Kitchen areas (廚房區域) and print areas (出單區域): named, ordered lists of a store. */
export class AreaService {
  constructor(
    private readonly context: MenuContext,
    private readonly repository: AreaRepository,
    /** Clears what points at an area before it goes. */
    private readonly beforeRemove: (tx: Parameters<AreaRepository['remove']>[0], storeId: number, id: number) => Promise<void>,
  ) {}

  list(storeId: number): Promise<KitchenArea[]> {
    return this.repository.list(this.context.db, storeId).then((rows) => rows.map(presentArea));
  }

  add(storeId: number, name: string): Promise<KitchenArea> {
    return changeMenu(this.context, storeId, async (tx, now) => presentArea(await this.repository.insert(tx, storeId, name, now)));
  }

  update(storeId: number, id: number, name: string): Promise<KitchenArea> {
    return changeMenu(this.context, storeId, async (tx, now) =>
      presentArea(found(await this.repository.rename(tx, storeId, id, name, now))),
    );
  }

  remove(storeId: number, id: number): Promise<void> {
    return changeMenu(this.context, storeId, async (tx) => {
      found(await this.repository.find(tx, storeId, id));
      await this.beforeRemove(tx, storeId, id);
      if (!(await this.repository.remove(tx, storeId, id))) throw notFound();
    });
  }

  sort(request: SortRequest): Promise<void> {
    return changeMenu(this.context, request.storeId, async (tx, now) => {
      const existing = await this.repository.list(tx, request.storeId);
      requireExactSet(
        existing.map((row) => row.id),
        request.sortedIdList,
      );
      await this.repository.applySort(tx, request.storeId, request.sortedIdList, now);
    });
  }
}

export function kitchenAreaService(context: MenuContext): AreaService {
  return new AreaService(context, kitchenAreaRepository, (tx, storeId, id) =>
    kitchenAreaRepository.detachCategories(tx, storeId, id),
  );
}

/** A print area's links to categories and items go with it (cascade). */
export function printAreaService(context: MenuContext): AreaService {
  return new AreaService(context, printAreaRepository, async () => {});
}
