import { randomUUID } from 'node:crypto';
import {
  addDays,
  addOrderRequestSchema,
  type AddOrderInput,
  type AddOrderRequest,
  businessDateOf,
  checkoutInputOf,
  computeOrderTotals,
  expectedTotalsOf,
  isoWeekday,
  minutesOf,
  periodKey,
  periodOfDate,
  zonedInstant,
  type BusinessHours,
} from '@diancan/core';
import type { Database } from '../platform/db/database.js';
import type { SessionPrincipal } from '../platform/auth/principal.js';
import { createInProcessBus } from '../platform/realtime/index.js';
import { createEinvoiceServices } from '../features/einvoice/index.js';
import { createOrderBoardServices } from '../features/order-board/index.js';
import { idsOf, OrderCreationService, priceOrder, requestHash } from '../features/orders/index.js';
import { ShiftService } from '../features/shifts/index.js';
import { DEMO_PAY_METHODS, DEMO_STORES } from './demo-data.js';
import { seedDemoInvoiceTracksFor } from './demo-seed.js';
import { DEMO_BUSINESS_HOURS, DEMO_REMARKS, DEMO_TASTES } from './demo-restaurant-data.js';
import { seedRepository } from './seed.repository.js';

export const DEMO_HISTORY_SEED_NAME = 'demo-history-v1';
/** Past business days sold on (yesterday back), so 報表 and 銷售排行 have something on the first start. */
export const DEMO_HISTORY_DAYS = 7;

/**
 * What sells, with a weight each: the bowls and rice a lunch crowd orders, a side or a drink with them. Only items
 * without stock (the seed's stock stays as the menu shows it) and without the 套餐 upgrade.
 */
const MAINS: readonly [string, number][] = [
  ['牛肉麵', 9],
  ['滷肉飯', 8],
  ['雞腿便當', 6],
  ['排骨便當', 5],
  ['雞肉飯', 4],
  ['餛飩麵', 4],
  ['炒飯', 3],
  ['麻醬麵', 3],
  ['鍋燒意麵', 3],
  ['控肉飯', 2],
  ['擔仔麵', 2],
  ['鯖魚便當', 2],
  ['炸醬麵', 2],
  ['酸辣湯餃', 1],
];
const SIDES: readonly [string, number][] = [
  ['燙青菜', 6],
  ['滷蛋', 6],
  ['貢丸湯', 4],
  ['豆干', 3],
  ['皮蛋豆腐', 2],
  ['味噌湯', 3],
  ['蛤蜊湯', 2],
  ['四神湯', 2],
  ['涼拌小黃瓜', 2],
  ['海帶絲', 2],
  ['鹽酥雞', 2],
  ['臭豆腐', 1],
  ['甜不辣', 1],
  ['豆花', 1],
];
const DRINKS: readonly [string, number][] = [
  ['紅茶', 5],
  ['珍珠奶茶', 4],
  ['冬瓜檸檬', 2],
  ['綠茶', 3],
  ['鮮奶茶', 3],
  ['古早味豆漿', 2],
  ['檸檬愛玉', 1],
];
/** Share of the payments: cash, LINE Pay, card (DEMO_PAY_METHODS order). */
const PAY_WEIGHTS = [6, 3, 1] as const;

/** A small deterministic generator (mulberry32): the same demo every start, no Math.random. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

interface StoreMenu {
  items: Map<string, { id: number; priceCents: number }>;
  /** Option ids by taste group name, then option name. */
  options: Map<string, Map<string, number>>;
  /** Taste groups each item offers, in order. */
  tastes: Map<string, readonly (keyof typeof DEMO_TASTES)[]>;
}

/** The sales windows of a day's hours: from opening to the break, from the break's end to closing (minutes). */
function salesWindows(hours: BusinessHours, date: string): [number, number][] {
  const day = hours.weekly.find((weekday) => weekday.weekday === isoWeekday(date));
  if (!day?.open || hours.closedDays.includes(date)) return [];
  const windows: [number, number][] = [];
  let from = minutesOf(day.start);
  for (const rest of day.rests) {
    windows.push([from, minutesOf(rest.start)]);
    from = minutesOf(rest.end);
  }
  windows.push([from, minutesOf(day.end)]);
  return windows.filter(([start, end]) => end - start >= 30);
}

function orderLines(random: () => number, menu: StoreMenu): AddOrderInput['lines'] {
  const names = [pick(random, MAINS)];
  if (random() < 0.55) names.push(pick(random, SIDES));
  if (random() < 0.45) names.push(pick(random, DRINKS));
  if (random() < 0.25) names.push(pick(random, MAINS));
  const lines = new Map<string, { count: number }>();
  for (const name of names) lines.set(name, { count: (lines.get(name)?.count ?? 0) + 1 });
  return [...lines].map(([name, { count }]) => {
    const item = menu.items.get(name);
    if (!item) throw new Error(`demo history: item ${name} is not on the menu`);
    const options = (menu.tastes.get(name) ?? [])
      .filter((taste) => DEMO_TASTES[taste].leastSelectable > 0)
      .map((taste) => {
        const choices = DEMO_TASTES[taste].options;
        const choice = choices[Math.floor(random() * Math.min(3, choices.length))]!;
        const optionId = menu.options.get(DEMO_TASTES[taste].name)?.get(choice.name);
        if (optionId === undefined) throw new Error(`demo history: option ${choice.name} is missing`);
        return { optionId, count: 1, price: choice.priceCents };
      });
    const remark = random() < 0.08 ? DEMO_REMARKS[Math.floor(random() * DEMO_REMARKS.length)]! : '';
    return { itemId: item.id, count, unitPrice: item.priceCents, options, remark };
  });
}

/**
 * A few days of a demo store's past trade, sold through the same services the counter uses, dated by their clock:
 * each day's orders between opening and closing, paid (cash, LINE Pay or card) with their e-invoice, finished on the
 * board after each sitting, and the day's shift handed over at closing with the drawer counted right (the next
 * shift, still open today, starts with NT$2,000 in the drawer).
 */
async function sellPastDays(db: Database, now: Date, storeId: number, storeName: string, ownerId: number): Promise<number> {
  let at = now;
  const clock = () => at;
  const realtime = createInProcessBus();
  const orders = new OrderCreationService(db, clock, realtime, { assertOrdersAllowed: async () => undefined });
  const board = createOrderBoardServices({ db, clock, realtime, invoices: createEinvoiceServices({ db, clock, realtime, turnkeyDir: null }).orderInvoices }).board;
  const shifts = new ShiftService(db, clock, realtime);
  const principal = ownerPrincipal(ownerId, storeId, now);
  const menu = await db.transaction((tx) => storeMenu(tx, storeId));
  const payMethodIds = await seedRepository.payMethodIdsOf(db, storeId, DEMO_PAY_METHODS.map((method) => method.name));
  const hours = DEMO_BUSINESS_HOURS[storeName];
  if (!hours) return 0;
  const random = generator(storeId * 7919);
  const today = businessDateOf(now);
  let sold = 0;
  for (let back = DEMO_HISTORY_DAYS; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const windows = salesWindows(hours, date);
    if (windows.length === 0) continue;
    const weekend = isoWeekday(date) >= 6;
    if (sold === 0) {
      // The first shift opens before the first day's doors.
      at = zonedInstant(date, windows[0]![0] - 30);
      await shifts.detail({ storeId, id: null }, principal);
    }
    for (const [start, end] of windows) {
      const count = 3 + Math.floor(random() * 4) + (weekend ? 2 : 0);
      const minutes = Array.from({ length: count }, () => start + Math.floor(random() * (end - start - 10))).sort((a, b) => a - b);
      const placed: { orderId: number; version: number }[] = [];
      for (const minute of minutes) {
        at = new Date(zonedInstant(date, minute).getTime() + Math.floor(random() * 60_000));
        const payIndex = DEMO_PAY_METHODS.indexOf(pick(random, DEMO_PAY_METHODS.map((method, index) => [method, PAY_WEIGHTS[index]!] as const)));
        const isInside = random() < 0.6;
        const draft: AddOrderInput = {
          storeId,
          lines: orderLines(random, menu),
          isInside,
          tableNumber: isInside ? String(1 + Math.floor(random() * 12)) : null,
          payment: { payMethodId: payMethodIds[payIndex]!, paid: 0 },
          invoice: random() < 0.2 ? { type: 'phoneCarrier', number: `/DEMO${String(Math.floor(random() * 900) + 100)}` } : null,
          expectedTotals: { subtotal: 0, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 0, change: 0 },
        };
        const key = randomUUID();
        const { result } = await orders.create({
          storeId,
          key,
          requestHash: requestHash(draft),
          origin: { source: 'POS', paymentStatus: 'PAID', userId: ownerId },
          ids: { ...idsOf(addOrderRequestSchema.parse(draft)), payMethodId: payMethodIds[payIndex]! },
          price: (catalogue, when) => {
            const request = settled(addOrderRequestSchema.parse(draft), catalogue, payIndex === 0);
            return { request, priced: priceOrder(request, catalogue, when) };
          },
        });
        placed.push({ orderId: result.orderId, version: 1 });
        sold += 1;
      }
      // The sitting's orders are finished on the board once it ends.
      at = zonedInstant(date, end);
      await board.batchFinish(ownerId, { storeId, orders: placed });
    }
    // Closing: the drawer counted right, NT$2,000 left for the next shift.
    at = zonedInstant(date, windows[windows.length - 1]![1] + 20);
    const open = await shifts.detail({ storeId, id: null }, principal);
    await shifts.finish({ storeId, shiftId: open.id, countedCash: open.expectedCash, nextOpeningFloat: 200_000, remark: '' }, principal);
  }
  return sold;
}

/** The request as the counter sends it: the totals core computes, cash rounded up to the next NT$100 bill. */
function settled(request: AddOrderRequest, catalogue: Parameters<typeof priceOrder>[1], cash: boolean): AddOrderRequest {
  const due = computeOrderTotals(checkoutInputOf(request, catalogue.automaticDiscounts, catalogue.payMethod));
  const paid = cash ? Math.ceil(due.payable / 10_000) * 10_000 : due.payable;
  const withPayment = { ...request, payment: request.payment && { ...request.payment, paid } };
  const totals = computeOrderTotals(checkoutInputOf(withPayment, catalogue.automaticDiscounts, catalogue.payMethod));
  return { ...withPayment, expectedTotals: expectedTotalsOf(totals) };
}

async function storeMenu(tx: Parameters<typeof seedRepository.itemsOf>[0], storeId: number): Promise<StoreMenu> {
  const items = await seedRepository.itemPricesOf(tx, storeId);
  const options = await seedRepository.optionsOf(tx, storeId);
  const tastes = await seedRepository.itemTasteGroupsOf(tx, storeId);
  const byGroupName = new Map<string, keyof typeof DEMO_TASTES>(Object.entries(DEMO_TASTES).map(([key, group]) => [group.name, key as keyof typeof DEMO_TASTES]));
  return {
    items,
    options,
    tastes: new Map([...tastes].map(([name, groups]) => [name, groups.flatMap((group) => byGroupName.get(group) ?? [])])),
  };
}

/** The store owner as the seed acts for them (the shift's opener and finisher, the orders' cashier). */
function ownerPrincipal(userId: number, storeId: number, now: Date): SessionPrincipal {
  return {
    sessionId: 'demo-history',
    userId,
    account: 'store',
    loginRole: 'USER_STORE',
    superManager: false,
    staff: false,
    allStores: false,
    storeIds: [storeId],
    brandId: null,
    permissions: ['USER_STORE'],
    signedInAt: now,
    xsrfToken: '',
    managerCodePass: null,
  };
}

/**
 * Sells a week of the demo stores' past trade (sellPastDays), once per database, after the restaurant menu is on.
 * Claimed first in its own statement: a second instance starting at the same time skips it. Returns the orders sold.
 */
export async function seedDemoHistory(db: Database, now: Date = new Date()): Promise<number> {
  const storeIds = await seedRepository.storeIdsByName(db, [...DEMO_STORES]);
  const ownerId = await seedRepository.userIdOf(db, 'store');
  if (storeIds.size === 0 || ownerId === null) return 0;
  if (!(await db.transaction((tx) => seedRepository.claim(tx, DEMO_HISTORY_SEED_NAME)))) return 0;
  const today = businessDateOf(now);
  const periods = [...new Map([addDays(today, -DEMO_HISTORY_DAYS), today].map((date) => [periodKey(periodOfDate(date)), periodOfDate(date)])).values()];
  await db.transaction((tx) => seedDemoInvoiceTracksFor(tx, periods));
  let sold = 0;
  for (const [name, storeId] of [...storeIds].sort((a, b) => a[1] - b[1])) sold += await sellPastDays(db, now, storeId, name, ownerId);
  return sold;
}
