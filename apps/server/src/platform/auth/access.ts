import type { Role } from '@diancan/core';
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
 * - 'none':           the call is not about one store.
 */
export type AccessRoles = 'public' | 'any' | 'staff' | 'store' | readonly Role[];
export type StoreScope = 'query' | 'body' | 'header' | 'none';

export interface RouteAccess {
  roles: AccessRoles;
  storeScope: StoreScope;
  /** Keeps answering store users while the platform is in maintenance (sign-in, current user, ...). */
  duringMaintenance?: boolean;
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
