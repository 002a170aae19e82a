import { ACCESS_GATES, isRole, SYSTEM_MODULES } from '@diancan/core';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/platform/auth/access.js';
import { type DeclaredRoute, registerAccessPolicy } from '../../src/platform/auth/policy.js';
import type { Database } from '../../src/platform/db/database.js';
import { startTestServer } from '../harness.js';
import { schemasOf, type JsonSchema } from './route-requests.js';

/**
 * One policy per route, declared (docs/access.md): every API route Fastify serves states its roles, where its store
 * is named and the modules and gates it needs, as data (`app.apiRoutes`). This file walks them all, one test per
 * route named after its declaration, and fails on a route without one or with one that contradicts its schema or
 * the spec's rules (the reports' gate, the POS module).
 */

const server = await startTestServer();
afterAll(async () => {
  await server.close();
});

const routes = server.app.apiRoutes.filter((route) => !route.url.startsWith('/api/test/'));

/** A declaration as one line: `roles | store from | modules | gates`. */
function describeAccess(access: RouteAccess): string {
  const roles = typeof access.roles === 'string' ? access.roles : access.roles.join('+');
  const fields = access.storeScope === 'token' ? [access.tokenField ?? 'token'] : access.storeFields;
  const scope = access.storeScope === 'none' ? 'no store' : `store in ${access.storeScope}${fields ? ` (${fields.join(', ')})` : ''}`;
  return [roles, scope, `modules ${access.modules?.join('+') || '-'}`, `gates ${access.gates?.join('+') || '-'}`].join(' | ');
}

/**
 * The fields of a request part that name one of our stores (storeId, sourceStoreId, ...): not a text field such as a
 * delivery platform's own store id (platformStoreId), which names no store of ours.
 */
function storeFieldsIn(schema: JsonSchema | null): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([name, field]) => /^(storeId|\w+StoreId)$/.test(name) && (field as { type?: unknown }).type !== 'string')
    .map(([name]) => name);
}

/** The spec's gated calls (access section 4): reports, shifts, the cash drawer; the e-invoice proof print is not a report. */
const GATED = /^\/api\/back\/(store\/report|report|store\/shift|store\/cashDrawerRecord)\//;
const UNGATED = new Set(['/api/back/report/printInvoice']);
/** The POS calls (access section 7): the store's POS_ORDER module must be on. */
const POS_CALLS = ['getMenu', 'getItemDetail', 'getItemStock', 'updateItemStock', 'batchUpdateItemStock', 'addOrder'].map((name) => `/api/back/pos/${name}`);

function problemsOf(route: DeclaredRoute): string[] {
  const { access } = route;
  const problems: string[] = [];
  const roles = access.roles;
  if (typeof roles === 'string' ? !['public', 'any', 'staff', 'store'].includes(roles) : roles.length === 0 || !roles.every(isRole)) {
    problems.push(`roles ${JSON.stringify(roles)}`);
  }
  if (!['query', 'body', 'header', 'token', 'none'].includes(access.storeScope)) problems.push(`storeScope ${String(access.storeScope)}`);
  if (access.modules?.some((module) => !(SYSTEM_MODULES as readonly string[]).includes(module))) problems.push(`modules ${access.modules.join()}`);
  if (access.gates?.some((gate) => !(ACCESS_GATES as readonly string[]).includes(gate))) problems.push(`gates ${access.gates.join()}`);

  // A request that names a store must say so, and every field naming one must be checked (copyMenu's two stores).
  const schemas = schemasOf(route);
  const named = [...storeFieldsIn(schemas.body), ...storeFieldsIn(schemas.query)];
  const storeUserMayCall = roles === 'any' || roles === 'store' || (Array.isArray(roles) && roles.includes('USER_STORE'));
  if (named.length > 0 && storeUserMayCall && access.storeScope === 'none') problems.push(`names ${named.join(', ')} but declares no store scope`);
  if (access.storeScope === 'body' || access.storeScope === 'query') {
    const checked = access.storeFields ?? ['storeId'];
    const unchecked = storeFieldsIn(access.storeScope === 'body' ? schemas.body : schemas.query).filter((field) => !checked.includes(field));
    if (unchecked.length > 0) problems.push(`store fields not checked: ${unchecked.join(', ')}`);
  }

  const gated = access.gates?.includes('MANAGER_CODE') ?? false;
  const mustBeGated = GATED.test(route.url) && !UNGATED.has(route.url);
  if (gated !== mustBeGated) problems.push(mustBeGated ? 'a report, shift or drawer call without the manager-code gate' : 'the manager-code gate on a call that is not a report');
  if (POS_CALLS.includes(route.url) && !access.modules?.includes('POS_ORDER')) problems.push('a POS call without the POS_ORDER module');
  return problems;
}

describe('every API route declares its access', () => {
  it('is every /api route Fastify serves, found in app.apiRoutes', () => {
    // printRoutes lists what the router really holds, independent of the policy's own list: a tree in which a
    // line's text continues its parent's path (`/api/back/category/sort` under `/api/back/category/sort` + `Status`).
    const served = new Set<string>();
    const parents: string[] = [];
    for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
      if (!match) continue;
      const depth = (match[1] as string).length / 4;
      const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] as string);
      parents[depth] = path;
      for (const method of match[3]?.split(', ') ?? []) {
        if (path.startsWith('/api') && method !== 'HEAD' && method !== 'OPTIONS') served.add(`${method} ${path}`);
      }
    }
    const declared = new Set(server.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect(served.size).toBe(routes.filter((route) => route.method !== 'HEAD').length);
    expect([...served].filter((route) => !declared.has(route))).toEqual([]);
  });

  it.each(routes.map((route) => ({ route: `${route.method} ${route.url}`, declaration: describeAccess(route.access), declared: route })))(
    '$route: $declaration',
    ({ declared }) => {
      expect(problemsOf(declared)).toEqual([]);
    },
  );
});

describe('the policy refuses a route it cannot honour, at startup', () => {
  const deps = {
    sessions: {} as never,
    maintenance: { current: async () => ({ on: false, title: '', message: '' }) },
    db: {} as Database,
    tokenScope: { storeOf: async () => ({ storeId: 1, module: 'FRONT_ORDER' as const }) },
  };

  async function register(config: object | undefined, schema?: object): Promise<void> {
    const app = Fastify();
    registerAccessPolicy(app, deps);
    app.post('/api/back/probe', { config, schema }, async () => ({}));
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('refuses an API route without a declaration', async () => {
    await expect(register(undefined)).rejects.toThrow(/declares no access/);
  });
  it('refuses modules or gates on a route that names no store', async () => {
    await expect(register({ access: { roles: 'store', storeScope: 'none', gates: ['MANAGER_CODE'] } })).rejects.toThrow(/must name the store/);
    await expect(register({ access: { roles: 'store', storeScope: 'none', modules: ['POS_ORDER'] } })).rejects.toThrow(/must name the store/);
  });
  it('refuses a customer token scope without modules', async () => {
    await expect(register({ access: { roles: 'public', storeScope: 'token' } })).rejects.toThrow(/scoped by a customer token/);
  });
  it('refuses a body scope whose schema has no store field', async () => {
    await expect(register({ access: { roles: 'store', storeScope: 'body' } })).rejects.toThrow(/lacks storeId/);
  });
});
