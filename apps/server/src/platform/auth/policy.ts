import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MSG } from '@diancan/core';
import { forbidden, serviceUnavailable, unauthorized } from '../errors/app-error.js';
import { type RouteAccess, roleAllowed, storeAllowed } from './access.js';
import type { SessionPrincipal } from './principal.js';
import type { SessionService } from './sessions.js';
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

function hasStoreIdField(schema: unknown): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'storeId' in shape;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
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
  if (access.roles === 'public' && access.storeScope !== 'none') {
    throw new Error(`${where} is public, so it cannot be scoped to a store`);
  }
  if (access.storeScope === 'query' && !hasStoreIdField(route.schema?.querystring)) {
    throw new Error(`${where} is scoped by query but its querystring schema has no storeId`);
  }
  if (access.storeScope === 'body' && !hasStoreIdField(route.schema?.body)) {
    throw new Error(`${where} is scoped by body but its body schema has no storeId`);
  }
  return { method: String(route.method), url: route.url, access };
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
 * The one place that decides who may call what. Before validation (onRequest): session (401), CSRF on
 * state-changing calls (403), role (403), maintenance (503). After validation (preHandler): the store
 * scope, read from the validated storeId and the X-SID header (403).
 * Returns the table of API routes and their access, filled as routes are registered.
 */
export function registerAccessPolicy(
  app: FastifyInstance,
  deps: { sessions: SessionService; maintenance: MaintenanceSource },
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('principal', null);
  app.decorateRequest('scopedStoreId', null);
  app.addHook('onRoute', (route) => {
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
    }

    // Staff keep working during maintenance (they are the ones running it).
    if (!access.duringMaintenance && !principal?.staff) {
      const maintenance = await deps.maintenance.current();
      if (maintenance.on) throw serviceUnavailable({ title: maintenance.title, message: maintenance.message });
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    const principal = request.principal;
    if (!access || access.storeScope === 'none' || !principal) return;

    const header = headerValue(request, STORE_HEADER);
    const named: unknown[] = header === undefined ? [] : [header];
    if (access.storeScope === 'query') named.unshift((request.query as { storeId?: unknown }).storeId);
    if (access.storeScope === 'body') named.unshift((request.body as { storeId?: unknown }).storeId);
    if (named.length === 0) throw forbidden(MSG.STORE_FORBIDDEN); // 'header' scope without X-SID

    const storeIds = named.map(asStoreId);
    if (!storeIds.every((storeId) => storeId > 0 && storeAllowed(principal, storeId))) {
      throw forbidden(MSG.STORE_FORBIDDEN);
    }
    request.scopedStoreId = storeIds[0] ?? null;
  });
  return declared;
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
