import { MSG } from '@diancan/core';
import { navigateTo } from '../lib/navigation';
import { withLoadingOverlay } from '../lib/overlay-state';
import { useSession } from '../lib/session';
import { loadStoreConfig } from '../lib/store-config';
import { showToast } from '../lib/toast';
import { landingFor } from './landing';

/**
 * The store dropdown (store operations section 4): role to store, store-bound state cleared (session.switchStore
 * and its onStoreSwitch listeners: cart, queries, realtime reconnect), the new store's config loaded, then the POS
 * (or the landing when the POS is not allowed here), and 切換帳號成功.
 */
export async function switchToStore(storeId: number): Promise<void> {
  const session = useSession.getState();
  if (storeId === session.storeId || !session.storeList.some((store) => store.id === storeId)) return;
  session.switchStore(storeId);
  await withLoadingOverlay(loadStoreConfig);
  navigateTo(landingFor(useSession.getState()));
  showToast(MSG.STORE_SWITCHED);
}
