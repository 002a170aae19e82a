import {
  MENU_MSG,
  type BatchUpdateItemStockRequest,
  type ItemStock,
  type UpdateItemStockRequest,
} from '@diancan/core/contracts/menu';
import { itemRepository } from './item.repository.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { presentStock } from './menu.presenter.js';
import { found, NOT_FOUND, requireAll } from './rules.js';
import { type StockChange, stockRepository } from './stock.repository.js';

/** Item stock: available quantity (null: unlimited) and 正常供應 / 售完. */
export class StockService {
  constructor(private readonly context: MenuContext) {}

  async get(storeId: number, itemId: number): Promise<ItemStock> {
    return presentStock(found(await itemRepository.view(this.context.db, storeId, itemId), NOT_FOUND.item));
  }

  async update(request: UpdateItemStockRequest): Promise<{ message: string; stock: ItemStock }> {
    const [stock] = await this.save(request.storeId, [request]);
    if (!stock) throw new Error(`stock of item ${request.itemId} not read back`);
    return { message: MENU_MSG.STOCK_SAVED, stock };
  }

  async batchUpdate(request: BatchUpdateItemStockRequest): Promise<{ message: string; stocks: ItemStock[] }> {
    return { message: MENU_MSG.STOCK_BATCH_SAVED, stocks: await this.save(request.storeId, request.list) };
  }

  private save(storeId: number, changes: readonly StockChange[]): Promise<ItemStock[]> {
    const ids = changes.map((change) => change.itemId);
    return changeMenu(this.context, storeId, async (tx, now) => {
      requireAll(await itemRepository.idsOf(tx, storeId, ids), ids, NOT_FOUND.item);
      await stockRepository.save(tx, storeId, changes, now);
      const views = await itemRepository.views(tx, storeId, { ids });
      return views.map(presentStock);
    });
  }
}
