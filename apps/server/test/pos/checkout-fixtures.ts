import { randomUUID } from 'node:crypto';
import {
  type AddOrderInput,
  type AddOrderResult,
  addOrderRequestSchema,
  type AutomaticDiscount,
  AUTOMATIC_DISCOUNT_PATHS,
  checkoutInputOf,
  type CouponTerms,
  computeOrderTotals,
  expectedTotalsOf,
  type OrderLineInput,
  ORDER_PATHS,
  type PayMethod,
  PAY_METHOD_PATHS,
} from '@diancan/core';
import type { StartTestServerOptions, TestClient } from '../harness.js';
import { type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';

/**
 * The world of the checkout tests: the menu world (user `store` owning two demo stores, another store owned by
 * `other`, a staff user) and helpers that build an addOrder body the way the POS does: priced with core, with the
 * store's active automatic discounts, and the totals sent as expectedTotals.
 */
export interface CheckoutWorld extends MenuWorld {
  payMethods(storeId?: number): Promise<PayMethod[]>;
  cash: PayMethod;
  linePay: PayMethod;
}

export async function startCheckoutWorld(options: StartTestServerOptions = {}): Promise<CheckoutWorld> {
  const world = await startMenuWorld(options);
  const payMethods = async (storeId = world.storeId) =>
    dataOf(await world.owner.get<PayMethod[]>(withQuery(PAY_METHOD_PATHS.getList.path, { storeId })));
  const methods = await payMethods();
  const cash = methods.find((method) => method.statisticKey === 'CASH');
  const linePay = methods.find((method) => method.statisticKey === 'LINE_PAY_OFFLINE');
  if (!cash || !linePay) throw new Error('the demo store has no cash or LINE Pay method');
  return { ...world, payMethods, cash, linePay };
}

export interface OrderOptions extends Partial<Omit<AddOrderInput, 'lines' | 'storeId'>> {
  /** The pay method and amount (default: cash, exactly the payable). */
  payMethod?: PayMethod;
  paid?: number;
  /** Tiers to price with (default: the store's active list, read through the API). */
  discounts?: AutomaticDiscount[];
  /** A coupon's terms to price with (send its code as `couponCode`). */
  coupon?: CouponTerms | null;
  /** Cents member points take off (send `memberId` and `redeemPoints`). */
  pointsDiscount?: number;
}

/** An addOrder body priced like the checkout prices it. */
export async function orderBody(
  client: TestClient,
  storeId: number,
  lines: OrderLineInput[],
  options: OrderOptions = {},
): Promise<AddOrderInput> {
  const { payMethod, paid, discounts, coupon = null, pointsDiscount = 0, ...rest } = options;
  const tiers =
    discounts ?? dataOf(await client.get<AutomaticDiscount[]>(withQuery(AUTOMATIC_DISCOUNT_PATHS.getActiveList.path, { storeId })));
  const draft: AddOrderInput = {
    storeId,
    lines,
    payment: payMethod ? { payMethodId: payMethod.id, paid: paid ?? 0 } : null,
    expectedTotals: { subtotal: 0, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 0, change: 0 },
    ...rest,
  };
  const parsed = addOrderRequestSchema.parse(draft);
  const totals = computeOrderTotals(checkoutInputOf(parsed, tiers, payMethod ?? null, coupon, 0, pointsDiscount));
  if (payMethod && paid === undefined && draft.payment) draft.payment = { payMethodId: payMethod.id, paid: totals.payable };
  const final = computeOrderTotals(checkoutInputOf(addOrderRequestSchema.parse(draft), tiers, payMethod ?? null, coupon, 0, pointsDiscount));
  return { ...draft, expectedTotals: expectedTotalsOf(final) };
}

/** POST addOrder with an Idempotency-Key (a new one unless given). */
export function sendOrder(client: TestClient, body: unknown, key: string | null = randomUUID()) {
  return client.post<AddOrderResult>(ORDER_PATHS.pos.addOrder.path, body, key === null ? {} : { 'idempotency-key': key });
}
