import {
  type AddOrderResult,
  KDS_PATHS,
  type KdsTicket,
  type KitchenArea,
  type OrderLineInput,
  type RealtimeMessage,
} from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { waitFor } from '../../src/platform/realtime/testing/clients.js';
import { dataOf, subscribeStoreRefresh, type TestClient } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type BoardWorld, startBoardWorld } from '../order-board/board-fixtures.js';

/**
 * The KDS tests' world: the order board's world with two kitchen areas (stations 熱食 and 飲料), a category and an
 * item in each, an item of no area (station 0), and a STOMP client on the store's topic (what a station screen hears).
 */
export interface KdsWorld extends BoardWorld {
  hot: { station: number; item: Item; categoryId: number };
  drink: { station: number; item: Item; categoryId: number };
  plain: Item;
  heard: Awaited<ReturnType<typeof subscribeStoreRefresh>>;
  line(item: Item, count?: number, remark?: string): OrderLineInput;
  order(lines: OrderLineInput[]): Promise<AddOrderResult>;
  tickets(station: number, client?: TestClient): Promise<KdsTicket[]>;
  /** The tickets of one order at a station, once its first KDS_TICKET_CREATED has arrived. */
  ticketsOf(orderId: number, station: number): Promise<KdsTicket[]>;
  /** Waits for a KDS event of the order (`type`, at least `count` of them). */
  heardKds(type: 'KDS_TICKET_CREATED' | 'KDS_TICKET_UPDATED', orderId: number, count?: number): Promise<RealtimeMessage[]>;
}

export async function startKdsWorld(): Promise<KdsWorld> {
  const world = await startBoardWorld();
  const { owner, storeId } = world;
  const area = async (name: string) => dataOf(await owner.post<KitchenArea>('/api/back/kitchenArea/add', { storeId, name }));
  const hotArea = await area('KDS熱食');
  const drinkArea = await area('KDS飲料');
  const rice = await addCategory(owner, storeId, 'KDS飯類', { kitchenAreaId: hotArea.id });
  const tea = await addCategory(owner, storeId, 'KDS茶飲', { kitchenAreaId: drinkArea.id });
  const hotItem = await addItem(owner, storeId, rice.id, 'KDS滷肉飯', 4500);
  const drinkItem = await addItem(owner, storeId, tea.id, 'KDS紅茶', 3000);
  const plain = await world.item('KDS小菜', 2000);
  const heard = await subscribeStoreRefresh(world.server, owner, storeId);
  const kdsMessages = (type: string, orderId: number) =>
    heard.stomp.received.filter((entry) => entry.message.type === type && (entry.message.data as { orderId: number }).orderId === orderId).map((entry) => entry.message);
  const tickets = async (station: number, client: TestClient = owner) =>
    dataOf(await client.get<KdsTicket[]>(KDS_PATHS.tickets.path, { storeId, stationId: station }));
  return {
    ...world,
    hot: { station: hotArea.id, item: hotItem, categoryId: rice.id },
    drink: { station: drinkArea.id, item: drinkItem, categoryId: tea.id },
    plain,
    heard,
    line: (item, count = 1, remark = '') => ({ itemId: item.id, count, unitPrice: item.price, options: [], remark }) as OrderLineInput,
    order: (lines) => world.place(lines),
    tickets,
    async ticketsOf(orderId, station) {
      // The tickets are made after the order's commit (its event): wait for them, as a screen does.
      await waitFor(() => kdsMessages('KDS_TICKET_CREATED', orderId).length > 0, 5000, `tickets of order ${orderId}`);
      return (await tickets(station)).filter((ticket) => ticket.orderId === orderId);
    },
    async heardKds(type, orderId, count = 1) {
      await waitFor(() => kdsMessages(type, orderId).length >= count, 5000, `${count} ${type} of order ${orderId}`);
      return kdsMessages(type, orderId);
    },
    async close() {
      await heard.stomp.close();
      await world.close();
    },
  };
}
