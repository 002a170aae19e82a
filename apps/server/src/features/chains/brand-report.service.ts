import { BRAND_MSG, type BrandTurnover, type BrandTurnoverRequest, type BrandTurnoverRow } from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ReportServices } from '../reports/index.js';
import { brandRepository as brands } from './chains.repository.js';

type Figures = Omit<BrandTurnoverRow, 'storeId' | 'storeName'>;

const ZERO: Figures = { orders: 0, gross: 0, discounts: 0, entertain: 0, payable: 0, cancelledCount: 0, unpaidAmount: 0 };

/** Stores read at a time: each store's figures are one indexed range scan, and the pool is shared with the counters. */
const STORES_AT_ONCE = 4;

/**
 * The turnover across a brand's stores: one row per store with exactly the figures that store's own turnover report
 * (營業額, its revenue totals) shows for the range, read by the same query, and their total.
 */
export class BrandReportService {
  constructor(
    private readonly db: Database,
    private readonly turnover: ReportServices['turnover'],
  ) {}

  async turnoverOf(request: BrandTurnoverRequest): Promise<BrandTurnover> {
    if (!(await brands.exists(this.db, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    const stores = await brands.storesOf(this.db, request.brandId);
    const rows: BrandTurnoverRow[] = [];
    for (let start = 0; start < stores.length; start += STORES_AT_ONCE) {
      const batch = stores.slice(start, start + STORES_AT_ONCE);
      rows.push(...(await Promise.all(batch.map(async (store) => ({ storeId: store.id, storeName: store.name, ...(await this.figuresOf(store.id, request)) })))));
    }
    const total = { ...ZERO };
    for (const row of rows) for (const key of Object.keys(ZERO) as (keyof Figures)[]) total[key] += row[key];
    return { rows, total };
  }

  private async figuresOf(storeId: number, range: BrandTurnoverRequest): Promise<Figures> {
    const revenue = await this.turnover.revenue({
      storeId,
      startDate: range.startDate,
      endDate: range.endDate,
      payMethodId: null,
      status: null,
      type: null,
    });
    return {
      orders: revenue.orderCount,
      gross: revenue.gross,
      discounts: revenue.discounts,
      entertain: revenue.entertain,
      payable: revenue.net,
      cancelledCount: revenue.cancelledCount,
      unpaidAmount: revenue.unpaidAmount,
    };
  }
}
