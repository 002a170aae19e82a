import { useQuery } from '@tanstack/react-query';
import { POS_MENU_API } from '@diancan/core';
import { offlineApiQuery } from '../../../lib/offline/cached-read';

/** Changes arrive as MENU_CHANGED (the page refetches then); no refetch on every window focus. */
const MENU_STALE_MS = 5 * 60_000;

/**
 * pos/getMenu in two steps: the head (every category, the first one's items) so the counter can sell at once, then
 * the whole menu (categories, items with stock, taste groups, upgrades, remarks), which replaces it. A store with
 * tens of thousands of items waits for a few hundred bytes, not for megabytes, before its first tap.
 * Both answers are saved in this browser: with no network the POS sells from the last menu it read (docs/offline.md).
 */
export function usePosMenu(storeId: number | null) {
  const enabled = storeId !== null;
  const head = useQuery({ ...offlineApiQuery(POS_MENU_API.getMenu, { storeId: storeId ?? 0, head: true }), enabled, staleTime: MENU_STALE_MS });
  // After the head, so the two answers do not share the server and the line.
  const whole = useQuery({
    ...offlineApiQuery(POS_MENU_API.getMenu, { storeId: storeId ?? 0, head: false }),
    enabled: enabled && head.isSuccess,
    staleTime: MENU_STALE_MS,
  });
  return whole.data ? whole : head;
}
