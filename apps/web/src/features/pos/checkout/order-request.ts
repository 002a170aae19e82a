import {
  checkoutInputOf,
  computeOrderTotals,
  dollarsToCents,
  expectedTotalsOf,
  isCashPayMethod,
  ORDER_MSG,
  validateCheckout,
  type AddOrderRequest,
  type AutomaticDiscountTier,
  type CheckoutIssueCode,
  type CouponTermsView,
  type OrderTotals,
  type PayMethod,
} from '@diancan/core';
import { orderLineOf } from '../cart/cart-line';
import type { CartFields } from '../cart/cart-store';
import { reservationRequestOf } from '../reservation/reservation-rules';
import { effectiveDiscount, type CheckoutState } from './checkout-state';

/**
 * The checkout priced with core (the very calls the server repeats: checkoutInputOf, computeOrderTotals) and the
 * addOrder request it makes. Nothing here rounds or adds money itself.
 */

export interface CheckoutContext {
  storeId: number;
  cart: Pick<CartFields, 'lines' | 'remark' | 'isInside' | 'tableNumber' | 'reserve'>;
  /** The enabled pay methods, in order. */
  payMethods: readonly PayMethod[];
  /** The store's active automatic discounts, in order. */
  tiers: readonly AutomaticDiscountTier[];
  /** Both the admin and the store invoice switches are on. */
  invoiceEnabled: boolean;
  /** The coupon the cashier applied (checked with coupon/check); ignored under whole-order entertain. */
  coupon?: CouponTermsView | null;
  /**
   * The member the cashier looked up (會員), the points to redeem and the money they take off (the store's rule,
   * core's pointsDiscountOf); ignored under whole-order entertain. docs/members.md.
   */
  member?: { id: number; redeemPoints: number; pointsDiscount: number } | null;
}

export interface PosCheckoutIssue {
  code: CheckoutIssueCode | 'PAY_METHOD_REQUIRED';
  message: string;
}

export interface PricedCheckout {
  request: AddOrderRequest;
  totals: OrderTotals;
  payMethod: PayMethod | null;
  isCash: boolean;
  /** Why submit is disabled; empty when it may be submitted. */
  issues: PosCheckoutIssue[];
}

/** Cash tendered in cents: the typed dollars, or the exact amount when nothing is typed. */
export function tenderedCents(paidText: string, payable: number): number {
  if (paidText === '') return payable;
  return dollarsToCents(paidText) ?? 0;
}

export function priceCheckout(state: CheckoutState, context: CheckoutContext): PricedCheckout {
  const { cart } = context;
  const lines = cart.lines.map(orderLineOf);
  const payMethod = context.payMethods.find((method) => method.id === state.payMethodId) ?? null;
  const isCash = payMethod !== null && isCashPayMethod(payMethod);
  const manualDiscount = effectiveDiscount(state);
  const entertain = state.entertain;

  // The payable decides the exact-amount default of cash and what another method collects.
  const coupon = entertain ? null : (context.coupon ?? null);
  const member = context.member ?? null;
  const redeemPoints = entertain || member === null ? 0 : member.redeemPoints;
  const pointsDiscount = redeemPoints > 0 && member ? member.pointsDiscount : 0;
  const before = computeOrderTotals(
    checkoutInputOf({ lines, manualDiscount, entertain, payment: null }, context.tiers, payMethod, coupon, 0, pointsDiscount),
  );
  const paid = entertain ? 0 : isCash ? tenderedCents(state.paidText, before.payable) : before.payable;
  const payment = entertain || payMethod === null ? null : { payMethodId: payMethod.id, paid, oneTimeKey: null };

  const input = checkoutInputOf({ lines, manualDiscount, entertain, payment }, context.tiers, payMethod, coupon, 0, pointsDiscount);
  const totals = computeOrderTotals(input);
  const issues: PosCheckoutIssue[] = validateCheckout(input, totals);
  if (!entertain && payMethod === null) issues.push({ code: 'PAY_METHOD_REQUIRED', message: ORDER_MSG.PAY_METHOD_REQUIRED });

  const reservation = cart.reserve ? reservationRequestOf(cart.reserve) : null;
  const request: AddOrderRequest = {
    storeId: context.storeId,
    lines,
    remark: cart.remark.trim(),
    isInside: reservation === null && cart.isInside,
    tableNumber: reservation === null && cart.isInside && cart.tableNumber !== '' ? cart.tableNumber : null,
    reservation,
    payment,
    payments: null,
    manualDiscount,
    entertain,
    invoice: context.invoiceEnabled ? state.invoice : null,
    couponCode: coupon?.code ?? null,
    memberId: member?.id ?? null,
    redeemPoints,
    expectedTotals: expectedTotalsOf(totals),
    // Set only when the order goes to the offline outbox.
    takenAt: null,
    offlineInvoice: null,
    withoutInvoice: false,
    kitchenPrinted: false,
    // A counter sale; an open tab on a table (docs/tables.md) sets these.
    tableId: null,
    guests: null,
    payLater: false,
  };
  return { request, totals, payMethod, isCash, issues };
}

/** The totals of the cart alone (the POS panel): no manual discount, no payment. */
export function cartTotals(cart: Pick<CartFields, 'lines'>, tiers: readonly AutomaticDiscountTier[]): OrderTotals {
  return computeOrderTotals(checkoutInputOf({ lines: cart.lines.map(orderLineOf), manualDiscount: null, entertain: false, payment: null }, tiers, null));
}
