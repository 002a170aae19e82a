import { type AddOrderRequest, businessDateOf, LINE_REMARK_MAX, ORDER_REMARK_MAX } from '@diancan/core';
import type { CheckoutCatalogue, LineSnapshot, PricedOrder } from '../orders/index.js';
import type { PlatformOrder } from './platform-adapter.js';

/**
 * order_lines.item_id of a platform line matched to none of our items: the line keeps the platform's name and price
 * (the item id has no foreign key: the snapshot is the record). The item matching screen lists such names.
 */
export const UNMATCHED_ITEM_ID = 0;

/**
 * A platform's order as ours: a DELIVERY order, its lines at the platform's prices (the platform's prices stand,
 * whatever the menu says), matched lines named by our menu item so the kitchen reads its own names, unmatched ones by
 * the platform's. Already paid (the platform collected); no stock is taken and no e-invoice issued now (at completion
 * when the store issues them). The note carries the customer's instructions and the platform's order number.
 */
export function pricePlatformOrder(
  storeId: number,
  order: PlatformOrder,
  matches: ReadonlyMap<string, number>,
  catalogue: CheckoutCatalogue,
  now: Date,
): { request: AddOrderRequest; priced: PricedOrder } {
  const lines: LineSnapshot[] = order.lines.map((line, index) => {
    const item = catalogue.items.get(matches.get(line.name) ?? UNMATCHED_ITEM_ID);
    return {
      lineNo: index + 1,
      itemId: item?.id ?? UNMATCHED_ITEM_ID,
      itemName: item?.name ?? line.name,
      categoryId: item?.categoryId ?? 0,
      categoryName: item?.categoryName ?? '',
      count: line.quantity,
      unitPrice: line.unitPrice,
      unitTotal: line.unitPrice,
      amount: line.amount,
      entertain: false,
      remark: (item && item.name !== line.name ? [line.name, line.remark] : [line.remark]).filter(Boolean).join('；').slice(0, LINE_REMARK_MAX),
      options: [],
      combos: [],
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const remark = [order.note, order.customerName && `顧客：${order.customerName}`].filter(Boolean).join('；').slice(0, ORDER_REMARK_MAX);
  const request: AddOrderRequest = {
    storeId,
    lines: [],
    remark,
    isInside: false,
    tableNumber: null,
    reservation: null,
    payment: null,
    payments: null,
    manualDiscount: null,
    entertain: false,
    invoice: null,
    couponCode: null,
    memberId: null,
    redeemPoints: 0,
    takenAt: null,
    offlineInvoice: null,
    withoutInvoice: false,
    kitchenPrinted: false,
    tableId: null,
    guests: null,
    payLater: false,
    expectedTotals: { subtotal, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, manualDiscount: 0, serviceCharge: 0, payable: subtotal, change: 0 },
  };
  const priced: PricedOrder = {
    totals: {
      subtotal,
      entertainAmount: 0,
      automaticDiscount: 0,
      automaticDiscountTier: null,
      nextTier: null,
      couponDiscount: 0,
      coupon: null,
      couponBelowMinimum: false,
      pointsDiscount: 0,
      pointsExceedTotal: false,
      total: subtotal,
      manualDiscount: 0,
      discountExceedsTotal: false,
      serviceCharge: 0,
      payable: subtotal,
      paid: subtotal,
      change: 0,
      paymentSufficient: true,
      // Recorded only: the platform's amounts are taken as they are, nothing is rounded here.
      roundingMode: 'HALF_UP',
    },
    lines,
    stockNeeds: [],
    payMethod: null,
    businessDate: businessDateOf(now, catalogue.timeZone),
    type: 'DELIVERY',
    reservedFor: null,
    issueInvoice: false,
    timeZone: catalogue.timeZone,
  };
  return { request, priced };
}
