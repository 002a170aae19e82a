import { formatCents, ratioLabel, type AutomaticDiscount } from '@diancan/core';

/**
 * How a tier reads on the settings screen: 滿NT$300折NT$30, or for a percentage taken off, 滿NT$1,000打9折 (10 % off
 * is what a customer calls 9折; 15 % off is 85折).
 */
export function discountText(discount: Pick<AutomaticDiscount, 'discountType' | 'discountAmount' | 'discountPercentage'>): string {
  if (discount.discountType === 'AMOUNT') return `折${formatCents(discount.discountAmount ?? 0)}`;
  const percentage = discount.discountPercentage ?? 0;
  return `打${ratioLabel((100 - percentage) / 100)}`;
}

export function tierText(discount: Pick<AutomaticDiscount, 'minimumSpendingAmount' | 'discountType' | 'discountAmount' | 'discountPercentage'>): string {
  return `滿${formatCents(discount.minimumSpendingAmount)}${discountText(discount)}`;
}
