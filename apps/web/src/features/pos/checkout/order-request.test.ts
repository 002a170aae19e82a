import { addOrderRequestSchema, type AutomaticDiscountTier } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cart-line';
import { CASH, LINE_PAY, plainChoice, RICE, BENTO } from '../testing/fixtures';
import { checkoutReducer, initialCheckout, type CheckoutAction, type CheckoutState } from './checkout-state';
import { cartTotals, priceCheckout, tenderedCents, type CheckoutContext } from './order-request';

const lines: CartLine[] = [
  { ...plainChoice(RICE), key: 'a', count: 2 },
  { ...plainChoice(BENTO), key: 'b', count: 1 },
]; // 2 x 40 + 120 = NT$200

const over150: AutomaticDiscountTier = { id: 1, name: '滿150折10', minimumSpendingAmount: 15000, discountType: 'AMOUNT', discountAmount: 1000 };
const over300: AutomaticDiscountTier = { id: 2, name: '滿300折50', minimumSpendingAmount: 30000, discountType: 'AMOUNT', discountAmount: 5000 };

function context(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    storeId: 1,
    cart: { lines, remark: ' 快一點 ', isInside: true, tableNumber: '12', reserve: null },
    payMethods: [CASH, LINE_PAY],
    tiers: [],
    invoiceEnabled: true,
    ...overrides,
  };
}

const state = (...actions: CheckoutAction[]): CheckoutState => actions.reduce(checkoutReducer, initialCheckout({ payMethodIds: [CASH.id, LINE_PAY.id] }));

describe('priceCheckout', () => {
  it('cash with change; the request passes the addOrder schema', () => {
    const priced = priceCheckout(state({ type: 'PAID', text: '500' }), context());
    expect(priced.totals).toMatchObject({ payable: 20000, paid: 50000, change: 30000 });
    expect(priced.isCash).toBe(true);
    expect(priced.issues).toEqual([]);
    expect(priced.request).toMatchObject({
      remark: '快一點',
      isInside: true,
      tableNumber: '12',
      payment: { payMethodId: 7, paid: 50000 },
      expectedTotals: { subtotal: 20000, payable: 20000, change: 30000 },
    });
    expect(addOrderRequestSchema.safeParse(priced.request).success).toBe(true);
  });

  it('cash left empty is the exact amount; too little is refused', () => {
    expect(priceCheckout(state(), context()).totals).toMatchObject({ paid: 20000, change: 0 });
    expect(priceCheckout(state({ type: 'PAID', text: '150' }), context()).issues.map((issue) => issue.message)).toEqual(['付款金額不足']);
  });

  it('another method collects the payable and shows no change', () => {
    const priced = priceCheckout(state({ type: 'PAY_METHOD', payMethodId: LINE_PAY.id }, { type: 'PAID', text: '999' }), context());
    expect(priced.isCash).toBe(false);
    expect(priced.request.payment).toEqual({ payMethodId: 8, paid: 20000, oneTimeKey: null });
    expect(priced.totals.change).toBe(0);
  });

  it('a 9折 ratio discount on top of the automatic discount', () => {
    const priced = priceCheckout(state({ type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_RATIO', ratio: 0.9 }, { type: 'DISCOUNT_SAVE' }), context({ tiers: [over150, over300] }));
    // (200 - 10) x 0.9 = 171
    expect(priced.totals).toMatchObject({ automaticDiscount: 1000, total: 19000, manualDiscount: 1900, payable: 17100 });
    expect(priced.totals.nextTier?.text).toBe('差$100元');
    expect(priced.request.manualDiscount).toEqual({ type: 'RATIO', ratio: 0.9 });
  });

  it('a money discount above the total disables submit unless entertained', () => {
    const tooMuch = state({ type: 'OPEN_DISCOUNT' }, { type: 'DISCOUNT_MONEY', text: '300' }, { type: 'DISCOUNT_SAVE' });
    expect(priceCheckout(tooMuch, context()).issues.map((issue) => issue.code)).toContain('DISCOUNT_EXCEEDS_TOTAL');
    const entertained = priceCheckout(checkoutReducer(tooMuch, { type: 'SET_ENTERTAIN', entertain: true }), context());
    expect(entertained.issues).toEqual([]);
    expect(entertained.totals.payable).toBe(0);
    expect(entertained.request).toMatchObject({ entertain: true, payment: null, manualDiscount: null });
    expect(addOrderRequestSchema.safeParse(entertained.request).success).toBe(true);
  });

  it('needs a pay method unless entertained', () => {
    const none = priceCheckout(state(), context({ payMethods: [] }));
    expect(none.issues.map((issue) => issue.message)).toContain('請選擇付款方式');
  });

  it('sends the invoice choice only when the invoice switches are on', () => {
    const chosen = state({ type: 'OPEN_INVOICE' }, { type: 'INVOICE_CONFIRMED', invoiceType: 'uniformNumber', number: '04595257' });
    expect(priceCheckout(chosen, context()).request.invoice).toEqual({ type: 'uniformNumber', number: '04595257' });
    expect(priceCheckout(chosen, context({ invoiceEnabled: false })).request.invoice).toBeNull();
  });

  it('a reservation replaces inside and the table number', () => {
    const reserve = {
      type: 'PICKUP' as const,
      date: { name: '', value: '2026-11-21' },
      time: '12:00',
      name: '王',
      title: '先生' as const,
      phone: '0912',
      address: '',
      uniformNumber: '',
    };
    const request = priceCheckout(state(), context({ cart: { ...context().cart, reserve } })).request;
    expect(request).toMatchObject({ isInside: false, tableNumber: null, reservation: { name: '王先生', date: '2026-11-21' } });
  });

  it('a pickup reservation holding a table sends reservation.tableId; a delivery never does', () => {
    const reserve = {
      type: 'PICKUP' as const,
      date: { name: '', value: '2026-11-21' },
      time: '18:30',
      name: '林',
      title: '小姐' as const,
      phone: '0912345678',
      address: '',
      uniformNumber: '',
      tableId: 12,
      tableName: 'A2',
    };
    const pickup = priceCheckout(state(), context({ cart: { ...context().cart, reserve } })).request;
    expect(pickup.reservation).toEqual({ type: 'PICKUP', date: '2026-11-21', time: '18:30', name: '林小姐', phone: '0912345678', address: '', uniformNumber: '', tableId: 12 });
    expect(addOrderRequestSchema.safeParse(pickup).success).toBe(true);
    const delivery = priceCheckout(state(), context({ cart: { ...context().cart, reserve: { ...reserve, type: 'DELIVERY', address: '台北市信義路1號' } } })).request;
    expect(delivery.reservation).not.toHaveProperty('tableId');
    expect(addOrderRequestSchema.safeParse(delivery).success).toBe(true);
    const none = priceCheckout(state(), context({ cart: { ...context().cart, reserve: { ...reserve, tableId: null } } })).request;
    expect(none.reservation).not.toHaveProperty('tableId');
  });
});

describe('helpers', () => {
  it('reads tendered dollars', () => {
    expect(tenderedCents('', 12300)).toBe(12300);
    expect(tenderedCents('500', 12300)).toBe(50000);
  });
  it('prices the cart alone for the POS panel', () => {
    expect(cartTotals({ lines }, [over150]).total).toBe(19000);
  });
});
