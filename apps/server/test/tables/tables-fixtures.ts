import {
  type AddOrderInput,
  type AddOrderResult,
  addOrderRequestSchema,
  type AutomaticDiscount,
  AUTOMATIC_DISCOUNT_PATHS,
  checkoutInputOf,
  computeOrderTotals,
  type DiningArea,
  type DiningTable,
  expectedTotalsOf,
  type FloorArea,
  type FloorTable,
  FRONT_PATHS,
  type OrderDetail,
  type OrderLineInput,
  ORDER_BOARD_PATHS,
  ORDER_DETAIL_PATHS,
  type PayMethod,
  TABLE_PATHS,
  type TableSettings,
} from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { dataOf, type Envelope, type TestClient, type TestResponse, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/**
 * The world of the table-service tests (docs/tables.md): the checkout world with a category of its own and helpers
 * that open checks on tables, add rounds and read the floor, all through the real API.
 */
export interface TablesWorld extends CheckoutWorld {
  categoryId: number;
  item(name: string, price?: number): Promise<Item>;
  area(name: string, storeId?: number, client?: TestClient): Promise<DiningArea>;
  table(name: string, extra?: object, storeId?: number, client?: TestClient): Promise<DiningTable>;
  settings(): Promise<TableSettings>;
  /** An addOrder body for an open tab (payLater) on a table, priced like the POS (the store's service charge). */
  tabBody(tableId: number, guests: number, lines: OrderLineInput[], extra?: Partial<AddOrderInput>): Promise<AddOrderInput>;
  openTab(tableId: number, guests: number, lines: OrderLineInput[], extra?: Partial<AddOrderInput>): Promise<AddOrderResult>;
  addRound(orderId: number, version: number, lines: OrderLineInput[]): Promise<TestResponse<Envelope<OrderDetail>>>;
  pay(orderId: number, version: number, method: PayMethod, paid: number, extra?: object): Promise<TestResponse<Envelope<OrderDetail>>>;
  detail(orderId: number): Promise<OrderDetail>;
  floor(client?: TestClient, storeId?: number): Promise<FloorArea[]>;
  floorTable(tableId: number): Promise<FloorTable>;
}

export async function startTablesWorld(options: Parameters<typeof startCheckoutWorld>[0] = {}): Promise<TablesWorld> {
  const world = await startCheckoutWorld(options);
  const { owner, storeId } = world;
  const categoryId = (await addCategory(owner, storeId, '桌邊服務')).id;
  const tiers = async () => dataOf(await owner.get<AutomaticDiscount[]>(withQuery(AUTOMATIC_DISCOUNT_PATHS.getActiveList.path, { storeId })));
  const settings = async () => dataOf(await owner.get<TableSettings>(TABLE_PATHS.settings.path, { storeId }));
  const self: TablesWorld = {
    ...world,
    categoryId,
    item: (name, price = 10_000) => addItem(owner, storeId, categoryId, name, price),
    async area(name, store = storeId, client = owner) {
      return dataOf(await client.post<DiningArea>(TABLE_PATHS.area.add.path, { storeId: store, name }));
    },
    async table(name, extra = {}, store = storeId, client = owner) {
      return dataOf(await client.post<DiningTable>(FRONT_PATHS.diningTable.add.path, { storeId: store, name, ...extra }));
    },
    settings,
    async tabBody(tableId, guests, lines, extra = {}) {
      const draft: AddOrderInput = {
        storeId,
        lines,
        tableId,
        guests,
        payLater: true,
        isInside: true,
        expectedTotals: { subtotal: 0, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 0, change: 0 },
        ...extra,
      };
      const percent = (await settings()).serviceChargePercent;
      const totals = computeOrderTotals(checkoutInputOf(addOrderRequestSchema.parse(draft), await tiers(), null, null, percent));
      return { ...draft, expectedTotals: expectedTotalsOf(totals) };
    },
    async openTab(tableId, guests, lines, extra = {}) {
      return dataOf(await sendOrder(owner, await self.tabBody(tableId, guests, lines, extra)));
    },
    addRound(orderId, version, lines) {
      return owner.post<OrderDetail>(ORDER_BOARD_PATHS.addOrderDetail.path, { storeId, orderId, version, lines });
    },
    pay(orderId, version, method, paid, extra = {}) {
      return owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderPaid.path, { storeId, orderId, version, payMethodId: method.id, paid, ...extra });
    },
    async detail(orderId) {
      return dataOf(await owner.get<OrderDetail>(ORDER_DETAIL_PATHS.order.path, { storeId, orderId }));
    },
    async floor(client = owner, store = storeId) {
      return dataOf(await client.get<FloorArea[]>(TABLE_PATHS.floor.path, { storeId: store }));
    },
    async floorTable(tableId) {
      const table = (await self.floor()).flatMap((area) => area.tables).find((candidate) => candidate.id === tableId);
      if (!table) throw new Error(`table ${tableId} not on the floor`);
      return table;
    },
  };
  return self;
}
