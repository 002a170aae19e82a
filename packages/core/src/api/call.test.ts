import { describe, expect, it } from 'vitest';
import * as api from './index.js';
import type { ApiCall } from './call.js';

type Table = { readonly [name: string]: ApiCall<unknown, unknown> | Table };
const isCall = (entry: ApiCall<unknown, unknown> | Table): entry is ApiCall<unknown, unknown> => 'path' in entry;
/** A table's calls, its groups' included (MENU_API groups its calls per catalogue screen). */
const callsIn = (table: Table): ApiCall<unknown, unknown>[] =>
  Object.values(table).flatMap((entry) => (isCall(entry) ? [entry] : callsIn(entry)));

/** Every descriptor table the api folder exports (`*_API`), flattened. */
const calls = Object.entries(api)
  .filter(([name]) => name.endsWith('_API'))
  .flatMap(([, table]) => callsIn(table as Table));

describe('call descriptors', () => {
  it('exist, and each names a full API path once', () => {
    expect(calls.length).toBeGreaterThan(0);
    // Every call lives under /api/back/ (the front stage's public reads under /api/front/) but the spec's one
    // store-state read, GET /api/isAvailable.
    for (const call of calls) expect(call.path).toMatch(/^\/api\/(back\/|front\/|isAvailable$)/);
    const keys = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('send GETs as query parameters, and query parameters only with GET or DELETE', () => {
    for (const call of calls) {
      if (call.method === 'GET') expect(call.sends, call.path).toBe('query');
      if (call.sends === 'query') expect(['GET', 'DELETE'], call.path).toContain(call.method);
    }
  });

  it('make every change refresh its own area, and reads refresh nothing unless they say so', () => {
    const update = api.PAY_METHOD_API.update;
    expect(update.affects).toContainEqual(update.area);
    expect(api.PAY_METHOD_API.getList.affects).toEqual([]);
  });
});
