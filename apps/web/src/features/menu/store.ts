import { useSession } from '../../lib/session';

/**
 * The menu area's state: the category selected in the meals page. It lives in the session (selectedMenu,
 * access section 3) so a store switch clears it with the rest of the store's state; leaving menu-manage
 * resets it to none (access section 2).
 */

/** The selected category id, or null for all categories. */
export function useSelectedCategory(): number | null {
  return useSession((state) => state.selectedMenu);
}

export function selectCategory(categoryId: number | null): void {
  useSession.getState().setSelectedMenu(categoryId);
}

export function resetSelectedCategory(): void {
  selectCategory(null);
}

export const menuStore = {
  useSelectedCategory,
  getSelectedCategory: (): number | null => useSession.getState().selectedMenu,
  selectCategory,
  resetSelectedCategory,
};

/** The active store; menu pages are store routes, so it is set whenever they render. */
export function useStoreId(): number | null {
  return useSession((state) => state.storeId);
}

/** The active store for a mutation; a missing store is a programming error, not a user error. */
export function activeStoreId(): number {
  const { storeId } = useSession.getState();
  if (storeId === null) throw new Error('no active store');
  return storeId;
}
