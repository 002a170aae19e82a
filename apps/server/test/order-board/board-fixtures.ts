import {
  type AddOrderResult,
  type OrderCard,
  type OrderDetail,
  type OrderLineInput,
  ORDER_BOARD_PATHS,
  ORDER_DETAIL_PATHS,
  type OrderStatus,
} from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import type { Item } from '@diancan/core/contracts/menu';
import type { Envelope, StartTestServerOptions, TestClient, TestResponse } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, type OrderOptions, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/**
 * The world of the order board tests: the checkout world (user `store` on two demo stores, `other` on a third, a
 * staff user) with a category of its own, and helpers that place orders through the real checkout and drive them
 * through the board's API.
 */
export interface BoardWorld extends CheckoutWorld {
  categoryId: number;
  item(name: string, price?: number, extra?: object): Promise<Item>;
  /** Limits an item's stock (availableQuantity). */
  limitStock(itemId: number, quantity: number): Promise<void>;
  stockOf(itemId: number): Promise<number | null>;
  /** Places a cash order (exact amount unless `paid`) through POST back/pos/addOrder. */
  place(lines: OrderLineInput[], options?: OrderOptions): Promise<AddOrderResult>;
  card(orderId: number, client?: TestClient): Promise<OrderCard>;
  detail(orderId: number, client?: TestClient): Promise<OrderDetail>;
  /** PUT updateOrderStatus; answers the raw response. */
  moveStatus(orderId: number, version: number, status: OrderStatus, extra?: object): Promise<TestResponse<Envelope<OrderCard>>>;
}

export async function startBoardWorld(options: StartTestServerOptions = {}): Promise<BoardWorld> {
  const world = await startCheckoutWorld(options);
  const { owner, storeId, cash } = world;
  const categoryId = (await addCategory(owner, storeId, '看板測試')).id;
  return {
    ...world,
    categoryId,
    item: (name, price = 5000, extra = {}) => addItem(owner, storeId, categoryId, name, price, extra),
    async limitStock(itemId, quantity) {
      dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId, availableQuantity: quantity, availableForSale: true }));
    },
    async stockOf(itemId) {
      const stock = dataOf(await owner.get<{ availableQuantity: number | null }>(withQuery(MENU_PATHS.pos.getItemStock.path, { storeId, itemId })));
      return stock.availableQuantity;
    },
    async place(lines, options = {}) {
      return dataOf(await sendOrder(owner, await orderBody(owner, storeId, lines, { payMethod: cash, ...options })));
    },
    async card(orderId, client = owner) {
      return dataOf(await client.get<OrderCard>(ORDER_BOARD_PATHS.getOrderCard.path, { storeId, orderId }));
    },
    async detail(orderId, client = owner) {
      return dataOf(await client.get<OrderDetail>(ORDER_DETAIL_PATHS.order.path, { storeId, orderId }));
    },
    moveStatus(orderId, version, status, extra = {}) {
      return owner.put<OrderCard>(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId, orderId, version, status, ...extra });
    },
  };
}
