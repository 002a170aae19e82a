import type { AddOrderResult, Item, PayMethod, Shift, ShiftFinishResult } from '@diancan/core';
import { SHIFT_PATHS } from '@diancan/core';
import type { TestClient } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** The checkout world plus a priced item per store to sell, and helpers for shifts. */
export interface ShiftWorld extends CheckoutWorld {
  /** An item of the owner's first store at NT$100 (10,000 cents). */
  item: Item;
}

export async function startShiftWorld(): Promise<ShiftWorld> {
  const world = await startCheckoutWorld();
  const category = await addCategory(world.owner, world.storeId, '交班測試');
  const item = await addItem(world.owner, world.storeId, category.id, '交班便當', 10_000);
  return { ...world, item };
}

/** The addOrder body of `count` units of the world's item, paid with `payMethod` (exactly the payable). */
export function orderOf(world: ShiftWorld, count: number, payMethod: PayMethod) {
  return orderBody(world.owner, world.storeId, [{ itemId: world.item.id, count, unitPrice: world.item.price }], { payMethod });
}

/** A real POS order, through addOrder. */
export async function sell(world: ShiftWorld, count: number, payMethod: PayMethod): Promise<AddOrderResult> {
  return dataOf(await sendOrder(world.owner, await orderOf(world, count, payMethod)));
}

export function openShift(client: TestClient, storeId: number): Promise<Shift> {
  return client.post<Shift>(SHIFT_PATHS.detail.path, { storeId }).then(dataOf);
}

export async function finishShift(
  client: TestClient,
  storeId: number,
  values: { countedCash: number; nextOpeningFloat: number; shiftId?: number; remark?: string },
): Promise<ShiftFinishResult> {
  return dataOf(await client.post<ShiftFinishResult>(SHIFT_PATHS.finish.path, { storeId, ...values }));
}
