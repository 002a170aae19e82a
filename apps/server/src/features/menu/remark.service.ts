import type { Remark, SortRequest } from '@diancan/core/contracts/menu';
import { notFound } from '../../platform/errors/app-error.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { presentRemark } from './menu.presenter.js';
import { remarkRepository } from './remark.repository.js';
import { found, requireExactSet } from './rules.js';

/** Remarks (備註): preset notes a cashier adds to a line or an order. */
export class RemarkService {
  constructor(private readonly context: MenuContext) {}

  async list(storeId: number): Promise<Remark[]> {
    return (await remarkRepository.list(this.context.db, storeId)).map(presentRemark);
  }

  add(storeId: number, content: string): Promise<Remark> {
    return changeMenu(this.context, storeId, async (tx, now) => presentRemark(await remarkRepository.insert(tx, storeId, content, now)));
  }

  update(storeId: number, id: number, content: string): Promise<Remark> {
    return changeMenu(this.context, storeId, async (tx, now) =>
      presentRemark(found(await remarkRepository.update(tx, storeId, id, content, now))),
    );
  }

  remove(storeId: number, id: number): Promise<void> {
    return changeMenu(this.context, storeId, async (tx) => {
      if (!(await remarkRepository.remove(tx, storeId, id))) throw notFound();
    });
  }

  sort(request: SortRequest): Promise<void> {
    return changeMenu(this.context, request.storeId, async (tx, now) => {
      const existing = await remarkRepository.list(tx, request.storeId);
      requireExactSet(
        existing.map((row) => row.id),
        request.sortedIdList,
      );
      await remarkRepository.applySort(tx, request.storeId, request.sortedIdList, now);
    });
  }
}
