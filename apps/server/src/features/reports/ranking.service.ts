import {
  type CategorySalesRequest,
  type CategorySalesRow,
  type SalesRanking,
  type SalesRankingRequest,
  type SalesRankingRow,
  STAFF_SALES_NOBODY,
  type StaffSalesRequest,
  type StaffSalesRow,
} from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { rankingRepository, type ItemSalesRow } from './ranking.repository.js';

const UNCATEGORIZED = '未分類';

/** Orders items best first: by quantity (then amount) or by amount (then quantity); ties by name, then id. */
function compareBy(sortBy: SalesRankingRequest['sortBy']) {
  return (a: ItemSalesRow, b: ItemSalesRow): number => {
    const [first, second] = sortBy === 'AMOUNT' ? (['totalPrice', 'totalCount'] as const) : (['totalCount', 'totalPrice'] as const);
    return b[first] - a[first] || b[second] - a[second] || a.name.localeCompare(b.name, 'zh-Hant') || a.itemId - b.itemId;
  };
}

/** The average price of one unit, to the cent (0 when nothing was charged). */
function averagePrice(row: ItemSalesRow): number {
  return row.totalCount > 0 ? Math.round(row.totalPrice / row.totalCount) : 0;
}

/** Adds counts with at most 2 decimals without float drift. */
function sumCounts(counts: readonly number[]): number {
  return counts.reduce((sum, count) => sum + Math.round(count * 100), 0) / 100;
}

/** Sales ranking (銷售排行), sales per category (分類銷售明細) and per staff member (員工銷售). */
export class RankingService {
  constructor(private readonly db: Database) {}

  /**
   * Every item sold in the range, ranked (within the category when one is asked). The keyword then keeps the rows
   * whose name contains it, each with its rank in the whole ranking; the totals are those of the whole ranking,
   * so a row's share of them stays true while searching.
   */
  async ranking(request: SalesRankingRequest): Promise<SalesRanking> {
    const rows = await rankingRepository.itemSales(this.db, request, request.categoryId);
    const ranked: SalesRankingRow[] = [...rows].sort(compareBy(request.sortBy)).map((row, index) => ({
      rank: index + 1,
      itemId: row.itemId,
      name: row.name,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      totalCount: row.totalCount,
      price: averagePrice(row),
      totalPrice: row.totalPrice,
    }));
    const keyword = request.keyword?.toLowerCase() ?? null;
    return {
      list: keyword === null ? ranked : ranked.filter((row) => row.name.toLowerCase().includes(keyword)),
      totalCount: sumCounts(rows.map((row) => row.totalCount)),
      totalPrice: rows.reduce((sum, row) => sum + row.totalPrice, 0),
    };
  }

  async categorySales(request: CategorySalesRequest): Promise<CategorySalesRow[]> {
    const rows = await rankingRepository.categorySales(this.db, request);
    return rows.map((row) => ({ ...row, categoryName: row.categoryName ?? UNCATEGORIZED }));
  }

  /** Best seller first (net, then orders); the orders nobody took last. */
  async staffSales(request: StaffSalesRequest): Promise<StaffSalesRow[]> {
    const rows = await rankingRepository.staffSales(this.db, request);
    return rows
      .map((row) => ({
        ...row,
        staffName: row.staffId === null ? STAFF_SALES_NOBODY : (row.staffName ?? ''),
        average: row.orderCount > 0 ? Math.round(row.net / row.orderCount) : 0,
      }))
      .sort((a, b) => Number(a.staffId === null) - Number(b.staffId === null) || b.net - a.net || b.orderCount - a.orderCount || (a.staffId ?? 0) - (b.staffId ?? 0));
  }
}
