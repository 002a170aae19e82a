import {
  PAY_METHOD_MSG,
  PAY_METHODS_MAX,
  type PayMethod,
  type PayMethodAddRequest,
  type PayMethodSortRequest,
  type PayMethodStatusRequest,
  type PayMethodUpdateRequest,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { isUniqueViolation } from '../../platform/records.js';
import { payMethodRepository, type PayMethodRow } from './pay-methods.repository.js';

const NOT_FOUND = '付款方式不存在';

export function presentPayMethod(row: PayMethodRow): PayMethod {
  return { id: row.id, name: row.name, statisticKey: row.statisticKey, enabled: row.enabled, sort: row.sort };
}

/**
 * Pay methods settings. Each change commits in one transaction and then tells the store's devices
 * (CONFIG_CHANGED, setting PAY_METHODS): the checkout lists pay methods from the store config.
 */
export class PayMethodService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async list(storeId: number): Promise<PayMethod[]> {
    return (await payMethodRepository.list(this.db, storeId)).map(presentPayMethod);
  }

  add(request: PayMethodAddRequest): Promise<PayMethod> {
    return this.change(request.storeId, async (tx, now) => {
      if ((await payMethodRepository.list(tx, request.storeId)).length >= PAY_METHODS_MAX) throw badRequest(PAY_METHOD_MSG.TOO_MANY);
      const { name, statisticKey, enabled } = request;
      return presentPayMethod(await payMethodRepository.insert(tx, request.storeId, { name, statisticKey, enabled }, now));
    });
  }

  update(request: PayMethodUpdateRequest): Promise<PayMethod> {
    return this.change(request.storeId, async (tx, now) => {
      const { name, statisticKey } = request;
      const row = await payMethodRepository.update(tx, request.storeId, request.id, { name, statisticKey }, now);
      if (!row) throw notFound(NOT_FOUND);
      return presentPayMethod(row);
    });
  }

  updateStatus(request: PayMethodStatusRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      const changed = await payMethodRepository.setEnabled(tx, request.storeId, request.idList, request.enabled, now);
      if (changed !== request.idList.length) throw notFound(NOT_FOUND); // rolls back the ones that were found
    });
  }

  updateSort(request: PayMethodSortRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      const existing = new Set((await payMethodRepository.list(tx, request.storeId)).map((row) => row.id));
      const sorted = request.sortedIdList;
      if (sorted.length !== existing.size || !sorted.every((id) => existing.has(id))) throw badRequest(PAY_METHOD_MSG.SORT_MISMATCH);
      await payMethodRepository.applySort(tx, request.storeId, sorted, now);
    });
  }

  remove(storeId: number, id: number): Promise<void> {
    return this.change(storeId, async (tx) => {
      if (!(await payMethodRepository.remove(tx, storeId, id))) throw notFound(NOT_FOUND);
    });
  }

  private async change<T>(storeId: number, work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock();
    try {
      return await publishAfterCommit(this.realtime, (outbox) =>
        this.db.transaction(async (tx) => {
          const result = await work(tx, now);
          outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: 'PAY_METHODS' });
          return result;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(PAY_METHOD_MSG.KEY_TAKEN);
      throw error;
    }
  }
}
