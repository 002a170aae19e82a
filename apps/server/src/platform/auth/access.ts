import type { AccessGate, Role, StaffPermission, SystemModule } from '@diancan/core';
import type { FastifyRequest } from 'fastify';
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
  /** What the call needs of the staff member signed in on the terminal when the store's staff mode is on. */
  staff?: StaffAccess;
  /**
   * Where a brand call names its brand (the `brandId` field of the query or body): an HQ account (總部) may only name
   * its own (403 otherwise); platform staff may name any (docs/chains.md).
   */
  brandScope?: 'query' | 'body';
}

/**
 * Staff mode (docs/staff.md). `at: 'counter'`: a counter call, refused (403 請先輸入員工密碼) without a staff member
 * signed in on the terminal's session; `at: 'back'`: a back-office call the owner's session makes without a PIN, but
 * a staff member signed in on the session must hold the permissions. `needs` are always needed; `needsFor` reads
 * what this request asks for (a discount, 招待, a line reduced). A missing permission answers 403 權限不足 naming it,
 * unless the request carries a manager's one-time approval for it (X-Staff-Approval). Store modules' and gates'
 * store scope applies: a staff declaration needs one. With staff mode on, it replaces the manager-code gate.
 */
export interface StaffAccess {
  at: 'counter' | 'back';
  needs?: readonly StaffPermission[];
  needsFor?: (request: FastifyRequest) => StaffPermission[] | Promise<StaffPermission[]>;
}

/** Who acted at the counter on a call in staff mode: the member signed in, and the approver of a missing permission. */
export interface StaffActor {
  staffId: number;
  staffName: string;
  /** The permissions the call needed. */
  used: StaffPermission[];
  approver: { staffId: number; name: string; permission: StaffPermission } | null;
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
    /** In staff mode, the staff member the call acts as (and its approver); null otherwise. */
    staffActor: StaffActor | null;
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

/** An HQ account (總部): a brand's head office, reaching only its brand's stores and only their back office. */
export function isHq(principal: SessionPrincipal): boolean {
  return principal.loginRole === 'USER_HQ';
}

/** Staff may act on any store; a store user only on its own active stores; an HQ account on its brand's. */
export function storeAllowed(principal: SessionPrincipal, storeId: number): boolean {
  return principal.allStores || principal.storeIds.includes(storeId);
}
