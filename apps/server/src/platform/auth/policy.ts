import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ACCESS_MSG, BRAND_MSG, hqMayCall, MSG, STAFF_APPROVAL_HEADER, STAFF_MSG, staffForbiddenMessage, type StaffPermission } from '@diancan/core';
import type { Database } from '../db/database.js';
import { badRequest, forbidden, serviceUnavailable, unauthorized } from '../errors/app-error.js';
import { isHq, type RouteAccess, roleAllowed, type StaffAccess, type StaffActor, storeAllowed, type TokenScope } from './access.js';
import type { SessionPrincipal } from './principal.js';
import type { SessionService } from './sessions.js';
import { NO_STAFF_GATE, type StaffGate } from './staff-gate.js';
import { storeRulesRepository } from './store-rules.repository.js';
import { sameSecret } from './tokens.js';

export interface MaintenanceSource {
  /** The maintenance switch as it is now (cached briefly by its owner). */
  current(): Promise<{ on: boolean; title: string; message: string }>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const STORE_HEADER = 'x-sid';
export const CSRF_HEADER = 'x-csrf-token';

/** Only routes of the API must declare their access; the web app's files and fallback are public by nature. */
function needsAccess(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** The fields of a body or query that name stores: `storeId` unless the route says otherwise. */
function storeFieldsOf(access: RouteAccess): readonly string[] {
  return access.storeFields ?? ['storeId'];
}

function hasFields(schema: unknown, fields: readonly string[]): boolean {
  // A refined object (z.object(...).refine) keeps its shape on the inner schema.
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && fields.every((field) => field in shape);
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas (body, querystring, params): the tests generate their requests from them. */
  schema: RouteOptions['schema'];
}

/**
 * Refuses, at startup, a route that forgot its access declaration or declares one it cannot honour;
 * returns the declaration of an API route (null for the web app's routes).
 */
function checkDeclaration(route: RouteOptions): DeclaredRoute | null {
  if (!needsAccess(route.url)) return null;
  const where = `${String(route.method)} ${route.url}`;
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (!access) throw new Error(`${where} declares no access (config.access): every API route must`);
  if (access.roles === 'public' && access.storeScope === 'header') {
    throw new Error(`${where} is public, so no X-SID of a session can scope it`);
  }
  if ((access.modules?.length || access.gates?.length) && access.storeScope === 'none') {
    throw new Error(`${where} needs modules or gates of a store, so it must name the store (storeScope)`);
  }
  if (access.staff && (access.roles === 'public' || access.storeScope === 'none' || access.storeScope === 'token')) {
    throw new Error(`${where} needs a staff member of a store, so it must be a store user's call naming the store`);
  }
  if (access.storeScope === 'token') {
    const field = access.tokenField ?? 'token';
    const tokenIn = TOKEN_IN_QUERY.has(String(route.method)) ? route.schema?.querystring : route.schema?.body;
    if (access.roles !== 'public' || !access.modules?.length || !hasFields(tokenIn, [field])) {
      throw new Error(`${where} is scoped by a customer token: public, with modules and a ${field} field`);
    }
    return { method: String(route.method), url: route.url, access, schema: route.schema };
  }
  if (access.brandScope) {
    const brandIn = access.brandScope === 'query' ? route.schema?.querystring : route.schema?.body;
    if (access.roles === 'public' || !hasFields(brandIn, ['brandId'])) {
      throw new Error(`${where} is scoped by brand: signed in, with a brandId field in its ${access.brandScope}`);
    }
  }
  const fields = storeFieldsOf(access);
  if (access.storeScope === 'query' && !hasFields(route.schema?.querystring, fields)) {
    throw new Error(`${where} is scoped by query but its querystring schema lacks ${fields.join(', ')}`);
  }
  if (access.storeScope === 'body' && !hasFields(route.schema?.body, fields)) {
    throw new Error(`${where} is scoped by body but its body schema lacks ${fields.join(', ')}`);
  }
  return { method: String(route.method), url: route.url, access, schema: route.schema };
}

const areaStaff = new WeakMap<FastifyInstance, StaffAccess>();

/**
 * Registers an area's routes with what their changes need of the staff member in staff mode (the menu's MENU, the
 * settings' SETTINGS): each state-changing store route of the area that declares no `staff` of its own gets it.
 */
export function inStaffArea(app: FastifyInstance, staff: StaffAccess, register: () => void): void {
  areaStaff.set(app, staff);
  try {
    register();
  } finally {
    areaStaff.delete(app);
  }
}

function applyAreaStaff(app: FastifyInstance, route: RouteOptions): void {
  const staff = areaStaff.get(app);
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const storeUsers = access?.roles === 'store' || access?.roles === 'any';
  if (!staff || !access || access.staff || !storeUsers || access.storeScope === 'none' || access.storeScope === 'token') return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => SAFE_METHODS.has(String(method)))) return;
  route.config = { ...route.config, access: { ...access, staff } };
}

/** A store id as a header or field carries it; anything that is not a positive integer names no store of ours. */
function asStoreId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : -1;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * The store a scoped call acts on: every place that names one (the storeId field, the X-SID header) must name the
 * same kind of thing, a store of the principal's (403 otherwise). A public call (principal null) only needs a store.
 */
function checkedStore(request: FastifyRequest, access: RouteAccess, principal: SessionPrincipal | null): number {
  const header = headerValue(request, STORE_HEADER);
  const named: unknown[] = header === undefined || !principal ? [] : [header];
  const source = access.storeScope === 'query' ? request.query : access.storeScope === 'body' ? request.body : null;
  if (source) named.unshift(...storeFieldsOf(access).map((field) => (source as Record<string, unknown>)[field]));
  if (named.length === 0) throw forbidden(MSG.STORE_FORBIDDEN); // 'header' scope without X-SID

  const storeIds = named.map(asStoreId);
  if (!storeIds.every((storeId) => storeId > 0 && (!principal || storeAllowed(principal, storeId)))) {
    throw forbidden(MSG.STORE_FORBIDDEN);
  }
  return storeIds[0] as number;
}

/**
 * The one place that decides who may call what. Before validation (onRequest): session (401), CSRF on
 * state-changing calls (403), role (403), maintenance (503). After validation (preHandler): the store
 * scope, read from the validated storeId and the X-SID header (403), then the store's modules and the
 * session's gates the route declares (403 with their message).
 * Returns the table of API routes and their access, filled as routes are registered.
 */
export function registerAccessPolicy(
  app: FastifyInstance,
  deps: { sessions: SessionService; maintenance: MaintenanceSource; db: Database; tokenScope: TokenScope; staff?: StaffGate },
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  const staffGate = deps.staff ?? NO_STAFF_GATE;
  app.decorateRequest('principal', null);
  app.decorateRequest('scopedStoreId', null);
  app.decorateRequest('staffActor', null);
  app.addHook('onRoute', (route) => {
    applyAreaStaff(app, route);
    const declaration = checkDeclaration(route);
    if (declaration) declared.push(declaration);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // the web app's files and the not-found handler
    const principal = await deps.sessions.authenticate(request.headers.cookie);
    request.principal = principal;

    if (access.roles !== 'public') {
      if (!principal) throw unauthorized();
      const csrf = headerValue(request, CSRF_HEADER);
      if (!SAFE_METHODS.has(request.method) && !(csrf && sameSecret(csrf, principal.xsrfToken))) {
        throw forbidden(MSG.CSRF);
      }
      if (!roleAllowed(access.roles, principal)) throw forbidden();
      // HQ (總部) reaches the back office of its brand's stores, never the counter, orders or settings.
      if (isHq(principal) && access.roles !== 'any' && !hqMayCall(request.routeOptions.url ?? request.url)) {
        throw forbidden(BRAND_MSG.HQ_BACK_OFFICE_ONLY);
      }
    }

    // Staff keep working during maintenance (they are the ones running it).
    if (!access.duringMaintenance && !principal?.staff) {
      const maintenance = await deps.maintenance.current();
      if (maintenance.on) throw serviceUnavailable({ title: maintenance.title, message: maintenance.message });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access?.brandScope) checkBrandScope(request, access.brandScope);
    if (!access || access.storeScope === 'none') return;
    if (access.storeScope === 'token') return checkTokenScope(request, access, deps);
    const principal = request.principal;
    if (access.roles !== 'public' && !principal) return;

    const storeId = checkedStore(request, access, access.roles === 'public' ? null : principal);
    request.scopedStoreId = storeId;
    // The manager-code pass names one store: a session whose active store (X-SID) is another one has switched stores.
    const activeStore = headerValue(request, STORE_HEADER);
    if (principal?.managerCodePass && activeStore !== undefined && asStoreId(activeStore) !== principal.managerCodePass.storeId) {
      await deps.sessions.endManagerCodePass(principal);
    }
    if (!access.modules?.length && !access.gates?.length && !access.staff) return;

    const rules = await storeRulesRepository.rulesOf(deps.db, storeId);
    const missing = access.modules?.find((module) => rules.systemModules[module] !== true);
    if (missing) throw forbidden(ACCESS_MSG.MODULE_OFF[missing]);
    // Staff mode: the staff member signed in on the terminal (and their permissions) replaces the manager-code gate.
    // HQ is a head office, not a terminal: like platform staff, it has no staff-mode PIN and no manager-code gate.
    if (access.staff && rules.staffMode && principal && !principal.staff && !isHq(principal)) {
      request.staffActor = await staffActorOf(request, access, storeId, principal.sessionId, staffGate);
      return;
    }
    if (access.gates?.includes('MANAGER_CODE') && rules.managerCodeGate && principal && !principal.staff && !isHq(principal)) {
      if (!(await deps.sessions.useManagerCodePass(principal, storeId))) throw forbidden(ACCESS_MSG.MANAGER_CODE_REQUIRED);
    }
  });

  // The activity log (權限紀錄): every change made in staff mode, once it has succeeded.
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.staffActor;
    if (!actor || SAFE_METHODS.has(request.method) || reply.statusCode >= 300 || request.scopedStoreId === null || !request.principal) return;
    try {
      await staffGate.record({
        storeId: request.scopedStoreId,
        sessionId: request.principal.sessionId,
        actor,
        action: request.routeOptions.url ?? request.url,
        orderId: orderIdOf(request),
        detail: activityDetailOf(request),
      });
    } catch (error) {
      request.log.error({ err: error }, 'staff activity not recorded');
    }
  });
  return declared;
}

/**
 * In staff mode: who acts (403 請先輸入員工密碼 without a staff member on a counter call), and that they hold what
 * the call needs; one missing permission may be covered by a manager's one-time approval (X-Staff-Approval), else
 * 403 權限不足 naming it. On a back-office call the owner's session (nobody signed in) passes.
 */
async function staffActorOf(
  request: FastifyRequest,
  access: RouteAccess,
  storeId: number,
  sessionId: string,
  gate: StaffGate,
): Promise<StaffActor | null> {
  const declared = access.staff;
  if (!declared) return null;
  const member = await gate.onTerminal(sessionId, storeId);
  if (!member) {
    if (declared.at === 'back') return null;
    throw forbidden(STAFF_MSG.SIGN_IN_REQUIRED);
  }
  const needed = [...new Set<StaffPermission>([...(declared.needs ?? []), ...((await declared.needsFor?.(request)) ?? [])])];
  // A void names why, from the store's list; checked before an approval is spent on a call that cannot pass.
  if (needed.includes('VOID')) await checkVoidReason(request, storeId, gate);
  const lacking = needed.filter((permission) => !member.permissions.includes(permission));
  let approver: StaffActor['approver'] = null;
  const token = headerValue(request, STAFF_APPROVAL_HEADER);
  const [first, second] = lacking;
  if (first !== undefined) {
    // One approval covers one permission; the token is spent only when it can let the call through.
    const approved = second === undefined && token !== undefined ? await gate.useApproval(token, storeId, first) : null;
    if (!approved) throw forbidden(staffForbiddenMessage(first));
    approver = { staffId: approved.staffId, name: approved.name, permission: first };
  }
  return { staffId: member.staffId, staffName: member.name, used: needed, approver };
}

/** 400 unless the request's `voidReason` is one of the store's void reasons (docs/staff.md). */
async function checkVoidReason(request: FastifyRequest, storeId: number, gate: StaffGate): Promise<void> {
  const reason = sourceOf(request).voidReason;
  if (typeof reason !== 'string' || reason === '') throw badRequest(STAFF_MSG.VOID_REASON_REQUIRED);
  if (!(await gate.voidReasons(storeId)).includes(reason)) throw badRequest(STAFF_MSG.VOID_REASON_UNKNOWN);
}

/** The request's fields, from its query string and its body. */
function sourceOf(request: FastifyRequest): Record<string, unknown> {
  return { ...(request.query as object | undefined), ...(request.body as object | undefined) } as Record<string, unknown>;
}

/** The order a logged call acts on, as its request names it. */
function orderIdOf(request: FastifyRequest): number | null {
  for (const source of [request.body, request.query]) {
    const value = (source as Record<string, unknown> | undefined)?.orderId;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  }
  return null;
}

/**
 * What the log keeps of a request besides who and which order: a void's reason and the discount or 招待 asked for, the
 * kitchen ticket bumped or recalled.
 */
function activityDetailOf(request: FastifyRequest): Record<string, unknown> | null {
  const source = sourceOf(request);
  const detail: Record<string, unknown> = {};
  for (const key of ['voidReason', 'voidNote', 'status', 'manualDiscount', 'entertain', 'count', 'detailId', 'type', 'amount', 'ticketId']) {
    if (source[key] !== undefined && source[key] !== null) detail[key] = source[key];
  }
  return Object.keys(detail).length > 0 ? detail : null;
}

/** A brand call: an HQ account names only its own brand (staff any; the service answers 404 for one that is not). */
function checkBrandScope(request: FastifyRequest, where: 'query' | 'body'): void {
  const principal = request.principal;
  if (!principal || !isHq(principal)) return;
  const brandId = ((where === 'query' ? request.query : request.body) as Record<string, unknown> | undefined)?.brandId;
  if (principal.brandId === null || brandId !== principal.brandId) throw forbidden(BRAND_MSG.HQ_OUTSIDE_BRAND);
}

/** The methods whose customer token is in the query string (the others carry it in the body). */
const TOKEN_IN_QUERY = new Set(['GET', 'HEAD', 'DELETE']);

/** A customer call: the token's store, and its channel's module among the route's and on for the store (403). */
async function checkTokenScope(request: FastifyRequest, access: RouteAccess, deps: { db: Database; tokenScope: TokenScope }): Promise<void> {
  const source = TOKEN_IN_QUERY.has(request.method) ? request.query : request.body;
  const token = (source as Record<string, unknown> | undefined)?.[access.tokenField ?? 'token'];
  if (typeof token !== 'string') throw forbidden(MSG.STORE_FORBIDDEN);
  const { storeId, module } = await deps.tokenScope.storeOf(token);
  request.scopedStoreId = storeId;
  const rules = await storeRulesRepository.rulesOf(deps.db, storeId);
  if (!access.modules?.includes(module) || rules.systemModules[module] !== true) throw forbidden(ACCESS_MSG.MODULE_OFF[module]);
}

/** The signed-in user of a route whose access is not 'public' (the policy already answered 401 otherwise). */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The store a store-scoped route acts on, as the policy checked it. */
export function scopedStoreOf(request: FastifyRequest): number {
  if (request.scopedStoreId === null) throw forbidden(MSG.STORE_FORBIDDEN);
  return request.scopedStoreId;
}
