import { z } from 'zod';

/**
 * Call descriptors: one object per API call naming its method, path, request schema, response schema and the cached
 * data it changes. The contracts' `*_PATHS` tables stay the source of method and path (the server registers its
 * routes from them); a descriptor joins such an entry with the schemas of the same contract, so the web's one caller
 * (apps/web/src/lib/api.ts) sends the right shape to the right place and reads the answer through its schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An entry of a contract's path table. */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * A family of cached reads, outermost first: ['menu'] holds ['menu', 'items'] and ['menu', 'categories'], so a
 * change can refresh one family or all of an area. The web's query keys lead with it.
 */
export type DataArea = readonly string[];

export interface ApiCall<Input, Output> extends ApiRoute {
  /** Where the call's answer is cached. */
  readonly area: DataArea;
  /** What the call changes (refreshed after it); empty for reads. */
  readonly affects: readonly DataArea[];
  /**
   * Where the request travels: the query string (`?storeId=&id=`), a JSON (or multipart) body, or `upload`: a
   * multipart form with the request's store in the query string (`{ query, form }`, the menu's file uploads).
   */
  readonly sends: 'query' | 'body' | 'upload';
  readonly request: z.ZodType;
  /** Reads the envelope's `data`. */
  readonly response: z.ZodType<Output>;
  /** Type only: what the caller passes. */
  readonly input?: Input;
}

/** The request of an `upload` call: the query string's fields and the multipart form. */
export interface Upload<Query> {
  query: Query;
  form: FormData;
}

/** The request type of a descriptor. */
export type CallInput<C> = C extends ApiCall<infer Input, unknown> ? Input : never;
/** The answer type of a descriptor. */
export type CallOutput<C> = C extends ApiCall<unknown, infer Output> ? Output : never;

/** A schema for data whose shape the contracts give only as a type (no runtime check). */
export function shaped<T>(): z.ZodType<T> {
  return z.custom<T>(() => true);
}

/** The answer of a call whose data (null) nobody reads. */
export const noData = shaped<unknown>();

/** The request of a call that takes none (the caller passes `undefined`). */
export const noRequest = z.undefined();

/**
 * The request of a multipart call (uploads, the store form with its logo): the caller builds the form, whose parts
 * the contract names (e.g. STORE_FORM_FIELDS); the server checks every part and the files' bytes.
 */
export const multipartForm = shaped<FormData>();

interface Options {
  /** What else the call changes besides its own area (a mutation refreshes its own area by default). */
  affects?: readonly DataArea[];
  /** A read that refreshes nothing; calls with GET are reads without saying so. */
  read?: boolean;
}

function describe<Input, Output>(
  area: DataArea,
  route: ApiRoute,
  sends: ApiCall<Input, Output>['sends'],
  request: z.ZodType,
  response: z.ZodType<Output>,
  { affects = [], read = route.method === 'GET' }: Options,
): ApiCall<Input, Output> {
  return { method: route.method, path: route.path, area, affects: read ? affects : [area, ...affects], sends, request, response };
}

/**
 * The descriptor builder of one data area. `query` calls send their request as query parameters (the client passes
 * the parsed shape: ids as numbers); `body` calls send JSON (the client passes the schema's input: defaults may be
 * left out).
 */
export function callsOf(...area: string[]) {
  return {
    query<Request extends z.ZodType, Output>(route: ApiRoute, request: Request, response: z.ZodType<Output>, options: Options = {}) {
      return describe<z.output<Request>, Output>(area, route, 'query', request, response, options);
    },
    body<Request extends z.ZodType, Output>(route: ApiRoute, request: Request, response: z.ZodType<Output>, options: Options = {}) {
      return describe<z.input<Request>, Output>(area, route, 'body', request, response, options);
    },
    /** A multipart form whose store (or other scope) travels in the query string; `query` names that part. */
    upload<Query extends z.ZodType, Output>(route: ApiRoute, query: Query, response: z.ZodType<Output>, options: Options = {}) {
      return describe<Upload<z.output<Query>>, Output>(area, route, 'upload', query, response, options);
    },
  };
}
