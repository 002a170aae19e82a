import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DeclaredRoute } from '../../src/platform/auth/policy.js';

/**
 * Requests built from the routes' own declarations (app.apiRoutes: access and zod schemas), for the tests that walk
 * every route: the gate and module checks, the isolation matrix and the schema fuzzing (docs/access.md).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** The API routes worth calling: HEAD mirrors GET, and the test-only routes some files add are left out. */
export function walkedRoutes(app: FastifyInstance): DeclaredRoute[] {
  return app.apiRoutes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/test/'));
}

const jsonSchemas = new WeakMap<object, JsonSchema>();

/** The JSON Schema of a route's zod schema (as sent: input side), or null when the route has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object') return null;
  let converted = jsonSchemas.get(schema);
  if (!converted) {
    converted = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    jsonSchemas.set(schema, converted);
  }
  return converted;
}

export interface RouteSchemas {
  body: JsonSchema | null;
  query: JsonSchema | null;
  params: JsonSchema | null;
}

export function schemasOf(route: DeclaredRoute): RouteSchemas {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  return { body: jsonSchemaOf(schema.body), query: jsonSchemaOf(schema.querystring), params: jsonSchemaOf(schema.params) };
}

/** Values for fields by name (ids of the store under test, a valid date...), used wherever a field of that name is. */
export type Hints = Record<string, unknown>;

const today = new Date().toISOString().slice(0, 10);

/** Field names whose text has a format the JSON Schema does not carry (refinements). */
const FORMATTED_TEXT: { test: RegExp; value: string }[] = [
  { test: /date$/i, value: today },
  { test: /email/i, value: 'probe@test.diancan.tw' },
  { test: /phone|mobile/i, value: '0912345678' },
  { test: /time$/i, value: '12:00' },
  { test: /terminalId$/i, value: 'probe-terminal-01' },
];

/**
 * A plausible valid value of a schema: required fields only (plus hinted ones), ids taken from the hints by field
 * name, formatted text by name. Not every refinement is known here: a route may still answer 400 to it, which the
 * tests that need a valid call allow for by checking the route's own message.
 */
export function sampleOf(schema: JsonSchema, hints: Hints, name = ''): unknown {
  if (name in hints) return hints[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const nonNull = union.find((option) => option.type !== 'null') ?? union[0];
    return sampleOf(nonNull as JsonSchema, hints, name);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0] as JsonSchema, hints, name);
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in hints) value[key] = sampleOf(property, hints, key);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(schema.items ?? {}, hints, singular(name)));
    case 'string': {
      const formatted = FORMATTED_TEXT.find((entry) => entry.test.test(name));
      if (formatted) return formatted.value;
      return '測'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return numberIn(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** idList -> id, lines -> line: an array's items are hinted by the singular of its name. */
function singular(name: string): string {
  if (name.endsWith('IdList')) return `${name.slice(0, -6)}Id`;
  if (name.endsWith('Ids')) return `${name.slice(0, -3)}Id`;
  if (name === 'idList' || name === 'ids') return 'id';
  return name;
}

function numberIn(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A route's path with its parameters filled from the hints (e.g. /api/back/file/:id). */
export function pathOf(route: DeclaredRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? 1)));
}

export interface BuiltRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A request to a route with every part built from its schemas and the hints. */
export function sampleRequest(route: DeclaredRoute, hints: Hints): BuiltRequest {
  const schemas = schemasOf(route);
  const params = (schemas.params ? sampleOf(schemas.params, hints) : {}) as Record<string, unknown>;
  const query = schemas.query ? (sampleOf(schemas.query, hints) as Record<string, unknown>) : null;
  const body = schemas.body ? sampleOf(schemas.body, hints) : route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return { method: route.method, path: withQuery(pathOf(route, params), query), body };
}

export function withQuery(path: string, query: Record<string, unknown> | null): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
