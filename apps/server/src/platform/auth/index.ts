export type { SessionPrincipal } from './principal.js';
export { SessionService, type RevocationListener, type SessionTimeouts } from './sessions.js';
export { SESSION_COOKIE, sessionTokenFromHeader } from './session-cookie.js';
export { type AccessRoles, type RouteAccess, type StoreScope, roleAllowed, rolesOf, storeAllowed } from './access.js';
export { CSRF_HEADER, STORE_HEADER, principalOf, registerAccessPolicy, scopedStoreOf } from './policy.js';
