import { computeOrderTotals, LABEL_MEDIA, paperMedia, readEscPos, renderEscPos, type OrderTotals } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-line';
import { offlineKitchenTickets, offlineLabels } from './offline-kitchen';
import { offlineProof } from './offline-proof';
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

describe('the proof of an invoice issued offline', () => {
  // What the block gave for the number: the server's random code and check code, the seller.
  const issue = { invoiceNumber: 'XF00001234', randomCode: '9876', checkCode: 'CamotDNRUN8bVyY5S1BhFQ==', sellerTaxId: '24536806', sellerName: '示範餐廳', sellerAddress: null };
  const sale = { lines: [tea], payable: 5000, takenAt: '2026-11-26T04:05:00.000Z' };
  const qrCodes = (document: ReturnType<typeof offlineProof>) => document?.blocks.flatMap((block) => (block.type === 'qr' ? block.codes : [])) ?? [];

  it('lists the lines less their share of the discount (the one item list), with the block\'s codes in the barcode and the left QR code', () => {
    const document = offlineProof({ ...sale, buyer: null }, issue, '示範餐廳');
    const [left, right] = qrCodes(document);
    expect(left).toBe('XF000012341151126987600000030000000320000000024536806CamotDNRUN8bVyY5S1BhFQ==:**********:1:1:1:紅茶:2:25');
    expect(right).toBe('**');
    expect(document?.blocks).toContainEqual({ type: 'barcode', data: '11512XF000012349876' });
  });

  it('prints 買方 for a 統編 buyer and no paper for a carrier or a donation', () => {
    const business = offlineProof({ ...sale, buyer: { type: 'uniformNumber', number: '87654321' } }, issue, '示範餐廳');
    expect(qrCodes(business)[0]).toContain('87654321' + '24536806');
    expect(offlineProof({ ...sale, buyer: { type: 'phoneCarrier', number: '/ABC1234' } }, issue, '示範餐廳')).toBeNull();
    expect(offlineProof({ ...sale, buyer: { type: 'donationNumber', number: '919' } }, issue, '示範餐廳')).toBeNull();
  });
});

describe('the kitchen tickets and labels of an order taken offline', () => {
  const cake: CartLine = { ...tea, key: 'b', itemId: 8, categoryId: 3, name: '蛋糕', unitPrice: 5000, count: 1, options: [], remark: '' };
  const menu = {
    categories: [
      { id: 2, name: '飲料', printTag: true, kitchenAreaId: 10, printAreaIds: [], items: [] },
      { id: 3, name: '甜點', printTag: false, kitchenAreaId: 11, printAreaIds: [], items: [] },
    ],
    kitchenAreas: [{ id: 10, name: '吧台', sort: 1 }, { id: 11, name: '廚房', sort: 2 }],
  };
  const taken = { seq: 7, lines: [tea, cake], remark: '快', isInside: true, tableNumber: '5', takenAt: '2026-11-26T04:05:00.000Z' };
  const text = (document: Parameters<typeof renderEscPos>[0]) => readEscPos(renderEscPos(document, paperMedia(58))).lines.join('\n');

  it('prints one ticket per kitchen area with its lines when areas are on, else one with all', () => {
    const [bar, kitchen, ...more] = offlineKitchenTickets(taken, menu, true).map(text);
    expect(more).toEqual([]);
    expect(bar).toMatch(/吧台[\s\S]*單號 離7 +12:05[\s\S]*紅茶 +x2[\s\S]*去冰[\s\S]*備註: 快/);
    expect(bar).not.toContain('蛋糕');
    expect(kitchen).toMatch(/廚房[\s\S]*蛋糕/);
    const [whole, ...none] = offlineKitchenTickets(taken, menu, false).map(text);
    expect(none).toEqual([]);
    expect(whole).toMatch(/紅茶 +x2[\s\S]*蛋糕/);
  });

  it('prints a label per unit of the lines whose category prints labels', () => {
    const labels = offlineLabels(taken, menu, '示範餐廳');
    expect(labels.map((label) => label.title)).toEqual(['標籤 離7 1/2', '標籤 離7 2/2']);
    expect(readEscPos(renderEscPos(labels[0]!, LABEL_MEDIA)).lines.join('\n')).toMatch(/紅茶[\s\S]*去冰[\s\S]*少糖[\s\S]*\$30 12:05/);
  });
});
