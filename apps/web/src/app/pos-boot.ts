import { fontSizePx, PATHS } from '@diancan/core';
import { POS_MENU_HEAD_READ, POS_PAGE_LOADER, prefetchPosMenuHead, type PosBootHints } from '../features/pos';
import { labelBootReads, recordBootReads } from '../lib/boot-reads';
import { CURRENT_USER_READ, fetchCurrentUser } from '../lib/current-user';
import { startEarly } from '../lib/early-reads';
import { currentFontScale, isStoreSession, useSession } from '../lib/session';
import { fetchStoreConfig, storeConfigRead } from '../lib/store-config';
import { queryClient } from './query-client';

/**
 * The counter opened cold (a cashier's reload, a bookmark; issue 15, bench:web): before React renders, this asks at
 * once for what the first tap needs, which otherwise came one after the other (session check, then store config, then
 * the POS chunk's render, then the menu). The session check and the config are handed to app start (lib/early-reads),
 * the menu head is put in the query cache under usePosMenu's key, so failures go the usual way: a 401 logs out in the
 * http client, an unreachable server answers from the IndexedDB copy. main.tsx imports this module first; it is listed
 * in package.json's sideEffects so the bundler keeps it.
 */
export function bootCounter(): void {
  if (window.location.pathname !== PATHS.STORE_POS) return;
  // The POS chunk whatever the session: without one the guard sends the page to /login and the chunk stays cached.
  POS_PAGE_LOADER().catch(() => undefined);
  const session = useSession.getState();
  // The persisted session's store (the one a reload keeps); app start still decides whether the session stands.
  if (!isStoreSession(session) || session.storeId === null) return;
  const { storeId } = session;
  // Written down for the next cold start, whose boot.ts sends them before this code has even arrived and draws its
  // first screen from the menu head (features/pos/boot-screen) with these hints.
  const hints: PosBootHints = { fontPx: fontSizePx(currentFontScale(session)), storeName: session.storeName };
  recordBootReads(
    PATHS.STORE_POS,
    () => {
      startEarly(CURRENT_USER_READ, fetchCurrentUser);
      startEarly(storeConfigRead(storeId), () => fetchStoreConfig(storeId));
      labelBootReads(POS_MENU_HEAD_READ, () => void prefetchPosMenuHead(queryClient, storeId));
    },
    hints,
  );
}

bootCounter();
