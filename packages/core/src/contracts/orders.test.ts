import { describe, expect, it } from 'vitest';
import { computeOrderTotals, validateCheckout } from '../pricing/index.js';
import { checkoutInputOf, expectedTotalsOf, toPricedLine } from '../pricing/order-request.js';
import { addOrderRequestSchema, formatOrderNo, idempotencyKeySchema, ORDER_PATHS, type AddOrderInput } from './orders.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

const cash = { statisticKey: 'CASH' };

function order(extra: Partial<AddOrderInput> = {}): AddOrderInput {
  return {
    storeId: 1,
    lines: [{ itemId: 10, count: 2, unitPrice: 5000, options: [{ optionId: 3, count: 1, price: 1000 }] }],
    payment: { payMethodId: 7, paid: 20000 },
    expectedTotals: { subtotal: 12000, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 12000, change: 8000 },
    ...extra,
  };
}

describe('addOrderRequestSchema', () => {
  it('accepts a cart and fills the defaults', () => {
    const parsed = addOrderRequestSchema.parse(order());
    expect(parsed).toMatchObject({ remark: '', isInside: false, tableNumber: null, reservation: null, entertain: false });
    expect(parsed.lines[0]).toMatchObject({ combos: [], remark: '', entertain: false });
    expect(parsed.manualDiscount).toBeNull();
    expect(parsed.invoice).toBeNull();
  });

  it('needs a pay method unless the whole order is entertained', () => {
    expect(firstMessage(addOrderRequestSchema.safeParse(order({ payment: null })))).toBe('請選擇付款方式');
    expect(addOrderRequestSchema.safeParse(order({ payment: null, entertain: true })).success).toBe(true);
  });

  it('names the field of a bad line', () => {
    const bad = (line: object) => firstMessage(addOrderRequestSchema.safeParse(order({ lines: [line as never] })));
    expect(bad({ itemId: 1, count: 0, unitPrice: 100 })).toBe('數量須大於0');
    expect(bad({ itemId: 1, count: 1.255, unitPrice: 100 })).toBe('數量最多2位小數');
    expect(bad({ itemId: 1, count: 1, unitPrice: 10.5 })).toBe('餐點價格須為整數(以分為單位)');
    expect(bad({ count: 1, unitPrice: 100 })).toBe('餐點編號為必填');
    expect(firstMessage(addOrderRequestSchema.safeParse(order({ lines: [] })))).toBe('請先加入餐點');
    expect(addOrderRequestSchema.safeParse(order({ lines: [{ itemId: 1, count: 1.25, unitPrice: 100 }] })).success).toBe(true);
  });

  it('checks the e-invoice choice by its type', () => {
    const invoice = (type: string, number: string) =>
      firstMessage(addOrderRequestSchema.safeParse(order({ invoice: { type, number } as never })));
    expect(invoice('uniformNumber', '12345679')).toBe('統編不正確');
    expect(invoice('uniformNumber', '04595257')).toBeNull();
    expect(invoice('phoneCarrier', '/ABC12')).toBe('手機載具不正確');
    expect(invoice('phoneCarrier', '/AB12+-.')).toBeNull();
    expect(invoice('donationNumber', '12')).toBe('捐贈碼不正確');
    expect(invoice('donationNumber', '168001')).toBeNull();
  });

  it('checks the reservation fields', () => {
    const reservation = (fields: object) =>
      firstMessage(
        addOrderRequestSchema.safeParse(
          order({ reservation: { type: 'PICKUP', date: '2026-11-21', time: '12:30', name: '王先生', phone: '0912345678', ...fields } as never }),
        ),
      );
    expect(reservation({})).toBeNull();
    expect(reservation({ phone: '0912-345' })).toBe('電話格式不符');
    expect(reservation({ uniformNumber: '12345679' })).toBe('統編不正確');
    expect(reservation({ type: 'DELIVERY' })).toBe('外送地址為必填');
    expect(reservation({ time: '24:00' })).toBe('預約時間格式不正確');
  });

  it('takes table numbers of up to 10 digits', () => {
    expect(addOrderRequestSchema.parse(order({ isInside: true, tableNumber: '0012' })).tableNumber).toBe('0012');
    expect(addOrderRequestSchema.parse(order({ tableNumber: '' })).tableNumber).toBeNull();
    expect(firstMessage(addOrderRequestSchema.safeParse(order({ tableNumber: '12345678901' })))).toBe('桌號須為10位以內數字');
  });
});

describe('pricing a request with core', () => {
  it('splits an upgrade into its combo price and one entry per picked item, with the same total', () => {
    const line = {
      itemId: 1,
      count: 2,
      unitPrice: 10000,
      options: [{ optionId: 1, count: 2, price: 500 }],
      combos: [
        {
          upgradeId: 4,
          comboPrice: 5000,
          items: [
            { groupId: 1, itemId: 2, comboItemPrice: 1000, options: [{ optionId: 9, count: 1, price: 300 }] },
            { groupId: 2, itemId: 3, comboItemPrice: 0, options: [] },
          ],
        },
      ],
    };
    const priced = toPricedLine(line);
    expect(priced.combos).toHaveLength(3);
    // 2 x (100 + 2 x 5 + 50 + 10 + 3) = 346 dollars
    expect(computeOrderTotals({ lines: [priced] }).subtotal).toBe(34600);
  });

  it('gives the same totals the client sends as expectedTotals, and change only for cash', () => {
    const request = addOrderRequestSchema.parse(order({ manualDiscount: { type: 'RATIO', ratio: 0.9 } }));
    const totals = computeOrderTotals(checkoutInputOf(request, [], cash));
    expect(expectedTotalsOf(totals)).toEqual({
      subtotal: 12000,
      entertainAmount: 0,
      automaticDiscount: 0,
      couponDiscount: 0,
      pointsDiscount: 0,
      manualDiscount: 1200,
      serviceCharge: 0,
      payable: 10800,
      change: 9200,
    });
    expect(computeOrderTotals(checkoutInputOf(request, [], { statisticKey: 'LINE_PAY_OFFLINE' })).change).toBe(0);
    const entertained = addOrderRequestSchema.parse(order({ entertain: true, payment: null }));
    const input = checkoutInputOf(entertained, [], null);
    expect(validateCheckout(input)).toEqual([]);
    expect(computeOrderTotals(input).payable).toBe(0);
  });
});

describe('orders', () => {
  it('answers the spec path of addOrder', () => {
    expect(ORDER_PATHS.pos.addOrder).toEqual({ method: 'POST', path: '/api/back/pos/addOrder' });
  });

  it('formats order numbers with at least 3 digits', () => {
    expect(formatOrderNo(7)).toBe('007');
    expect(formatOrderNo(1234)).toBe('1234');
  });

  it('accepts UUID idempotency keys and refuses short or odd ones', () => {
    expect(idempotencyKeySchema.safeParse('5f0c2b7e-4e0b-4a53-9d47-0d1f1b7c9a10').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space in it').success).toBe(false);
  });
});
