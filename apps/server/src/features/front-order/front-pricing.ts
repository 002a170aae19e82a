import {
  type AddOrderRequest,
  checkoutInputOf,
  computeOrderTotals,
  expectedTotalsOf,
  type FrontLine,
  frontItemHiddenMessage,
  type FrontOrderType,
  type OrderLine,
} from '@diancan/core';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import type { CheckoutCatalogue } from '../orders/index.js';

/**
 * The customer's cart as a POS order request, every price taken from the catalogue read in the order's own
 * transaction: the customer never names a price, and the checkout's pricing (order-pricing.ts) then checks and
 * computes it exactly as at the counter. An item the store does not offer to customers is refused here; a choice
 * that is not offered (an option of another item, another store's item) is refused by that same pricing.
 */
export function frontOrderRequest(
  order: { storeId: number; type: FrontOrderType; tableName: string | null; remark: string; serviceChargePercent?: number },
  lines: readonly FrontLine[],
  catalogue: CheckoutCatalogue,
): AddOrderRequest {
  const priced: OrderLine[] = lines.map((line) => {
    const item = catalogue.items.get(line.itemId);
    if (!item) throw notFound('餐點不存在');
    if (!item.mobileEnabled || item.removed) throw conflict(frontItemHiddenMessage(item.name));
    return {
      itemId: item.id,
      count: line.count,
      unitPrice: item.price,
      options: line.options.map((option) => ({ ...option, price: catalogue.options.get(option.optionId)?.price ?? 0 })),
      combos: line.combos.map((combo) => {
        const upgrade = catalogue.upgrades.get(combo.upgradeId);
        return {
          upgradeId: combo.upgradeId,
          comboPrice: upgrade?.comboPrice ?? 0,
          items: combo.items.map((picked) => ({
            ...picked,
            comboItemPrice: upgrade?.slots.find((slot) => slot.id === picked.groupId)?.items.get(picked.itemId) ?? 0,
            options: picked.options.map((option) => ({ ...option, price: catalogue.options.get(option.optionId)?.price ?? 0 })),
          })),
        };
      }),
      remark: line.remark,
      entertain: false,
    };
  });
  const request: Omit<AddOrderRequest, 'expectedTotals'> = {
    storeId: order.storeId,
    lines: priced,
    remark: order.remark,
    isInside: order.type === 'INSIDE',
    tableNumber: order.type === 'INSIDE' ? order.tableName : null,
    reservation: null,
    payment: null,
    payments: null,
    manualDiscount: null,
    entertain: false,
    invoice: null,
    takenAt: null,
    offlineInvoice: null,
    withoutInvoice: false,
    kitchenPrinted: false,
    couponCode: null,
    // The table is the token's: OrderCreation.table carries it, not the request.
    tableId: null,
    guests: null,
    payLater: false,
    memberId: null,
    redeemPoints: 0,
  };
  const totals = computeOrderTotals(checkoutInputOf(request, catalogue.automaticDiscounts, null, null, order.serviceChargePercent ?? 0));
  return { ...request, expectedTotals: expectedTotalsOf(totals) };
}
