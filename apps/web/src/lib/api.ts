import { MSG, PAGE_SIZES, type ApiCall, type Envelope, type Upload } from '@diancan/core';
import { ApiError, http, type QueryParams, type RequestOptions } from './http';
import { showErrorToast } from './toast';

/**
 * The web's one typed API caller: `callApi(PAY_METHOD_API.add, request)` sends the request where the descriptor
 * (packages/core/src/api) says, unwraps the envelope and reads the answer through the descriptor's schema. Refusals
 * are shown by the http client; a 200 with `status: false` is shown too (unless silent) and thrown.
 */
export async function callApi<Input, Output>(call: ApiCall<Input, Output>, input: Input, options: RequestOptions = {}): Promise<Output> {
  return call.response.parse(await dataOf(send(call, input, options), options));
}

/** The call as a function of its request alone (a mutation's `mutationFn`, an edit a wrapper decorates). */
export function callerOf<Input, Output>(call: ApiCall<Input, Output>): (input: Input) => Promise<Output> {
  return (input) => callApi(call, input);
}

/** The raw envelope of a call, for the few answers whose `status: false` is a result rather than a refusal. */
export function callApiEnvelope<Input>(call: ApiCall<Input, unknown>, input: Input, options: RequestOptions = {}): Promise<Envelope<unknown>> {
  return send(call, input, options);
}

function send<Input>(call: ApiCall<Input, unknown>, input: Input, options: RequestOptions): Promise<Envelope<unknown>> {
  const path = clientPath(call);
  if (call.sends === 'query') {
    // Query calls are GETs and DELETEs by `?id=` (the contracts' tables say which).
    const params = input as QueryParams;
    return call.method === 'DELETE' ? http.delete(path, undefined, { ...options, params }) : http.get(path, params, options);
  }
  if (call.sends === 'upload') {
    const { query, form } = input as Upload<QueryParams>;
    return http.post(path, form, { ...options, params: query });
  }
  if (call.method === 'PUT') return http.put(path, input, options);
  if (call.method === 'DELETE') return http.delete(path, input, options);
  return http.post(path, input, options);
}

/**
 * Glue between the contracts and the http client: the contracts' `*_PATHS` name full paths (`/api/back/...`),
 * while the client adds the `/api` base itself.
 */
function clientPath(call: { path: string }): string {
  return call.path.replace(/^\/api(?=\/)/, '');
}

/**
 * The data of a successful envelope. Refusals are HTTP errors the client already showed; a 200 with
 * `status: false` is shown too (unless silent) and thrown, never ignored.
 */
async function dataOf<T>(reply: Promise<Envelope<T>>, { silent = false }: { silent?: boolean } = {}): Promise<T> {
  const envelope = await reply;
  if (!envelope.status) {
    const message = envelope.message ?? MSG.DEFAULT_ERROR;
    if (!silent) showErrorToast(message);
    throw new ApiError(200, message, envelope.data);
  }
  return envelope.data as T;
}

/** The largest page the paged calls take: reading a whole range page by page takes as few calls as it can. */
const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 50;

/**
 * Every row of a paged call (`{ list, total }` pages), read one page after another: what an export writes, or a
 * sort that needs a whole list longer than a table page. `maxPages` stops a runaway loop.
 */
export async function callAllPages<Input extends { page?: number; size?: number }, Row>(
  call: ApiCall<Input, { list: Row[]; total: number }>,
  filters: Omit<Input, 'page' | 'size'>,
  { maxPages = Number.POSITIVE_INFINITY, signal }: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    // The filters plus the page are the call's whole request.
    const result = await callApi(call, { ...filters, page, size: LARGEST_PAGE } as Input, { signal });
    rows.push(...result.list);
    if (result.list.length < LARGEST_PAGE || rows.length >= result.total) break;
  }
  return rows;
}
