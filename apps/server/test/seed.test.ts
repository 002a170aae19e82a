import { addDays, businessDateOf, isoWeekday, zonedDateTime } from '@diancan/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataSeeds,
  einvoiceInvoices,
  orders,
  shifts,
  menuCategories,
  menuItems,
  payMethods,
  storeConfigs,
  storeManagerCodes,
  stores,
  users,
} from '../src/platform/db/schema/index.js';
import { seedDemoData } from '../src/seed/demo-seed.js';
import { seedDemoRestaurant } from '../src/seed/demo-restaurant.js';
import { seedDemoHistory } from '../src/seed/demo-history.js';
import { signedIn, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

describe('demo data', () => {
  it('is loaded once: a second run changes nothing', async () => {
    expect((await server.client().login('store')).status).toBe(400);
    expect(await seedDemoData(server.db)).toBe(true);
    expect(await seedDemoData(server.db)).toBe(false);
    const counts = async () => ({
      users: (await server.db.select({ n: count() }).from(users))[0]?.n,
      stores: (await server.db.select({ n: count() }).from(stores))[0]?.n,
      configs: (await server.db.select({ n: count() }).from(storeConfigs))[0]?.n,
      payMethods: (await server.db.select({ n: count() }).from(payMethods))[0]?.n,
      codes: (await server.db.select({ n: count() }).from(storeManagerCodes))[0]?.n,
      categories: (await server.db.select({ n: count() }).from(menuCategories))[0]?.n,
      items: (await server.db.select({ n: count() }).from(menuItems))[0]?.n,
      markers: (await server.db.select({ n: count() }).from(dataSeeds))[0]?.n,
    });
    // The four demo accounts and the demo brand's HQ login (hq); the demo seed and the demo brand's (docs/chains.md).
    expect(await counts()).toEqual({
      users: 5,
      stores: 2,
      configs: 2,
      payMethods: 6,
      codes: 2,
      categories: 6,
      items: 20,
      markers: 2,
    });
  });

  it('signs in every demo account with Demo1234', async () => {
    for (const account of ['super', 'manager', 'sales', 'store']) {
      expect((await server.client().login(account, 'Demo1234')).status).toBe(200);
    }
  });

  it('prices the menu in integer cents', async () => {
    const items = await server.db.select({ price: menuItems.priceCents }).from(menuItems);
    expect(items.every((item) => Number.isInteger(item.price) && item.price >= 100)).toBe(true);
  });
});

describe('the demo restaurant (npm start dresses the demo stores as an eatery)', () => {
  interface Menu {
    categories: { name: string; items: { name: string; optionGroupIds: number[]; upgradeIds: number[]; availableQuantity: number | null }[] }[];
    optionGroups: { id: number; name: string }[];
    upgrades: { id: number; name: string }[];
  }

  it('gives each demo store 40+ items across an eatery’s categories, tastes, a set meal, remarks, stock, a tier and a coupon, once', async () => {
    expect(await seedDemoRestaurant(server.db)).toBe(true);
    expect(await seedDemoRestaurant(server.db)).toBe(false);
    const owner = await signedIn(server, 'store');
    for (const storeId of [1, 2]) {
      const menu = (await owner.get<Menu>('/api/back/pos/getMenu', { storeId })).body.data;
      const items = menu.categories.flatMap((category) => category.items);
      expect(items.length).toBeGreaterThanOrEqual(40);
      expect(menu.categories.map((category) => category.name)).toEqual(['主食', '小菜', '飲料', '麵食', '湯品', '炸物', '甜點']);
      // The base items the journeys name keep their place and stay without options.
      expect(menu.categories[0]?.items[0]).toMatchObject({ name: '滷肉飯', optionGroupIds: [] });
      const groupName = new Map(menu.optionGroups.map((group) => [group.id, group.name]));
      const tastesOf = (name: string) => items.find((item) => item.name === name)?.optionGroupIds.map((id) => groupName.get(id));
      expect(tastesOf('鮮奶茶')).toEqual(['甜度', '冰塊']);
      expect(tastesOf('麻醬麵')).toEqual(['辣度', '加料']);
      expect(menu.upgrades.map((upgrade) => upgrade.name)).toEqual(['套餐']);
      expect(items.find((item) => item.name === '排骨便當')?.upgradeIds).toHaveLength(1);
      expect(items.find((item) => item.name === '蚵仔煎')?.availableQuantity).toBe(8);

      const remarks = await owner.get<{ content: string }[]>('/api/back/remark/list', { storeId });
      expect(remarks.body.data.map((remark) => remark.content)).toEqual(['不要香菜', '不要蔥', '醬少', '飯少', '分開裝', '不用餐具']);
      const tiers = await owner.get<{ name: string }[]>('/api/back/automaticDiscount/getActiveList', { storeId });
      expect(tiers.body.data.map((tier) => tier.name)).toEqual(['滿千折百']);
      const coupon = await owner.get<{ code: string; discountAmount: number }>('/api/back/coupon/check', { storeId, code: 'WELCOME50' });
      expect(coupon.body.data).toMatchObject({ code: 'WELCOME50', discountAmount: 5000, minimumSpend: 30000 });
    }
  });
});

describe('the demo history (npm start sells a week of past orders so 報表 shows something)', () => {
  it('sells each open day’s lunch and dinner, paid with invoices, finished, one shift handed over per day, once', async () => {
    const now = new Date();
    const sold = await seedDemoHistory(server.db, now);
    expect(sold).toBeGreaterThan(50);
    expect(await seedDemoHistory(server.db, now)).toBe(0);
    const today = businessDateOf(now);
    const past = await server.db
      .select({ storeId: orders.storeId, status: orders.status, paid: orders.paymentStatus, shiftId: orders.shiftId, date: orders.businessDate, createdAt: orders.createdAt })
      .from(orders);
    expect(past).toHaveLength(sold);
    expect(past.every((order) => order.status === 'COMPLETED' && order.paid === 'PAID' && order.shiftId !== null && order.date < today)).toBe(true);
    // Within the hours: after 11:00 and before closing, never in the break.
    for (const order of past) {
      const { time } = zonedDateTime(order.createdAt, 'Asia/Taipei');
      expect(time >= '11:00' && time < '21:00' && !(time >= '14:30' && time < '16:30')).toBe(true);
    }
    // 大安店 rests on Mondays.
    expect(past.some((order) => order.storeId === 2 && isoWeekday(order.date) === 1)).toBe(false);
    const issued = await server.db.select({ n: count() }).from(einvoiceInvoices);
    expect(issued[0]?.n).toBe(sold);
    const finished = await server.db.select({ storeId: shifts.storeId, status: shifts.status, difference: shifts.differenceCents }).from(shifts);
    const days = new Set(past.map((order) => `${order.storeId} ${order.date}`)).size;
    expect(finished.filter((shift) => shift.status === 'FINISHED')).toHaveLength(days);
    expect(finished.filter((shift) => shift.status === 'FINISHED').every((shift) => shift.difference === 0)).toBe(true);
    expect(finished.filter((shift) => shift.status === 'OPEN')).toHaveLength(2);

    // The reports read it: the week's turnover and 牛肉麵 at the top of the ranking.
    const owner = await signedIn(server, 'store', { storeId: 1 });
    const range = { storeId: 1, startDate: addDays(today, -7), endDate: addDays(today, -1) };
    const revenue = await owner.post<{ orderCount: number; net: number }>('/api/back/store/report/order/revenue', range);
    expect(revenue.body.data.orderCount).toBe(past.filter((order) => order.storeId === 1).length);
    expect(revenue.body.data.net).toBeGreaterThan(0);
    const ranking = await owner.post<{ list: { name: string }[] }>('/api/back/report/getSalesRanking', { ...range, page: 1, size: 10 });
    expect(ranking.body.data.list.slice(0, 3).map((row) => row.name)).toContain('牛肉麵');
  });
});
