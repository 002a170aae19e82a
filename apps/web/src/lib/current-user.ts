import { currentUserSchema, type CurrentUser } from '@diancan/core';
import { takeEarly } from './early-reads';
import { http } from './http';
import { isStoreSession, useSession } from './session';
import { loadStoreConfig } from './store-config';

export const CURRENT_USER_PATH = '/back/user/getCurrent';
/** The early-read key of the session check (app/pos-boot.ts starts it before React renders). */
export const CURRENT_USER_READ = 'currentUser';

/** GET /api/back/user/getCurrent, checked against the shared contract. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const envelope = await http.get<unknown>(CURRENT_USER_PATH, undefined, { silent: true });
  if (!envelope.status) throw new Error(envelope.message ?? 'getCurrent refused');
  return currentUserSchema.parse(envelope.data);
}

/**
 * Loads who is signed in into the session, then (for a store session) the active store's config
 * (access section 4, app start). Rejects when the user cannot be loaded; a config failure only turns the
 * report gate on (loadStoreConfig handles it).
 */
export async function loadSession(): Promise<void> {
  const user = await takeEarly(CURRENT_USER_READ, fetchCurrentUser);
  useSession.getState().setCurrentUser(user);
  if (isStoreSession(useSession.getState())) await loadStoreConfig();
  useSession.getState().markSessionLoaded();
}
