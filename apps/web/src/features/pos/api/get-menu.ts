import { useQuery, type QueryClient } from '@tanstack/react-query';
import { POS_MENU_API } from '@diancan/core';
import { offlineApiQuery } from '../../../lib/offline/cached-read';

/** Changes arrive as MENU_CHANGED (the page refetches then); no refetch on every window focus. */
const MENU_STALE_MS = 5 * 60_000;

/** One of the two menu reads (the head, or the whole menu), under the key every reader of it shares. */
function posMenuQuery(storeId: number, head: boolean) {
  return { ...offlineApiQuery(POS_MENU_API.getMenu, { storeId, head }), staleTime: MENU_STALE_MS };
}

/**
 * pos/getMenu in two steps: the head (every category, the first one's items) so the counter can sell at once, then
 * the whole menu (categories, items with stock, taste groups, upgrades, remarks), which replaces it. A store with
 * tens of thousands of items waits for a few hundred bytes, not for megabytes, before its first tap.
 * Both answers are saved in this browser: with no network the POS sells from the last menu it read (docs/offline.md).
 */
export function usePosMenu(storeId: number | null) {
  const enabled = storeId !== null;
  const head = useQuery({ ...posMenuQuery(storeId ?? 0, true), enabled });
  // After the head, so the two answers do not share the server and the line.
  const whole = useQuery({ ...posMenuQuery(storeId ?? 0, false), enabled: enabled && head.isSuccess });
  return whole.data ? whole : head;
}

/** Asks for the menu's head before the POS screen mounts (app/pos-boot.ts); usePosMenu finds it in the cache. */
export function prefetchPosMenuHead(queryClient: QueryClient, storeId: number): Promise<void> {
  return queryClient.prefetchQuery(posMenuQuery(storeId, true));
}
