import type { QueryClient } from '@tanstack/react-query';
import type { ItemPageInput } from '@diancan/core/contracts/menu';

/**
 * Query keys of the menu area, all under ['menu', storeId] so a store's whole menu can be dropped at once.
 * Counts cross areas (a category's itemCount, a taste group's itemCount), so a change names every area it touches.
 */
export const menuKeys = {
  all: (storeId: number) => ['menu', storeId] as const,
  categories: (storeId: number) => ['menu', storeId, 'categories'] as const,
  categorySimpleList: (storeId: number) => ['menu', storeId, 'categories', 'simple'] as const,
  items: (storeId: number) => ['menu', storeId, 'items'] as const,
  itemPage: (request: ItemPageInput) => ['menu', request.storeId, 'items', 'page', request] as const,
  itemsOfCategory: (storeId: number, categoryId: number) => ['menu', storeId, 'items', 'category', categoryId] as const,
  item: (storeId: number, id: number) => ['menu', storeId, 'items', 'detail', id] as const,
  itemDict: (storeId: number) => ['menu', storeId, 'items', 'dict'] as const,
  optionGroups: (storeId: number) => ['menu', storeId, 'optionGroups'] as const,
  upgrades: (storeId: number) => ['menu', storeId, 'upgrades'] as const,
  remarks: (storeId: number) => ['menu', storeId, 'remarks'] as const,
  kitchenAreas: (storeId: number) => ['menu', storeId, 'kitchenAreas'] as const,
  printAreas: (storeId: number) => ['menu', storeId, 'printAreas'] as const,
};

export type MenuArea = 'categories' | 'items' | 'optionGroups' | 'upgrades' | 'remarks' | 'kitchenAreas' | 'printAreas';

/** Refetches the given areas of a store's menu. */
export function invalidateMenu(queryClient: QueryClient, storeId: number, areas: readonly MenuArea[]): Promise<void> {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: menuKeys[area](storeId) }))).then(() => undefined);
}
