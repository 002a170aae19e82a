import { computeOrderTotals, paperMedia, readEscPos, renderEscPos, type OrderTotals } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-line';
import { offlineReceipt, type OfflineSale } from './offline-receipt';

const tea: CartLine = {
  key: 'a',
  itemId: 7,
  categoryId: 2,
  name: '紅茶',
  unitPrice: 3000,
  count: 2,
  options: [{ groupId: 1, optionId: 3, name: '去冰', price: 0, count: 1 }],
  combos: [],
  remark: '少糖',
  entertain: false,
};

function sale(totals: OrderTotals, change: Partial<OfflineSale> = {}): OfflineSale {
  return {
    seq: 7,
    lines: [tea],
    remark: '',
    isInside: true,
    tableNumber: '5',
    totals,
    payMethodName: '現金',
    isCash: true,
    takenAt: '2026-11-26T04:05:00.000Z',
    ...change,
  };
}

const cash = (paid: number) =>
  computeOrderTotals({ lines: [{ unitPrice: 3000, count: 2, options: [], combos: [] }], payment: { paid, isCash: true } });

describe('the receipt of an order taken offline', () => {
  it('prints the outbox number, the lines, the cash and the change, and opens the drawer', () => {
    const reading = readEscPos(renderEscPos(offlineReceipt(sale(cash(10_000)), '示範餐廳'), paperMedia(58)));
    const text = reading.lines.join('\n');
    expect(text).toContain('示範餐廳');
    expect(text).toMatch(/單號 離7 +內用 5/);
    expect(text).toContain('2026-11-26 12:05'); // taken at, in the store's time
    expect(text).toMatch(/紅茶 x2 +\$60/);
    expect(text).toContain('+ 去冰');
    expect(text).toContain('備註: 少糖');
    expect(text).toMatch(/現金 +\$60/);
    expect(text).toMatch(/實收 +\$100/);
    expect(text).toMatch(/找零 +\$40/);
    expect([reading.cuts, reading.drawerKicks]).toEqual([1, 1]);
  });

  it('takes out with no drawer kick for an offline pay method other than cash', () => {
    const totals = computeOrderTotals({ lines: [{ unitPrice: 3000, count: 2, options: [], combos: [] }], payment: { paid: 6000, isCash: false } });
    const reading = readEscPos(renderEscPos(offlineReceipt(sale(totals, { isInside: false, tableNumber: null, payMethodName: 'LINE Pay', isCash: false }), '示範餐廳'), paperMedia(58)));
    const text = reading.lines.join('\n');
    expect(text).toMatch(/單號 離7 +外帶/);
    expect(text).toMatch(/LINE Pay +\$60/);
    expect(text).not.toContain('實收');
    expect(reading.drawerKicks).toBe(0);
  });
});
