import {
  AUTOMATIC_DISCOUNT_MSG,
  AUTOMATIC_DISCOUNTS_MAX,
  type AutomaticDiscount,
  type AutomaticDiscountAddRequest,
  type AutomaticDiscountCheckRequest,
  type AutomaticDiscountMealListRequest,
  type AutomaticDiscountMealListResult,
  type AutomaticDiscountSortRequest,
  type AutomaticDiscountStatusRequest,
  type AutomaticDiscountUpdateRequest,
  computeOrderTotals,
  type Envelope,
  toPricedLine,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { rejected } from '../../platform/errors/envelope.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { requireUnchanged } from '../../platform/records.js';
import { readCheckoutCatalogue, checkLines, idsOf } from '../orders/index.js';
import { automaticDiscountRepository as repository } from './automatic-discounts.repository.js';
import { discountValuesOf, presentAutomaticDiscount } from './automatic-discounts.presenter.js';

const NOT_FOUND = '自動折扣不存在';

/**
 * Automatic discount tiers. Changes commit in one transaction and then tell the store's devices (CONFIG_CHANGED,
 * setting AUTOMATIC_DISCOUNTS): the checkout prices with the active tiers, and an order priced with stale tiers
 * is refused by addOrder (its totals differ).
 */
export class AutomaticDiscountService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  async list(storeId: number): Promise<AutomaticDiscount[]> {
    return (await repository.list(this.db, storeId)).map(presentAutomaticDiscount);
  }

  async activeList(storeId: number): Promise<AutomaticDiscount[]> {
    return (await repository.listActive(this.db, storeId)).map(presentAutomaticDiscount);
  }

  /** checkItem: a minimum spending amount may be used when no other tier of the store has it. */
  async check(request: AutomaticDiscountCheckRequest): Promise<Envelope<null>> {
    const taken = await repository.minimumTaken(this.db, request.storeId, request.minimumSpendingAmount, request.id ?? null);
    return taken ? rejected(AUTOMATIC_DISCOUNT_MSG.SAME_MINIMUM) : { status: true, message: AUTOMATIC_DISCOUNT_MSG.MINIMUM_FREE, data: null };
  }

  add(request: AutomaticDiscountAddRequest): Promise<AutomaticDiscount> {
    return this.change(request.storeId, async (tx, now) => {
      if ((await repository.count(tx, request.storeId)) >= AUTOMATIC_DISCOUNTS_MAX) throw badRequest(AUTOMATIC_DISCOUNT_MSG.TOO_MANY);
      await requireFreeMinimum(tx, request.storeId, request.minimumSpendingAmount, null);
      const row = await repository.insert(tx, request.storeId, { ...discountValuesOf(request), enabled: request.enabled }, now);
      return presentAutomaticDiscount(row);
    });
  }

  update(request: AutomaticDiscountUpdateRequest): Promise<AutomaticDiscount> {
    return this.change(request.storeId, async (tx, now) => {
      const current = await repository.find(tx, request.storeId, request.id);
      if (!current) throw notFound(NOT_FOUND);
      requireUnchanged(current.updatedAt, request.lastUpdateTime);
      await requireFreeMinimum(tx, request.storeId, request.minimumSpendingAmount, request.id);
      const row = await repository.update(tx, request.storeId, request.id, discountValuesOf(request), now);
      if (!row) throw notFound(NOT_FOUND);
      return presentAutomaticDiscount(row);
    });
  }

  updateStatus(request: AutomaticDiscountStatusRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      const changed = await repository.setEnabled(tx, request.storeId, request.idList, request.enabled, now);
      if (changed !== request.idList.length) throw notFound(NOT_FOUND);
    });
  }

  updateSort(request: AutomaticDiscountSortRequest): Promise<void> {
    return this.change(request.storeId, async (tx, now) => {
      const existing = new Set((await repository.list(tx, request.storeId)).map((row) => row.id));
      const sorted = request.sortedIdList;
      if (sorted.length !== existing.size || !sorted.every((id) => existing.has(id))) {
        throw badRequest(AUTOMATIC_DISCOUNT_MSG.SORT_MISMATCH);
      }
      await repository.applySort(tx, request.storeId, sorted, now);
    });
  }

  delete(storeId: number, id: number): Promise<void> {
    return this.change(storeId, async (tx) => {
      if (!(await repository.remove(tx, storeId, id))) throw notFound(NOT_FOUND);
    });
  }

  /** mealList: the tier a cart reaches and the next one, priced from the catalogue as addOrder prices it. */
  async mealList(request: AutomaticDiscountMealListRequest): Promise<AutomaticDiscountMealListResult> {
    const catalogue = await readCheckoutCatalogue(this.db, { storeId: request.storeId, ...idsOf(request), payMethodId: null });
    checkLines(request.lines, catalogue);
    const totals = computeOrderTotals({ lines: request.lines.map(toPricedLine), automaticDiscounts: catalogue.automaticDiscounts });
    const active = await this.activeList(request.storeId);
    const byId = (id: number | undefined) => active.find((discount) => discount.id === id) ?? null;
    const next = totals.nextTier ? byId(totals.nextTier.tier.id) : null;
    return {
      amount: totals.subtotal - totals.entertainAmount,
      applied: byId(totals.automaticDiscountTier?.id),
      automaticDiscountPrice: totals.automaticDiscount,
      next: next && totals.nextTier ? { discount: next, shortfall: totals.nextTier.shortfall, text: totals.nextTier.text } : null,
    };
  }

  private async change<T>(storeId: number, work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const result = await work(tx, now);
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: 'AUTOMATIC_DISCOUNTS' });
        return result;
      }),
    );
  }
}

async function requireFreeMinimum(tx: Transaction, storeId: number, minimum: number, exceptId: number | null): Promise<void> {
  if (await repository.minimumTaken(tx, storeId, minimum, exceptId)) throw conflict(AUTOMATIC_DISCOUNT_MSG.SAME_MINIMUM);
}
