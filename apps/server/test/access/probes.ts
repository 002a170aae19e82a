import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { DeclaredRoute } from '../../src/platform/auth/policy.js';
import { queryRows } from '../../src/platform/db/raw-rows.js';
import type { TestClient, TestServer } from '../harness.js';
import { type JsonSchema, sampleOf, sampleRequest, schemasOf, walkedRoutes, withQuery, pathOf } from './route-requests.js';

/**
 * The two generated probes over every route (docs/access.md): the isolation matrix (store A's owner carrying
 * store B's ids) and the schema fuzzing (malformed payloads from each route's zod schema). The tests run them at
 * a size that fits CI; `npm run probe:isolation` / `probe:fuzz` run them at full size and print the figures.
 */

/** zh-TW: at least one CJK ideograph. */
const HAN = /[\u4e00-\u9fff]/;

export interface ProbeFigures {
  requests: number;
  routes: number;
  /** 5xx answers. */
  serverErrors: string[];
  /** 4xx answers without a zh-TW message. */
  bareErrors: string[];
  /** Isolation: B's data answered or changed, or B's store accepted. */
  leaks: string[];
  statuses: Record<string, number>;
  /** Fuzzing: routes whose valid sample ended a probing session, put back before the next route. */
  restored: string[];
}

function newFigures(): ProbeFigures {
  return { requests: 0, routes: 0, serverErrors: [], bareErrors: [], leaks: [], statuses: {}, restored: [] };
}

interface Sent {
  status: number;
  text: string;
  message: string | null;
}

/** How long a probe waits for an answer; none by then counts as a 5xx (599). */
const NO_ANSWER_MS = 20_000;

/** One raw request (the body as given: text, JSON or nothing), answering the status and the envelope's message. */
async function send(
  server: TestServer,
  client: TestClient | null,
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<Sent> {
  const sent: Record<string, string> = { ...headers };
  if (client) {
    if (client.cookies.size > 0) sent.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (client.xsrfToken) sent['x-csrf-token'] = client.xsrfToken;
  }
  let response: Response;
  try {
    // A request the server never answers is a failure of its own (a hung handler), not a reason to hang the probe.
    response = await fetch(`${server.baseUrl}${path}`, { method, headers: sent, body, signal: AbortSignal.timeout(NO_ANSWER_MS) });
  } catch (error) {
    return { status: 599, text: `no answer: ${String(error)}`, message: null };
  }
  const text = await response.text();
  let message: string | null = null;
  try {
    message = (JSON.parse(text) as { message?: string | null }).message ?? null;
  } catch {
    // a file download or not JSON
  }
  return { status: response.status, text, message };
}

function record(figures: ProbeFigures, route: DeclaredRoute, sent: Sent, what: string): void {
  figures.requests += 1;
  const key = String(sent.status);
  figures.statuses[key] = (figures.statuses[key] ?? 0) + 1;
  const where = `${route.method} ${route.url} ${what}`.slice(0, 300);
  if (sent.status >= 500) figures.serverErrors.push(`${where} -> ${sent.status} ${sent.text.slice(0, 120)}`);
  else if (sent.status >= 400 && !(sent.message && HAN.test(sent.message))) figures.bareErrors.push(`${where} -> ${sent.status} ${sent.text.slice(0, 120)}`);
}

// ---- isolation matrix ------------------------------------------------------------------------

/** Which of B's tables an id field names, by field name, then by the route's area for a bare `id`. */
const FIELD_TABLES: [RegExp, string[]][] = [
  [/^orderIds?$|^orderIdList$/, ['orders']],
  [/^itemIds?$|^itemIdList$/, ['menu_items']],
  [/^categoryIds?$|^categoryIdList$/, ['menu_categories']],
  [/^(option)?groupId$/i, ['menu_option_groups', 'menu_upgrade_groups']],
  [/^optionIds?$/, ['menu_options']],
  [/^upgradeIds?$/, ['menu_upgrades']],
  [/^payMethodId$/, ['pay_methods']],
  [/^shiftId$/, ['shifts']],
  [/^invoiceId$/, ['einvoice_invoices']],
  [/^trackId$/, ['einvoice_tracks']],
  [/^kitchenAreaId$/, ['kitchen_areas']],
  [/^printAreaIds?$|^printAreaIdList$/, ['print_areas']],
  [/^remarkId$/, ['menu_remarks']],
  [/^(line|orderDetail|orderLine)Id$/, ['order_lines']],
  [/^fileId$/, ['files']],
];
const AREA_TABLES: [RegExp, string[]][] = [
  [/\/category\//, ['menu_categories']],
  [/\/item\//, ['menu_items']],
  [/\/option\//, ['menu_option_groups']],
  [/\/upgrade\//, ['menu_upgrades', 'menu_upgrade_groups']],
  [/\/remark\//, ['menu_remarks']],
  [/\/kitchenArea\//, ['kitchen_areas']],
  [/\/printArea\//, ['print_areas']],
  [/\/payMethod\//, ['pay_methods']],
  [/\/automaticDiscount\//, ['automatic_discounts']],
  [/\/einvoice\//, ['einvoice_tracks', 'einvoice_invoices']],
  [/\/shift\//, ['shifts']],
  [/\/cashDrawerRecord\//, ['cash_drawer_records']],
  [/\/(order|report|deliveryOrder)\//, ['orders', 'order_lines']],
  [/\/announcement\//, ['announcements']],
  [/\/file\//, ['files']],
];

function tablesFor(field: string, url: string): string[] {
  for (const [test, tables] of FIELD_TABLES) if (test.test(field)) return tables;
  if (field === 'id' || field === 'idList' || field === 'ids') for (const [test, tables] of AREA_TABLES) if (test.test(url)) return tables;
  return [];
}

/** The tables holding a store's rows (a store_id column), read once. */
async function storeTables(server: TestServer): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    server.db,
    sql`select table_name from information_schema.columns where column_name = 'store_id' and table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name).filter((name) => name !== 'sessions');
}

/** Every id of B's rows, per table (tables with an `id` column). */
async function idsOf(server: TestServer, tables: string[], storeId: number): Promise<Map<string, number[]>> {
  const ids = new Map<string, number[]>();
  for (const table of tables) {
    try {
      const rows = await queryRows<{ id: unknown }>(server.db, sql.raw(`select id from "${table}" where store_id = ${storeId} order by id`));
      ids.set(table, rows.map((row) => Number(row.id)));
    } catch {
      // a link table without an id column
    }
  }
  return ids;
}

/** The tables each server's fingerprint function reads (made on the first fingerprint, again if the tables differ). */
const fingerprintTables = new WeakMap<TestServer, string>();

/**
 * A fingerprint of everything store B holds: its rows in every store table, its store row and config. Read through a
 * PL/pgSQL function made once in the test database, whose query plan each connection keeps: the same query sent as
 * text was planned again on every call (one subquery a table, 75 tables), which took most of the fingerprint's time
 * (PGlite, 29 Nov: 155 ms a call as text, 20 ms through the function, the same md5).
 */
export async function fingerprintOf(server: TestServer, tables: string[], storeId: number): Promise<string> {
  const signature = tables.join(',');
  if (fingerprintTables.get(server) !== signature) {
    const parts = [...tables, 'stores'].map(
      (table) => `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${table}" t where ${table === 'stores' ? 'id' : 'store_id'} = $1)`,
    );
    await queryRows(
      server.db,
      sql.raw(`create or replace function probe_store_fingerprint(integer) returns text language plpgsql stable as $fn$ begin return md5(${parts.join(' || ')}); end $fn$`),
    );
    fingerprintTables.set(server, signature);
  }
  const [row] = await queryRows<{ print: string }>(server.db, sql`select probe_store_fingerprint(${storeId}::integer) as print`);
  return row?.print ?? '';
}

/** The id fields of a schema (paths into the sample), with whether each is a list. */
function idFields(schema: JsonSchema | null, prefix: string[] = []): { path: string[]; list: boolean }[] {
  if (!schema?.properties) return [];
  const found: { path: string[]; list: boolean }[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const type = property.type ?? property.anyOf?.find((option) => option.type !== 'null')?.type;
    if (/(^id|Id|IdList|Ids)$/.test(name) && name !== 'storeId') found.push({ path: [...prefix, name], list: type === 'array' });
    if (type === 'object') found.push(...idFields(property, [...prefix, name]));
  }
  return found;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let current = target;
  for (const key of path.slice(0, -1)) {
    if (typeof current[key] !== 'object' || current[key] === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[path[path.length - 1] as string] = value;
}

export interface IsolationWorld {
  server: TestServer;
  /** Store A's owner, who must never reach store B. */
  ownerA: TestClient;
  storeA: number;
  storeB: number;
  /** Text only B's data holds: a 2xx answer containing it is a leak. */
  marker: string;
}

/**
 * Every store-scoped route (and every route a store user may call), called as A's owner with B's store id (in
 * the body or query, with A's or B's X-SID) and with B's object ids in A's store, `idsPerField` of each kind.
 * B's store must be refused (403); B's objects must not come back (B's marker in a 2xx) and B's data must not
 * change (its fingerprint, read before and after each route).
 */
export async function runIsolationMatrix(world: IsolationWorld, idsPerField: number): Promise<ProbeFigures> {
  const { server, ownerA, storeA, storeB, marker } = world;
  const figures = newFigures();
  const tables = await storeTables(server);
  const idsOfB = await idsOf(server, tables, storeB);
  let print = await fingerprintOf(server, tables, storeB);
  const routes = walkedRoutes(server.app).filter(
    (route) => route.access.roles !== 'public' && (route.access.storeScope !== 'none' || route.access.roles === 'any' || route.access.roles === 'store'),
  );
  for (const route of routes) {
    figures.routes += 1;
    const schemas = schemasOf(route);
    const calls: { what: string; storeNamed: boolean; path: string; body: unknown; sid: number }[] = [];
    // B's store, named in the body/query, with A's and with B's X-SID.
    if (route.access.storeScope !== 'none') {
      for (const sid of [storeA, storeB, 0]) {
        const hints = Object.fromEntries((route.access.storeFields ?? ['storeId']).map((field) => [field, storeB]));
        const call = sampleRequest(route, hints);
        calls.push({ what: `store B, X-SID ${sid === storeA ? 'A' : sid === storeB ? 'B' : 'none'}`, storeNamed: true, path: call.path, body: call.body, sid });
      }
    }
    // B's objects, in A's store: each id field (body, query, path) carrying B's ids.
    for (const part of ['body', 'query', 'params'] as const) {
      for (const field of idFields(schemas[part])) {
        const name = field.path[field.path.length - 1] as string;
        const candidates = tablesFor(name, route.url).flatMap((table) => (idsOfB.get(table) ?? []).slice(0, idsPerField));
        for (const id of candidates) {
          const base = sampleRequest(route, { storeId: storeA });
          const schemaOfPart = schemas[part];
          const value = (schemaOfPart ? sampleOf(schemaOfPart, { storeId: storeA }) : {}) as Record<string, unknown>;
          setPath(value, field.path, field.list ? [id] : id);
          const path = part === 'params' ? withQuery(pathOf(route, value), null) : part === 'query' ? withQuery(pathOf(route, {}), value) : base.path;
          for (const sid of [storeA, storeB]) {
            const what = `B's ${field.path.join('.')}=${id} in ${part}, X-SID ${sid === storeA ? 'A' : 'B'}`;
            calls.push({ what, storeNamed: false, path, body: part === 'body' ? value : base.body, sid });
          }
        }
      }
    }
    // The calls of one route go out together: each must be refused on its own, and B's fingerprint after the route
    // catches a change whichever call made it.
    await Promise.all(calls.map(async (call) => {
      const body = call.body === undefined ? undefined : JSON.stringify(call.body);
      const sent = await send(server, ownerA, route.method, call.path, body, {
        ...(call.sid ? { 'x-sid': String(call.sid) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      });
      record(figures, route, sent, call.what);
      const answered = sent.status >= 200 && sent.status < 300;
      // B's store accepted at all, or B's records in an answer: a leak (a refusal by the schema is not one).
      if ((call.storeNamed && answered) || (answered && sent.text.includes(marker))) {
        figures.leaks.push(`${route.method} ${route.url} ${call.what} -> ${sent.status}`);
      }
    }));
    const after = await fingerprintOf(server, tables, storeB);
    if (after !== print) figures.leaks.push(`${route.method} ${route.url}: store B's data changed`);
    print = after;
  }
  return figures;
}

// ---- schema fuzzing --------------------------------------------------------------------------

const HUGE = 'x'.repeat(200_000);
/** Values that break a field: wrong types, boundaries, unstorable text, huge strings and arrays. */
const BAD_VALUES: unknown[] = [
  null, true, 'abc', '', -1, 0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, HUGE, 'a\u0000b', 'x\ud800', '\udfff',
  [], {}, Array.from({ length: 5_000 }, (_, index) => index), { nested: { deeper: [1, 2, 3] } },
];
/** Whole bodies that are not the JSON a route expects. */
const BAD_BODIES: { body: string; type: string }[] = [
  { body: '{', type: 'application/json' },
  { body: '{"a":', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '[]', type: 'application/json' },
  { body: '"text"', type: 'application/json' },
  { body: '{"storeId":1}', type: 'text/plain' },
  { body: 'storeId=1', type: 'application/x-www-form-urlencoded' },
  { body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', type: 'multipart/form-data; boundary=x' },
  { body: '{"storeId":"\\u0000"}', type: 'application/json' },
  { body: '{"storeId":"\\ud800"}', type: 'application/json' },
];

interface Mutation {
  what: string;
  apply(sample: Record<string, unknown>): unknown;
}

function mutationsOf(schema: JsonSchema | null): fc.Arbitrary<Mutation> {
  const fields = Object.keys(schema?.properties ?? {});
  const field = fields.length ? fc.constantFrom(...fields) : fc.constant('storeId');
  const bad = fc.constantFrom(...BAD_VALUES.map((_, index) => index));
  return fc.oneof(
    fc.tuple(field, bad).map(([name, index]) => ({
      what: `${name}=${String(JSON.stringify(BAD_VALUES[index])).slice(0, 30)}`,
      apply: (sample: Record<string, unknown>) => ({ ...sample, [name]: BAD_VALUES[index] }),
    })),
    field.map((name) => ({ what: `without ${name}`, apply: (sample: Record<string, unknown>) => Object.fromEntries(Object.entries(sample).filter(([key]) => key !== name)) })),
    fc.tuple(fc.string({ maxLength: 12 }), bad).map(([name, index]) => ({
      what: `extra ${name}`,
      apply: (sample: Record<string, unknown>) => ({ ...sample, [`x${name}`]: BAD_VALUES[index] }),
    })),
    fc.tuple(field, fc.string({ unit: 'binary', maxLength: 40 })).map(([name, text]) => ({
      what: `${name}=random text`,
      apply: (sample: Record<string, unknown>) => ({ ...sample, [name]: text }),
    })),
  );
}

export interface FuzzClients {
  anonymous: TestClient;
  store: TestClient;
  manager: TestClient;
  storeId: number;
  /** Puts back what a route's valid sample did to the probing sessions (signs them in again). */
  restore(): Promise<void>;
}

/** Whether both probing sessions still answer (a route's valid sample may have ended one). */
async function signedIn(server: TestServer, clients: FuzzClients): Promise<boolean> {
  for (const client of [clients.store, clients.manager]) {
    if ((await send(server, client, 'GET', '/api/back/user/getCurrent', undefined, {})).status !== 200) return false;
  }
  return true;
}

function clientFor(route: DeclaredRoute, clients: FuzzClients): TestClient | null {
  if (route.access.roles === 'public') return null;
  if (route.access.roles === 'store') return clients.store;
  if (route.access.roles === 'any') return clients.store;
  return clients.manager;
}

/**
 * Every route gets `perRoute` generated mutations of a valid sample (fast-check, seeded), in the body or the query
 * string as the route takes them, plus each of the malformed whole bodies. 0 answers may be 5xx; every 4xx must
 * carry a zh-TW message.
 */
export async function runSchemaFuzz(server: TestServer, clients: FuzzClients, perRoute: number, seed: number): Promise<ProbeFigures> {
  const figures = newFigures();
  const safe = new Set(['POST /api/logout', 'POST /api/back/system/kickOutAllUser', 'PUT /api/back/account/updatePassword']);
  for (const route of walkedRoutes(server.app)) {
    if (safe.has(`${route.method} ${route.url}`)) continue; // they end the probing sessions
    figures.routes += 1;
    const client = clientFor(route, clients);
    const schemas = schemasOf(route);
    const hints = { storeId: clients.storeId };
    const sample = sampleRequest(route, hints);
    const part = schemas.body ? 'body' : schemas.query ? 'query' : null;
    const partSchema = part === 'body' ? schemas.body : schemas.query;
    const base = (partSchema ? sampleOf(partSchema, hints) : {}) as Record<string, unknown>;
    const mutations = fc.sample(mutationsOf(partSchema), { numRuns: perRoute, seed: seed + figures.routes });
    const headers = { 'x-sid': String(clients.storeId) };
    for (const mutation of mutations) {
      const value = mutation.apply(base);
      const sent =
        part === 'query' || route.method === 'GET'
          ? await send(server, client, route.method, withQuery(pathOf(route, {}), value as Record<string, unknown>), undefined, headers)
          : await send(server, client, route.method, sample.path, JSON.stringify(value), { ...headers, 'content-type': 'application/json' });
      record(figures, route, sent, mutation.what);
    }
    if (route.method !== 'GET') {
      for (const bad of BAD_BODIES) {
        record(figures, route, await send(server, client, route.method, sample.path, bad.body, { ...headers, 'content-type': bad.type }), `body ${bad.type}`);
      }
    }
    if (route.url.includes(':')) {
      for (const raw of ['0', '-1', '2147483648', '99999999999999999999', 'abc', '%00', '%F0%9F']) {
        const path = route.url.replace(/:(\w+)/g, raw);
        record(figures, route, await send(server, client, route.method, path, undefined, headers), `path ${raw}`);
      }
    }
    if (!(await signedIn(server, clients))) {
      figures.restored.push(`${route.method} ${route.url}`);
      await clients.restore();
    }
  }
  return figures;
}

/** The figures as the scripts print them, ending with one JSON line. */
export function reportFigures(name: string, figures: ProbeFigures, ms: number): string {
  const lines = [
    `${name}: ${figures.requests} requests over ${figures.routes} routes in ${(ms / 1000).toFixed(1)} s`,
    `  leaks ${figures.leaks.length}, 5xx ${figures.serverErrors.length}, 4xx without a zh-TW message ${figures.bareErrors.length}`,
    `  statuses ${JSON.stringify(figures.statuses)}`,
    ...(figures.restored.length ? [`  sessions put back after: ${figures.restored.join(', ')}`] : []),
    ...figures.leaks.slice(0, 20).map((line) => `  leak: ${line}`),
    ...figures.serverErrors.slice(0, 20).map((line) => `  5xx: ${line}`),
    ...figures.bareErrors.slice(0, 20).map((line) => `  bare: ${line}`),
    JSON.stringify({
      probe: name,
      requests: figures.requests,
      routes: figures.routes,
      leaks: figures.leaks.length,
      serverErrors: figures.serverErrors.length,
      bareErrors: figures.bareErrors.length,
      seconds: Math.round(ms / 100) / 10,
    }),
  ];
  return lines.join('\n');
}
