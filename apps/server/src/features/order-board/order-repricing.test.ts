import { describe, expect, it } from 'vitest';
import { CHECKOUT_ISSUE_MESSAGE } from '@diancan/core';
import type { OrderRow, PaymentRow } from './order-board.repository.js';
import { repriceOrder, type StoredLine } from './order-repricing.js';
import { addLineUnits, type StockDelta } from './order-stock.js';

const order = (change: Partial<OrderRow> = {}) =>
  ({ entertain: false, manualDiscountType: null, manualDiscountRatio: null, manualDiscountCents: 0, ...change }) as OrderRow;
const line = (count: number, unitPriceCents: number, change: Partial<StoredLine> = {}): StoredLine => ({
  count,
  unitPriceCents,
  entertain: false,
  options: [],
  combos: [],
  ...change,
});
const payment = (statisticKey: string, tenderedCents: number) => ({ id: 9, statisticKey, tenderedCents }) as PaymentRow;

describe('repriceOrder', () => {
  it('prices options and combos from the stored snapshots', () => {
    const withChoices = line(2, 5000, {
      options: [{ optionId: 1, groupId: 1, groupName: '加料', name: '加蛋', count: 1, price: 1000 }],
      combos: [{ upgradeId: 1, name: '套餐', comboPrice: 3000, items: [{ groupId: 2, groupName: '飲料', itemId: 3, name: '紅茶', comboItemPrice: 500, options: [] }] }],
    });
    const { amounts } = repriceOrder(order(), [withChoices], [], undefined);
    expect(amounts).toMatchObject({ subtotalCents: 19000, payableCents: 19000, paidCents: 0, changeCents: 0 });
  });

  it('applies the tier reached now and keeps a ratio a ratio', () => {
    const tier = { id: 4, name: '滿500折50', minimumSpendingAmount: 50000, discountType: 'AMOUNT' as const, discountAmount: 5000, discountPercentage: null };
    const { amounts } = repriceOrder(order({ manualDiscountType: 'RATIO', manualDiscountRatio: 90 }), [line(6, 10000)], [tier], undefined);
    expect(amounts).toMatchObject({
      subtotalCents: 60000,
      automaticDiscountCents: 5000,
      automaticDiscountId: 4,
      automaticDiscountName: '滿500折50',
      totalCents: 55000,
      manualDiscountCents: 5500,
      payableCents: 49500,
    });
  });

  it('refuses a money discount the smaller order no longer covers', () => {
    expect(() => repriceOrder(order({ manualDiscountType: 'MONEY', manualDiscountCents: 8000 }), [line(1, 5000)], [], undefined)).toThrow(
      CHECKOUT_ISSUE_MESSAGE.DISCOUNT_EXCEEDS_TOTAL,
    );
  });

  it('settles cash against what was tendered and other methods at the payable', () => {
    const cheaper = repriceOrder(order(), [line(1, 5000)], [], payment('CASH', 10000));
    expect(cheaper.payment).toEqual({ paymentId: 9, amountCents: 5000, tenderedCents: 10000, changeCents: 5000 });
    const dearer = repriceOrder(order(), [line(3, 5000)], [], payment('CASH', 10000));
    expect(dearer.payment).toEqual({ paymentId: 9, amountCents: 15000, tenderedCents: 15000, changeCents: 0 });
    const linePay = repriceOrder(order(), [line(1, 5000)], [], payment('LINE_PAY_OFFLINE', 10000));
    expect(linePay.payment).toEqual({ paymentId: 9, amountCents: 5000, tenderedCents: 5000, changeCents: 0 });
  });

  it('charges nothing under whole-order entertain', () => {
    const { amounts } = repriceOrder(order({ entertain: true, manualDiscountType: 'MONEY', manualDiscountCents: 100 }), [line(2, 5000)], [], undefined);
    expect(amounts).toMatchObject({ subtotalCents: 10000, entertainCents: 10000, payableCents: 0 });
  });
});

describe('stock units of a line', () => {
  it('counts whole units of the item and of every combo item, both ways', () => {
    const stored = {
      itemId: 1,
      itemName: '便當',
      count: 1.25,
      combos: [{ upgradeId: 1, name: '套餐', comboPrice: 0, items: [{ groupId: 2, groupName: '飲料', itemId: 3, name: '紅茶', comboItemPrice: 0, options: [] }] }],
    };
    const delta: StockDelta = new Map();
    addLineUnits(delta, stored, 1, 3);
    addLineUnits(delta, stored, -1);
    expect([...delta]).toEqual([
      [1, { name: '便當', units: 1 }],
      [3, { name: '紅茶', units: 1 }],
    ]);
  });
});
