import { addDays, businessDateOf } from '@diancan/core';
import type { Database, Executor } from '../platform/db/database.js';
import { DEMO_STORES } from './demo-data.js';
import {
  DEMO_AUTOMATIC_DISCOUNT,
  DEMO_BUSINESS_HOURS,
  DEMO_COUPON,
  DEMO_REMARKS,
  DEMO_RESTAURANT_MENU,
  DEMO_SET_MEAL,
  DEMO_TASTES,
  type DemoTaste,
} from './demo-restaurant-data.js';
import { seedRepository } from './seed.repository.js';

export const DEMO_RESTAURANT_SEED_NAME = 'demo-restaurant-v1';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo restaurant: ${what} is missing`);
  return value;
}

async function dressStore(tx: Executor, storeId: number, storeName: string, today: string): Promise<void> {
  const categories = await seedRepository.categoriesOf(tx, storeId);
  const areas = await seedRepository.kitchenAreasOf(tx, storeId);
  const existing = await seedRepository.itemsOf(tx, storeId);

  // Categories and items: existing categories grow after their last item, new categories follow them.
  let categorySort = categories.size;
  const newItems: { name: string; tastes: readonly DemoTaste[]; stock?: number }[] = [];
  for (const section of DEMO_RESTAURANT_MENU) {
    let categoryId = categories.get(section.category)?.id;
    if (categoryId === undefined) {
      categorySort += 1;
      categoryId = await seedRepository.insertCategory(tx, {
        storeId,
        name: section.category,
        sort: categorySort,
        kitchenAreaId: section.kitchenArea ? (areas.get(section.kitchenArea) ?? null) : null,
        printTag: section.printTag ?? false,
      });
    }
    const after = Math.max(0, ...[...existing.values()].filter((item) => item.categoryId === categoryId).map((item) => item.sort));
    await seedRepository.insertItems(
      tx,
      section.items.map((item, index) => ({
        storeId,
        categoryId,
        name: item.name,
        priceCents: item.priceCents,
        description: item.description ?? '',
        sort: after + index + 1,
      })),
    );
    for (const item of section.items) newItems.push({ name: item.name, tastes: item.tastes ?? [], stock: item.stock });
  }
  const items = await seedRepository.itemsOf(tx, storeId);
  const itemId = (name: string) => required(items.get(name), `item ${name}`).id;

  // Taste groups (甜度, 冰塊, 辣度, 加料) and the items offering them, in the order the item lists them.
  const groupIds = new Map<DemoTaste, number>();
  for (const [index, [key, group]] of Object.entries(DEMO_TASTES).entries()) {
    const { options, ...fields } = group;
    groupIds.set(
      key as DemoTaste,
      await seedRepository.insertOptionGroup(tx, { storeId, ...fields, sort: index + 1 }, options.map((option, sort) => ({ storeId, ...option, sort: sort + 1 }))),
    );
  }
  await seedRepository.linkItemOptionGroups(
    tx,
    newItems.flatMap((item) =>
      item.tastes.map((taste, sort) => ({ storeId, itemId: itemId(item.name), groupId: required(groupIds.get(taste), `taste ${taste}`), sort: sort + 1 })),
    ),
  );

  // The 套餐 upgrade on the 便當 that offer it.
  const setMealItems = DEMO_RESTAURANT_MENU.flatMap((section) => section.items.filter((item) => item.setMeal).map((item) => itemId(item.name)));
  await seedRepository.insertUpgrade(
    tx,
    { storeId, name: DEMO_SET_MEAL.name, comboPriceCents: DEMO_SET_MEAL.comboPriceCents, sort: 1 },
    DEMO_SET_MEAL.slots.map((slot) => ({
      name: slot.name,
      items: slot.items.map((item) => ({ itemId: itemId(item.name), comboItemPriceCents: item.extraCents })),
    })),
    setMealItems,
  );

  await seedRepository.insertRemarks(tx, DEMO_REMARKS.map((content, index) => ({ storeId, content, sort: index + 1 })));
  await seedRepository.insertStocks(
    tx,
    newItems.filter((item) => item.stock !== undefined).map((item) => ({ storeId, itemId: itemId(item.name), availableQuantity: item.stock ?? null })),
  );
  await seedRepository.insertAutomaticDiscount(tx, {
    storeId,
    name: DEMO_AUTOMATIC_DISCOUNT.name,
    minimumSpendingAmountCents: DEMO_AUTOMATIC_DISCOUNT.minimumSpendingAmountCents,
    discountType: 'AMOUNT',
    discountAmountCents: DEMO_AUTOMATIC_DISCOUNT.discountAmountCents,
    sort: 1,
  });
  const hours = DEMO_BUSINESS_HOURS[storeName];
  if (hours) await seedRepository.setBusinessHours(tx, storeId, hours);
  await seedRepository.insertCoupon(tx, {
    storeId,
    code: DEMO_COUPON.code,
    name: DEMO_COUPON.name,
    discountType: 'AMOUNT',
    discountAmountCents: DEMO_COUPON.discountAmountCents,
    minimumSpendCents: DEMO_COUPON.minimumSpendCents,
    startDate: today,
    endDate: addDays(today, DEMO_COUPON.days),
    quantity: DEMO_COUPON.quantity,
    perCustomerLimit: DEMO_COUPON.perCustomerLimit,
  });
}

/**
 * Dresses the demo stores as an eatery (demo-restaurant-data.ts), once per database, after `seedDemoData`. Kept
 * apart from it on purpose: the API tests run on the base demo (a small menu their fixtures name), while `npm start`,
 * the browser journeys and whoever tries the product get the whole restaurant. Returns whether it ran now.
 */
export async function seedDemoRestaurant(db: Database, now: Date = new Date()): Promise<boolean> {
  const today = businessDateOf(now);
  return db.transaction(async (tx) => {
    const storeIds = await seedRepository.storeIdsByName(tx, [...DEMO_STORES]);
    if (storeIds.size === 0 || !(await seedRepository.claim(tx, DEMO_RESTAURANT_SEED_NAME))) return false;
    for (const [name, storeId] of storeIds) await dressStore(tx, storeId, name, today);
    return true;
  });
}
