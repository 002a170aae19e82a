import {
  type AutomaticDiscountTier,
  CHECKOUT_ISSUE_MESSAGE,
  computeOrderTotals,
  isCashPayMethod,
  type ManualDiscount,
  type PricedLine,
} from '@diancan/core';
import { badRequest } from '../../platform/errors/app-error.js';
import type { OrderComboSnapshot, OrderOptionSnapshot } from '../../platform/db/schema/index.js';
import type { OrderAmounts, OrderRow, PaymentRow } from './order-board.repository.js';

/**
 * Prices an order again after an edit, with core's pricing, from the lines as stored (their snapshot prices: an edit
 * never re-reads the menu price of a line already sold) and the store's automatic discounts active now. The manual
 * discount is kept as the cashier gave it: a ratio stays a ratio of the new total, a money discount stays the same
 * money (refused with 折扣後金額不可小於0 when the order shrinks below it). A redeemed coupon is applied again on its
 * stored terms (refused with 未達優惠券最低消費金額 when the order shrinks below its minimum spend). Pure.
 */

export interface StoredLine {
  count: number;
  unitPriceCents: number;
  entertain: boolean;
  options: readonly OrderOptionSnapshot[];
  combos: readonly OrderComboSnapshot[];
}

/** A stored line as core's PricedLine: the same mapping as the checkout's toPricedLine. */
export function pricedLineOf(line: StoredLine): PricedLine {
  return {
    count: line.count,
    unitPrice: line.unitPriceCents,
    entertain: line.entertain,
    options: line.options.map((option) => ({ count: option.count, price: option.price })),
    combos: line.combos.flatMap((combo) => [
      { comboPrice: combo.comboPrice, itemPrice: 0, optionDetails: [] },
      ...combo.items.map((item) => ({
        comboPrice: 0,
        itemPrice: item.comboItemPrice,
        optionDetails: item.options.map((option) => ({ count: option.count, price: option.price })),
      })),
    ]),
  };
}

function manualDiscountOf(order: OrderRow): ManualDiscount | null {
  if (order.entertain) return null;
  if (order.manualDiscountType === 'RATIO' && order.manualDiscountRatio !== null) return { type: 'RATIO', ratio: order.manualDiscountRatio / 100 };
  if (order.manualDiscountType === 'MONEY') return { type: 'MONEY', amount: order.manualDiscountCents };
  return null;
}

/** What the order's payment row becomes: the sale collects the new payable. */
export interface PaymentSettlement {
  paymentId: number;
  amountCents: number;
  tenderedCents: number;
  changeCents: number;
}

export interface RepricedOrder {
  amounts: OrderAmounts;
  payment: PaymentSettlement | null;
}

/**
 * The order's amounts for its current lines. A paid order's payment follows: another method collects exactly the
 * payable; cash keeps what was tendered when it still covers the payable (the difference is handed back as change),
 * and otherwise the customer hands over the difference (tendered = payable, no change).
 */
export function repriceOrder(
  order: OrderRow,
  lines: readonly StoredLine[],
  tiers: readonly AutomaticDiscountTier[],
  payment: PaymentRow | undefined,
): RepricedOrder {
  // A check split off another (docs/tables.md) keeps its share of the discounts as money, not the tiers.
  const split = (order.splitFromOrderId ?? null) !== null;
  const totals = computeOrderTotals({
    lines: lines.map(pricedLineOf),
    automaticDiscounts: split ? [] : tiers,
    serviceChargePercent: order.serviceChargePercent ?? 0,
    manualDiscount: manualDiscountOf(order),
    // The coupon redeemed at the checkout stays with the order, on its terms as they were then.
    coupon: order.coupon,
    // Member points redeemed stay the same money off (docs/members.md).
    pointsDiscount: order.pointsDiscountCents,
    entertain: order.entertain,
    payment: null,
  });
  if (totals.couponBelowMinimum) throw badRequest(CHECKOUT_ISSUE_MESSAGE.COUPON_BELOW_MINIMUM);
  if (totals.pointsExceedTotal) throw badRequest(CHECKOUT_ISSUE_MESSAGE.POINTS_EXCEED_TOTAL);
  if (!order.entertain && totals.discountExceedsTotal) throw badRequest(CHECKOUT_ISSUE_MESSAGE.DISCOUNT_EXCEEDS_TOTAL);
  const payable = totals.payable;
  let settlement: PaymentSettlement | null = null;
  if (payment) {
    const tendered = isCashPayMethod(payment) ? Math.max(payment.tenderedCents, payable) : payable;
    settlement = { paymentId: payment.id, amountCents: payable, tenderedCents: tendered, changeCents: tendered - payable };
  }
  return {
    amounts: {
      subtotalCents: totals.subtotal,
      entertainCents: totals.entertainAmount,
      automaticDiscountCents: totals.automaticDiscount,
      automaticDiscountId: totals.automaticDiscountTier?.id ?? null,
      automaticDiscountName: totals.automaticDiscountTier?.name ?? null,
      couponDiscountCents: totals.couponDiscount,
      pointsDiscountCents: totals.pointsDiscount,
      totalCents: totals.total,
      manualDiscountCents: totals.manualDiscount,
      serviceChargeCents: totals.serviceCharge,
      payableCents: payable,
      paidCents: settlement?.tenderedCents ?? 0,
      changeCents: settlement?.changeCents ?? 0,
    },
    payment: settlement,
  };
}
