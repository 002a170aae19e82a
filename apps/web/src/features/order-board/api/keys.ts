/**
 * Query keys of the board. Pay methods and the POS menu share the keys of their own screens (settings, POS), so one
 * cache serves both and a change saved there reaches the board's pickers too.
 */
export const orderBoardKeys = {
  all: (storeId: number) => ['orderBoard', storeId] as const,
  cards: (storeId: number) => ['orderBoard', storeId, 'cards'] as const,
  detail: (storeId: number, orderId: number) => ['orderBoard', storeId, 'detail', orderId] as const,
};
