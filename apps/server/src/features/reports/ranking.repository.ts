import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { rankingStatements, type SalesRange, staffSalesStatement } from './report-statements.sql.js';

/**
 * Sales per item and per category from the order lines' snapshots (statements in report-statements.sql.ts).
 * Amounts are the lines' stored list amounts (options and combos included, before order discounts).
 */

export interface ItemSalesRow {
  itemId: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  totalCount: number;
  totalPrice: number;
}

export interface CategorySalesDbRow {
  categoryId: number | null;
  categoryName: string | null;
  itemCount: number;
  totalCount: number;
  totalPrice: number;
}

const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
/** Sums of numeric(12,2) counts come back as text; two decimals at most. */
const quantity = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

export interface StaffSalesDbRow {
  staffId: number | null;
  staffName: string | null;
  orderCount: number;
  gross: number;
  entertain: number;
  discounts: number;
  net: number;
  cancelledCount: number;
  cancelledAmount: number;
}

export const rankingRepository = {
  /**
   * Every item sold in the range (of one category when given). The name and category are those of the item's
   * latest sale: a renamed item is one row under its current name.
   */
  async itemSales(db: Executor, range: SalesRange, categoryId: number | null): Promise<ItemSalesRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, rankingStatements.itemSales(range, categoryId));
    return rows.map((row) => ({
      itemId: int(row.item_id),
      name: String(row.name),
      categoryId: row.category_id === null ? null : int(row.category_id),
      categoryName: (row.category_name as string | null) ?? null,
      totalCount: quantity(row.total_count),
      totalPrice: int(row.total_price),
    }));
  },

  /** Sales per category as the lines recorded it (a line without a category is its own group). */
  async categorySales(db: Executor, range: SalesRange): Promise<CategorySalesDbRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, rankingStatements.categorySales(range));
    return rows.map((row) => ({
      categoryId: row.category_id === null ? null : int(row.category_id),
      categoryName: (row.category_name as string | null) ?? null,
      itemCount: int(row.item_count),
      totalCount: quantity(row.total_count),
      totalPrice: int(row.total_price),
    }));
  },

  /** The revenue's figures per staff member who took the orders (null: nobody did). */
  async staffSales(db: Executor, range: SalesRange): Promise<StaffSalesDbRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, staffSalesStatement(range));
    return rows.map((row) => ({
      staffId: row.staff_id === null ? null : int(row.staff_id),
      staffName: (row.staff_name as string | null) ?? null,
      orderCount: int(row.order_count),
      gross: int(row.gross),
      entertain: int(row.entertain),
      discounts: int(row.discounts),
      net: int(row.net),
      cancelledCount: int(row.cancelled_count),
      cancelledAmount: int(row.cancelled_amount),
    }));
  },
};
