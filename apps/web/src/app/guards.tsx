import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '@diancan/core';
import { onLogout } from '../lib/realtime-hooks';
import { useSession } from '../lib/session';
import { decideLoginRoute, decideShellRoute, type GuardSession } from './route-access';

/** The last page shown inside the shell: where a signed-in user opening /login is sent back to. */
let lastShellPath: string | null = null;
onLogout(() => {
  lastShellPath = null;
});

function useGuardSession(): GuardSession {
  const token = useSession((s) => s.token);
  const sessionLoaded = useSession((s) => s.sessionLoaded);
  const switchRole = useSession((s) => s.switchRole);
  const loginRole = useSession((s) => s.loginRole);
  const superManager = useSession((s) => s.superManager);
  const manager = useSession((s) => s.manager);
  const systemModule = useSession((s) => s.systemModule);
  const deliveryAuthorizationPending = useSession((s) => s.deliveryAuthorizationPending);
  return { token, sessionLoaded, switchRole, loginRole, superManager, manager, systemModule, deliveryAuthorizationPending };
}

/** Every route but /login: decides render, wait or redirect by access section 2. */
export function ShellGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const path = location.pathname + location.search;
  const decision = decideShellRoute(location.pathname, useGuardSession(), window.innerWidth);

  useEffect(() => {
    if (decision.kind === 'render') lastShellPath = path;
  }, [decision.kind, path]);

  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/**
 * /login: a signed-in user goes back to the page they were on, or (fresh page load, just signed in) to the
 * landing page.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const decision = decideLoginRoute(useGuardSession(), lastShellPath, window.innerWidth);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/** /Refresh/<path>: bypasses the access check and goes straight on to <path>, re-mounting its page. */
export function RefreshRedirect() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/Refresh/, '') || PATHS.ROOT;
  return <Navigate to={target + location.search} replace />;
}
