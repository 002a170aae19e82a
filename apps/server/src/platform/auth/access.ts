import type { AccessGate, Role, SystemModule } from '@diancan/core';
import type { SessionPrincipal } from './principal.js';

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced by the policy
 * (policy.ts) before the handler runs. Every /api route must declare one, or the app refuses to start.
 *
 * roles:
 * - 'public': no session needed (sign-in, forgot password, health, client error reports);
 * - 'any':    any signed-in user;
 * - 'staff':  platform staff (super manager, manager, sales person);
 * - 'store':  store users;
 * - Role[]:   one of these roles (ROLE_SUPER_SPECIAL_MANAGER stands for the super manager).
 *
 * storeScope: where the store the call acts on is named; it must be one of the user's stores (staff: any store).
 * - 'query' / 'body': the `storeId` field (its schema must have one); an X-SID header, when sent, is checked too;
 * - 'header':         the X-SID header, which is then required;
 * - 'token':          a public customer call (self-ordering) names a front-stage token in its `tokenField` (query
 *                     for GET and DELETE, else body): the policy asks the token scope (registerAccessPolicy's
 *                     `tokenScope`) for the token's store and the module of its channel (the kiosk's FRONT_ORDER,
 *                     the phone's MOBILE_ORDER), which must be one of the route's `modules` and on for the store;
 * - 'none':           the call is not about one store.
 * A public route may name a store too: then nobody's membership is checked, only the store's modules.
 *
 * modules: the store modules (systemModules) the store must have on, or the call answers 403 with the module's
 *          message (e.g. the POS calls need POS_ORDER). Needs a store scope.
 * gates:   what the session must have passed for that store. 'MANAGER_CODE': when the store's
 *          reportManagerCodeVerificationSwitch is on, a store user's session must have entered the store's
 *          識別碼 (validManagerCode) within MANAGER_CODE_PASS_IDLE_MINUTES; staff are exempt (access section 4:
 *          the gate is always off for a manager session). Needs a store scope.
 *
 * The declarations are data: `app.apiRoutes` lists them, and the tests walk that list (docs/access.md).
 */
export type AccessRoles = 'public' | 'any' | 'staff' | 'store' | readonly Role[];
export type StoreScope = 'query' | 'body' | 'header' | 'token' | 'none';

/**
 * What a customer's token opens, for the policy (storeScope 'token'): its store and the module its channel needs.
 * Implemented by self-ordering, which answers 404 itself for a token it did not sign.
 */
export interface TokenScope {
  storeOf(token: string): Promise<{ storeId: number; module: SystemModule }>;
}

export interface RouteAccess {
  roles: AccessRoles;
  storeScope: StoreScope;
  /** Keeps answering store users while the platform is in maintenance (sign-in, current user, ...). */
  duringMaintenance?: boolean;
  /** The body or query fields that name stores, all checked (default ['storeId']); the first is the scoped store. */
  storeFields?: readonly string[];
  modules?: readonly SystemModule[];
  /** storeScope 'token': the field holding the token (default 'token'). */
  tokenField?: string;
  gates?: readonly AccessGate[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user, or null on a public call made without a session. */
    principal: SessionPrincipal | null;
    /** The store the call acts on, once the policy has checked it (storeScope other than 'none'). */
    scopedStoreId: number | null;
  }
}

/** The roles a principal holds for route lists: its login role, plus the super role for the super manager. */
export function rolesOf(principal: SessionPrincipal): Role[] {
  return principal.superManager ? [principal.loginRole, 'ROLE_SUPER_SPECIAL_MANAGER'] : [principal.loginRole];
}

export function roleAllowed(roles: AccessRoles, principal: SessionPrincipal): boolean {
  switch (roles) {
    case 'public':
    case 'any':
      return true;
    case 'staff':
      return principal.staff;
    case 'store':
      return !principal.staff;
    default:
      return rolesOf(principal).some((role) => roles.includes(role));
  }
}

/** Staff may act on any store; a store user only on its own active stores. */
export function storeAllowed(principal: SessionPrincipal, storeId: number): boolean {
  return principal.allStores || principal.storeIds.includes(storeId);
}
