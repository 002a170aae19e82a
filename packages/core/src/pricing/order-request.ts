import type { AddOrderRequest, ExpectedTotals, OrderLine, OrderLineInput } from '../contracts/orders.js';
import type { AutomaticDiscountTier } from './automatic-discount.js';
import { type CheckoutInput, isCashPayMethod } from './checkout.js';
import type { CouponTerms } from './coupon.js';
import type { ComboPrice, PricedLine } from './line.js';
import type { OrderTotals } from './order.js';

/**
 * The bridge from an order request (contracts/orders.ts) to core's pricing: the web and the server price the same
 * request with the same input. Here and not in the contract, which describes data and imports no rule (issue 38).
 */

/**
 * A request line as core's PricedLine. Each upgrade becomes one combo entry for its comboPrice and one per picked
 * item (its comboItemPrice and option details): the line formula is a sum, so this equals one entry per upgrade.
 */
export function toPricedLine(line: OrderLineInput | OrderLine): PricedLine {
  const options = (line.options ?? []).map((option) => ({ count: option.count, price: option.price }));
  const combos: ComboPrice[] = (line.combos ?? []).flatMap((combo) => [
    { comboPrice: combo.comboPrice, itemPrice: 0, optionDetails: [] },
    ...(combo.items ?? []).map((item) => ({
      comboPrice: 0,
      itemPrice: item.comboItemPrice,
      optionDetails: (item.options ?? []).map((option) => ({ count: option.count, price: option.price })),
    })),
  ]);
  return { count: line.count, unitPrice: line.unitPrice, options, combos, entertain: line.entertain ?? false };
}

/**
 * The checkout input core prices an order with: the same call on the web (to show and send expectedTotals) and on
 * the server (with its own catalogue prices and tiers). `payMethod` is the chosen one (null under entertain).
 */
export function checkoutInputOf(
  order: Pick<AddOrderRequest, 'lines' | 'manualDiscount' | 'entertain' | 'payment'>,
  automaticDiscounts: readonly AutomaticDiscountTier[],
  payMethod: { readonly statisticKey: string } | null,
  coupon: CouponTerms | null = null,
  /** 服務費 of a table check (the store's percent; 0 for any other order). */
  serviceChargePercent = 0,
  /** Cents member points take off (docs/members.md). */
  pointsDiscount = 0,
): CheckoutInput {
  return {
    serviceChargePercent,
    lines: order.lines.map(toPricedLine),
    automaticDiscounts,
    coupon: order.entertain ? null : coupon,
    pointsDiscount: order.entertain ? 0 : pointsDiscount,
    manualDiscount: order.entertain ? null : order.manualDiscount,
    entertain: order.entertain,
    payment: {
      isCash: payMethod !== null && isCashPayMethod(payMethod),
      paid: order.entertain ? 0 : (order.payment?.paid ?? 0),
    },
  };
}

/** What the client sends as expectedTotals, from core's totals. */
export function expectedTotalsOf(totals: OrderTotals): ExpectedTotals {
  return {
    subtotal: totals.subtotal,
    entertainAmount: totals.entertainAmount,
    automaticDiscount: totals.automaticDiscount,
    couponDiscount: totals.couponDiscount,
    pointsDiscount: totals.pointsDiscount,
    manualDiscount: totals.manualDiscount,
    serviceCharge: totals.serviceCharge,
    payable: totals.payable,
    change: totals.change,
  };
}
