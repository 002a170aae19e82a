import { canEnter, deniedRedirect, isRefreshPath, matchRoute, PATHS, posRedirect } from '@diancan/core';
import type { SessionFields } from '../lib/session';
import { landingFor } from './landing';

export type GuardSession = Pick<
  SessionFields,
  | 'token'
  | 'sessionLoaded'
  | 'switchRole'
  | 'loginRole'
  | 'superManager'
  | 'manager'
  | 'systemModule'
  | 'deliveryAuthorizationPending'
>;

export type RouteDecision =
  | { kind: 'render' }
  /** The session is still loading: show nothing yet (the loading overlay is up). */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

const RENDER: RouteDecision = { kind: 'render' };
const WAIT: RouteDecision = { kind: 'wait' };

function isRoot(path: string): boolean {
  return matchRoute(path)?.route.path === PATHS.ROOT;
}

/**
 * The routing rules of access section 2 for a path inside the home shell (everything but /login):
 * /Refresh/ bypass, no token -> /login, role check by the switched role, landing for the root,
 * the POS-module redirect.
 */
export function decideShellRoute(path: string, session: GuardSession, widthPx: number): RouteDecision {
  if (isRefreshPath(path)) return RENDER;
  if (!session.token) return { kind: 'redirect', to: PATHS.LOGIN };
  if (!session.sessionLoaded) return WAIT;
  const access = { switchRole: session.switchRole, superManager: session.superManager };
  const landing = landingFor(session, widthPx);
  if (isRoot(path)) {
    return { kind: 'redirect', to: canEnter(path, access) ? landing : deniedRedirect(path, access) };
  }
  if (!canEnter(path, access)) {
    // Refused paths go to the root, whose only job is to land the user: go straight to the landing page
    // so the address bar never stops at "/" on the way.
    const target = deniedRedirect(path, access);
    return { kind: 'redirect', to: isRoot(target) && canEnter(target, access) ? landing : target };
  }
  const pos = posRedirect(path, { manager: session.manager, posModule: session.systemModule.posOrder });
  return pos ? { kind: 'redirect', to: pos } : RENDER;
}

/**
 * /login: open to everyone; a signed-in user whose session is loaded is sent back where they came from,
 * or to the landing page.
 */
export function decideLoginRoute(session: GuardSession, cameFrom: string | null, widthPx: number): RouteDecision {
  if (!session.token || !session.sessionLoaded) return RENDER;
  const back = cameFrom && !isRoot(cameFrom) && cameFrom !== PATHS.LOGIN ? cameFrom : null;
  return { kind: 'redirect', to: back ?? landingFor(session, widthPx) };
}
