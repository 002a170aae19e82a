import { useEffect } from 'react';
import { loadSession } from '../lib/current-user';
import { isUnreachable } from '../lib/offline/cached-read';
import { useOverlayState, withLoadingOverlay } from '../lib/overlay-state';
import { loadStoreConfig } from '../lib/store-config';
import { reportError } from '../lib/report-error';
import { isStoreSession, useSession } from '../lib/session';

/**
 * App start (access section 4): a page opened with a session fetches the current user (and, for a store,
 * its config) once; when that fails, the session is ended. A 401 has already logged out inside the http client.
 */
export function useAppStart(): void {
  useEffect(() => {
    const { token, sessionLoaded } = useSession.getState();
    if (!token || sessionLoaded || starting) return;
    // Effects may run twice (React's strict mode): one start per page load is enough.
    starting = withLoadingOverlay(loadSession)
      .catch(async (error: unknown) => {
        reportError('app-start', error);
        if (isUnreachable(error) && (await resumeOffline())) return;
        if (useSession.getState().token) useSession.getState().logout({ silent: true });
      })
      .finally(() => {
        starting = null;
      });
  }, []);
}

let starting: Promise<void> | null = null;

/**
 * The page was reloaded with no network (docs/offline.md): a store session goes on with what this browser kept (the
 * persisted session, the saved store config) so the POS can sell; it is checked with the server once the link is back.
 * Staff sessions have nothing to do offline and end as before.
 */
async function resumeOffline(): Promise<boolean> {
  if (!isStoreSession(useSession.getState())) return false;
  useOverlayState.getState().setOffline(true);
  await loadStoreConfig();
  useSession.getState().markSessionLoaded();
  return true;
}
