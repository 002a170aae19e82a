import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_SOURCES,
  addDays,
  AUTOMATIC_DISCOUNT_PATHS,
  type AddOrderResult,
  type CategorySalesRow,
  type ManualDiscountInput,
  type Page,
  type PayMethod,
  type PayMethodTotal,
  REPORT_PATHS,
  type RevenueTotals,
  type SalesRanking,
  type TurnoverRow,
} from '@diancan/core';
import { dataOf } from '../harness.js';
import { finishOrder, placeOrder, removeOrders, type ReportWorld, startReportWorld } from './report-fixtures.js';

/**
 * The report totals against an independent computation. Random orders go through the real addOrder call (line
 * entertain, whole-order entertain, money and ratio discounts, an automatic discount tier, cash or LINE Pay); some
 * are then completed, cancelled, or removed from the reports. Each run is one business day of its own; the test
 * adds up what it sent and what the checkout answered, by its own rules, and every report must say the same.
 */

type Fate = 'open' | 'completed' | 'cancelled' | 'removedCompleted' | 'removedCancelled';

interface LineSpec {
  item: number;
  count: number;
  entertain: boolean;
}
interface OrderSpec {
  lines: LineSpec[];
  discount: ManualDiscountInput | null;
  entertain: boolean;
  payWith: 'cash' | 'linePay';
  fate: Fate;
}

/** Whole and decimal counts; prices are whole dollars, so count x price is an exact number of cents. */
const lineSpec = fc.record({
  item: fc.integer({ min: 0, max: 3 }),
  count: fc.constantFrom(1, 1, 2, 3, 0.5, 1.25, 2.5),
  entertain: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});
const orderSpec: fc.Arbitrary<OrderSpec> = fc.record({
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 3 }),
  discount: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1, max: 10 }).map((n): ManualDiscountInput => ({ type: 'MONEY', amount: n * 100 })),
    fc.constantFrom(0.95, 0.9, 0.8, 0.5).map((ratio): ManualDiscountInput => ({ type: 'RATIO', ratio })),
  ),
  entertain: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  payWith: fc.constantFrom('cash' as const, 'linePay' as const),
  fate: fc.constantFrom<Fate>('open', 'completed', 'cancelled', 'removedCompleted', 'removedCancelled'),
});

interface Placed {
  spec: OrderSpec;
  result: AddOrderResult;
  method: PayMethod | null;
}

interface Expected {
  revenue: RevenueTotals;
  payMethods: Map<number, { orderCount: number; amount: number }>;
  items: Map<number, { totalCount: number; totalPrice: number }>;
  listed: number;
  cancelledListed: number;
}

const isRemoved = (fate: Fate) => fate.startsWith('removed');
const isCancelled = (fate: Fate) => fate === 'cancelled' || fate === 'removedCancelled';

/** What the reports must show for these orders, added up here from the specs and the checkout's answers. */
function expectedOf(placed: readonly Placed[], itemIds: readonly number[], prices: readonly number[]): Expected {
  const revenue: RevenueTotals = {
    orderCount: 0,
    gross: 0,
    entertain: 0,
    automaticDiscount: 0,
    couponDiscount: 0,
    manualDiscount: 0,
    discounts: 0,
    net: 0,
    cancelledCount: 0,
    cancelledAmount: 0,
    unpaidCount: 0,
    unpaidAmount: 0,
    refundCount: 0,
    refundAmount: 0,
    bySource: ORDER_SOURCES.map((source) => ({ source, orderCount: 0, net: 0 })),
  };
  const counter = revenue.bySource.find((entry) => entry.source === 'POS')!;
  const payMethods = new Map<number, { orderCount: number; amount: number }>();
  const items = new Map<number, { totalCount: number; totalPrice: number }>();
  let listed = 0;
  let cancelledListed = 0;
  for (const { spec, result, method } of placed) {
    if (isRemoved(spec.fate)) continue;
    listed += 1;
    const totals = result.totals;
    if (isCancelled(spec.fate)) {
      cancelledListed += 1;
      revenue.cancelledCount += 1;
      revenue.cancelledAmount += totals.payable;
      continue;
    }
    revenue.orderCount += 1;
    revenue.gross += totals.subtotal;
    revenue.entertain += totals.entertainAmount;
    revenue.automaticDiscount += totals.automaticDiscount;
    revenue.manualDiscount += totals.manualDiscount;
    revenue.net += totals.payable;
    // Every order here is the counter's.
    counter.orderCount += 1;
    counter.net += totals.payable;
    if (method) {
      const sum = payMethods.get(method.id) ?? { orderCount: 0, amount: 0 };
      payMethods.set(method.id, { orderCount: sum.orderCount + 1, amount: sum.amount + totals.payable });
    }
    for (const line of spec.lines) {
      const itemId = itemIds[line.item]!;
      const sum = items.get(itemId) ?? { totalCount: 0, totalPrice: 0 };
      // Counts in hundredths, so 0.5 + 1.25 adds exactly.
      const countHundredths = Math.round(sum.totalCount * 100) + Math.round(line.count * 100);
      const charged = line.entertain || spec.entertain ? 0 : Math.round(line.count * prices[line.item]!);
      items.set(itemId, { totalCount: countHundredths / 100, totalPrice: sum.totalPrice + charged });
    }
  }
  revenue.discounts = revenue.automaticDiscount + revenue.manualDiscount;
  return { revenue, payMethods, items, listed, cancelledListed };
}

let world: ReportWorld;
const firstDay = '2026-01-05';
let runs = 0;
const everyOrder: Placed[] = [];

beforeAll(async () => {
  world = await startReportWorld(firstDay);
  // A tier most multi-line orders reach: NT$10 off from NT$200.
  dataOf(
    await world.owner.post(AUTOMATIC_DISCOUNT_PATHS.add.path, {
      storeId: world.storeId,
      name: '滿200折10',
      minimumSpendingAmount: 20_000,
      discountType: 'AMOUNT',
      discountAmount: 1_000,
    }),
  );
});
afterAll(async () => {
  await world?.close();
});

async function placeAll(specs: readonly OrderSpec[]): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (const spec of specs) {
    const lines = spec.lines.map((line) => ({
      itemId: world.items[line.item]!.id,
      count: line.count,
      unitPrice: world.items[line.item]!.price,
      entertain: line.entertain,
    }));
    // A money discount larger than what is left to pay is refused at the checkout; the cashier would not send it.
    const allFree = spec.lines.every((line) => line.entertain);
    const discount = spec.entertain || allFree ? null : spec.discount;
    const method = spec.entertain ? null : spec.payWith === 'cash' ? world.cash : world.linePay;
    const result = await placeOrder(world, lines, { payMethod: method ?? undefined, manualDiscount: discount, entertain: spec.entertain });
    placed.push({ spec: { ...spec, discount }, result, method });
  }
  for (const { spec, result } of placed) {
    if (spec.fate === 'completed' || spec.fate === 'removedCompleted') await finishOrder(world.db, result.orderId, 'COMPLETED');
    if (isCancelled(spec.fate)) await finishOrder(world.db, result.orderId, 'CANCELLED');
  }
  const removed = placed.filter(({ spec }) => isRemoved(spec.fate)).map(({ result }) => result.orderId);
  if (removed.length > 0) dataOf(await removeOrders(world.owner, world.storeId, removed, '隨機刪除'));
  return placed;
}

async function expectReports(startDate: string, endDate: string, expected: Expected): Promise<void> {
  const range = { storeId: world.storeId, startDate, endDate };
  const { owner } = world;
  expect(dataOf(await owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range))).toEqual(expected.revenue);

  const methods = dataOf(await owner.post<PayMethodTotal[]>(REPORT_PATHS.payMethods.path, range));
  expect(new Map(methods.map((method) => [method.payMethodId, { orderCount: method.orderCount, amount: method.amount }]))).toEqual(
    expected.payMethods,
  );

  const page = dataOf(await owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range, size: 50 }));
  expect(page.total).toBe(expected.listed);
  const cancelled = dataOf(await owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, { ...range, status: 'CANCELLED' }));
  expect(cancelled.total).toBe(expected.cancelledListed);

  const ranking = dataOf(await owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, range));
  expect(new Map(ranking.list.map((row) => [row.itemId, { totalCount: row.totalCount, totalPrice: row.totalPrice }]))).toEqual(
    expected.items,
  );
  expect(ranking.list.map((row) => row.rank)).toEqual(ranking.list.map((_, index) => index + 1));
  const counts = [...expected.items.values()];
  expect(ranking.totalPrice).toBe(counts.reduce((sum, item) => sum + item.totalPrice, 0));
  expect(Math.round(ranking.totalCount * 100)).toBe(counts.reduce((sum, item) => sum + Math.round(item.totalCount * 100), 0));

  const categories = dataOf(await owner.post<CategorySalesRow[]>(REPORT_PATHS.categorySalesDetail.path, range));
  expect(categories.reduce((sum, row) => sum + row.totalPrice, 0)).toBe(ranking.totalPrice);
}

describe('report totals (property)', () => {
  it('equal an independent computation over random orders, cancellations and removals', async () => {
    const itemIds = world.items.map((item) => item.id);
    const prices = world.items.map((item) => item.price);
    await fc.assert(
      fc.asyncProperty(fc.array(orderSpec, { minLength: 1, maxLength: 6 }), async (specs) => {
        // Each run (shrinking runs too) sells on a business day of its own.
        const day = addDays(firstDay, runs);
        runs += 1;
        world.setDay(day);
        const placed = await placeAll(specs);
        everyOrder.push(...placed);
        await expectReports(day, day, expectedOf(placed, itemIds, prices));
      }),
      { numRuns: 15 },
    );
    // And the whole period at once: day boundaries neither lose nor double an order.
    await expectReports(firstDay, addDays(firstDay, runs - 1), expectedOf(everyOrder, itemIds, prices));
  }, 240_000);
});
