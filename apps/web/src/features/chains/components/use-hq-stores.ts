import type { StoreRef } from '@diancan/core';
import { useSession } from '../../../lib/session';

/**
 * The brand's stores as the HQ session knows them (its store list: the brand's active stores) and the one whose menu
 * it edits now (the session's store: the menu screens work on it). Choosing another store moves the session there.
 */
export function useHqStores(): { stores: StoreRef[]; editingId: number | null; edit(storeId: number): void } {
  const stores = useSession((state) => state.storeList);
  const editingId = useSession((state) => state.storeId);
  return { stores, editingId, edit: (storeId) => useSession.getState().switchStore(storeId) };
}

export function storeNameOf(stores: readonly StoreRef[], storeId: number): string {
  return stores.find((store) => store.id === storeId)?.name ?? `商店 #${storeId}`;
}
