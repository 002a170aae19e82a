import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';

/**
 * Sales per item and per category from the order lines' snapshots, over the orders that count: not cancelled, not
 * removed. A line sold under entertain (the line's or the whole order's) counts in the quantity and not in the
 * amount. Amounts are the lines' stored list amounts (options and combos included, before order discounts).
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

export interface SalesRange {
  storeId: number;
  startDate: string;
  endDate: string;
}

const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
/** Sums of numeric(12,2) counts come back as text; two decimals at most. */
const quantity = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

function countedLines(range: SalesRange) {
  return sql`
    from order_lines l
    join orders o on o.id = l.order_id and o.store_id = l.store_id
    where l.store_id = ${range.storeId}::int
      and l.business_date between ${range.startDate}::date and ${range.endDate}::date
      and o.removed_at is null and o.status <> 'CANCELLED'`;
}

const soldAmount = sql`sum(l.amount_cents) filter (where not l.entertain and not o.entertain)`;

export const rankingRepository = {
  /**
   * Every item sold in the range (of one category when given). The name and category are those of the item's
   * latest sale: a renamed item is one row under its current name.
   */
  async itemSales(db: Executor, range: SalesRange, categoryId: number | null): Promise<ItemSalesRow[]> {
    const category = categoryId === null ? sql`` : sql`and l.category_id = ${categoryId}::int`;
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select l.item_id,
             (array_agg(l.item_name order by l.order_id desc))[1] as name,
             (array_agg(l.category_id order by l.order_id desc))[1] as category_id,
             (array_agg(l.category_name order by l.order_id desc))[1] as category_name,
             sum(l.count) as total_count,
             coalesce(${soldAmount}, 0) as total_price
      ${countedLines(range)} ${category}
      group by l.item_id`);
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
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      select l.category_id,
             (array_agg(l.category_name order by l.order_id desc))[1] as category_name,
             count(distinct l.item_id) as item_count,
             sum(l.count) as total_count,
             coalesce(${soldAmount}, 0) as total_price
      ${countedLines(range)}
      group by l.category_id
      order by total_price desc, l.category_id`);
    return rows.map((row) => ({
      categoryId: row.category_id === null ? null : int(row.category_id),
      categoryName: (row.category_name as string | null) ?? null,
      itemCount: int(row.item_count),
      totalCount: quantity(row.total_count),
      totalPrice: int(row.total_price),
    }));
  },
};
