import { useEffect } from 'react';
import { loadSession } from '../lib/current-user';
import { withLoadingOverlay } from '../lib/overlay-state';
import { reportError } from '../lib/report-error';
import { useSession } from '../lib/session';

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
      .catch((error: unknown) => {
        reportError('app-start', error);
        if (useSession.getState().token) useSession.getState().logout({ silent: true });
      })
      .finally(() => {
        starting = null;
      });
  }, []);
}

let starting: Promise<void> | null = null;
