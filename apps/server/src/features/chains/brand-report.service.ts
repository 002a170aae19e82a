import {
  BRAND_MSG,
  BRAND_REPORT_TITLE,
  type BrandExportRequest,
  type BrandRanking,
  type BrandRankingRequest,
  type BrandRankingRow,
  brandRankingSheet,
  type BrandTurnover,
  type BrandTurnoverRequest,
  type BrandTurnoverRow,
  brandTurnoverSheet,
  reportFileName,
  type RevenueTotals,
  type SalesRankingRow,
} from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { type ReportServices, writeReportWorkbook } from '../reports/index.js';
import { brandRepository as brands } from './chains.repository.js';

type Figures = Omit<BrandTurnoverRow, 'storeId' | 'storeName'>;

const ZERO: Figures = { orders: 0, gross: 0, discounts: 0, entertain: 0, payable: 0, cancelledCount: 0, unpaidAmount: 0 };

/** Stores read at a time: each store's figures are one indexed range scan, and the pool is shared with the counters. */
const STORES_AT_ONCE = 4;

/**
 * The turnover across a brand's stores: one row per store with exactly the figures that store's own turnover report
 * (營業額, its revenue totals) shows for the range (the same columns over the same orders, all stores in one
 * statement), and their total.
 */
export class BrandReportService {
  constructor(
    private readonly db: Database,
    private readonly turnover: ReportServices['turnover'],
    private readonly ranking: ReportServices['ranking'],
  ) {}

  async turnoverOf(request: BrandTurnoverRequest): Promise<BrandTurnover> {
    if (!(await brands.exists(this.db, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    const stores = await brands.storesOf(this.db, request.brandId);
    // Every store's own revenue figures, in one statement (bench:chain: one round trip per store was over the goal).
    const revenue = await this.turnover.revenueOfStores(
      stores.map((store) => store.id),
      request,
    );
    const rows = stores.map((store) => ({ storeId: store.id, storeName: store.name, ...figuresOf(revenue.get(store.id)) }));
    const total = { ...ZERO };
    for (const row of rows) for (const key of Object.keys(ZERO) as (keyof Figures)[]) total[key] += row[key];
    return { rows, total };
  }

  /**
   * Items ranked across the brand: each store's own sales ranking (the same query its 銷售排行 reads), its rows of
   * one item name added up (a brand item keeps its name in every store: stores may not rename it).
   */
  async rankingOf(request: BrandRankingRequest): Promise<BrandRanking> {
    const perStore = await this.eachStore(request.brandId, async (store) => ({
      storeId: store.id,
      list: (await this.ranking.ranking({ ...request, storeId: store.id, keyword: null, categoryId: null })).list,
    }));
    const byName = new Map<string, Omit<BrandRankingRow, 'rank' | 'price'>>();
    for (const { storeId, list } of perStore) {
      for (const row of list) addUp(byName, storeId, row);
    }
    const ranked = [...byName.values()].sort(compareBy(request.sortBy)).map((row, index) => ({
      ...row,
      rank: index + 1,
      totalCount: hundredths(row.totalCount),
      price: row.totalCount > 0 ? Math.round(row.totalPrice / row.totalCount) : 0,
    }));
    return {
      list: ranked,
      totalCount: hundredths(ranked.reduce((sum, row) => sum + row.totalCount, 0)),
      totalPrice: ranked.reduce((sum, row) => sum + row.totalPrice, 0),
    };
  }

  /** The cross-store report as an .xlsx: the turnover rows with their total, and the ranking. */
  async exportOf(request: BrandExportRequest): Promise<{ fileName: string; bytes: Buffer }> {
    const [turnover, ranking] = [await this.turnoverOf(request), await this.rankingOf(request)];
    const bytes = await writeReportWorkbook([brandTurnoverSheet(turnover), brandRankingSheet(ranking.list)]);
    return { fileName: reportFileName(BRAND_REPORT_TITLE, request.startDate, request.endDate), bytes };
  }

  /** Runs `read` for each store of the brand, a few at a time, answering in store id order. */
  private async eachStore<T>(brandId: number, read: (store: { id: number; name: string }) => Promise<T>): Promise<T[]> {
    if (!(await brands.exists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    const stores = await brands.storesOf(this.db, brandId);
    const rows: T[] = [];
    for (let start = 0; start < stores.length; start += STORES_AT_ONCE) {
      rows.push(...(await Promise.all(stores.slice(start, start + STORES_AT_ONCE).map(read))));
    }
    return rows;
  }


}

function figuresOf(revenue: RevenueTotals | undefined): Figures {
  if (!revenue) return { ...ZERO };
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

const hundredths = (count: number): number => Math.round(count * 100) / 100;

function addUp(byName: Map<string, Omit<BrandRankingRow, 'rank' | 'price'>>, storeId: number, row: SalesRankingRow): void {
  const item = byName.get(row.name) ?? { name: row.name, categoryName: row.categoryName, totalCount: 0, totalPrice: 0, stores: [] };
  item.totalCount = hundredths(item.totalCount + row.totalCount);
  item.totalPrice += row.totalPrice;
  item.categoryName ??= row.categoryName;
  const store = item.stores.find((entry) => entry.storeId === storeId);
  if (store) {
    store.totalCount = hundredths(store.totalCount + row.totalCount);
    store.totalPrice += row.totalPrice;
  } else item.stores.push({ storeId, totalCount: row.totalCount, totalPrice: row.totalPrice });
  byName.set(row.name, item);
}

/** Best first, as a store's own ranking orders: by quantity (then amount) or by amount (then quantity), then by name. */
function compareBy(sortBy: BrandRankingRequest['sortBy']) {
  return (a: Omit<BrandRankingRow, 'rank' | 'price'>, b: Omit<BrandRankingRow, 'rank' | 'price'>): number => {
    const [first, second] = sortBy === 'AMOUNT' ? (['totalPrice', 'totalCount'] as const) : (['totalCount', 'totalPrice'] as const);
    return b[first] - a[first] || b[second] - a[second] || a.name.localeCompare(b.name, 'zh-Hant');
  };
}
