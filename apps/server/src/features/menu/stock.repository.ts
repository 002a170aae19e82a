import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { menuItemStocks } from '../../platform/db/schema/index.js';
import { chunked } from '../../platform/db/sql.js';

export interface StockChange {
  itemId: number;
  availableQuantity: number | null;
  availableForSale: boolean;
}

const s = menuItemStocks;

export const stockRepository = {
  /** Writes the stock of each item (a row is created the first time an item's stock is set). */
  async save(db: Executor, storeId: number, changes: readonly StockChange[], now: Date): Promise<void> {
    for (const chunk of chunked(changes)) {
      await db
        .insert(s)
        .values(chunk.map((change) => ({ storeId, ...change, updatedAt: now })))
        .onConflictDoUpdate({
          target: [s.storeId, s.itemId],
          set: {
            availableQuantity: sql`excluded.available_quantity`,
            availableForSale: sql`excluded.available_for_sale`,
            updatedAt: now,
          },
        });
    }
  },
};
