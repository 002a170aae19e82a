/**
 * Query keys the POS reads. Pay methods and automatic discounts use the same keys as their settings screens, so a
 * change saved there refreshes the checkout without the two features importing each other.
 */
export const posKeys = {
  availability: (storeId: number) => ['pos', storeId, 'availability'] as const,
  activeAutomaticDiscounts: (storeId: number) => ['automaticDiscounts', storeId, 'active'] as const,
};
