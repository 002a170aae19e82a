import type { AutomaticDiscount, AutomaticDiscountAddRequest } from '@diancan/core';
import type { AutomaticDiscountRow, AutomaticDiscountValues } from './automatic-discounts.repository.js';

export function presentAutomaticDiscount(row: AutomaticDiscountRow): AutomaticDiscount {
  return {
    id: row.id,
    name: row.name,
    minimumSpendingAmount: row.minimumSpendingAmountCents,
    discountType: row.discountType,
    discountAmount: row.discountAmountCents,
    discountPercentage: row.discountPercentage,
    enabled: row.enabled,
    sort: row.sort,
    lastUpdateTime: row.updatedAt.toISOString(),
  };
}

/** Request -> columns; the field the type does not use is stored as null. */
export function discountValuesOf(
  request: Pick<AutomaticDiscountAddRequest, 'name' | 'minimumSpendingAmount' | 'discountType' | 'discountAmount' | 'discountPercentage'>,
): AutomaticDiscountValues {
  const amount = request.discountType === 'AMOUNT';
  return {
    name: request.name,
    minimumSpendingAmountCents: request.minimumSpendingAmount,
    discountType: request.discountType,
    discountAmountCents: amount ? (request.discountAmount ?? null) : null,
    discountPercentage: amount ? null : (request.discountPercentage ?? null),
  };
}
