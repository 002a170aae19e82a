import { ACCESS_MSG, CLIENT_VERSION, LOGOUT_GUARD_MS, MSG, REQUEST_TIMEOUT_MS, type Envelope } from '@diancan/core';
import { noteBootRead, takeBootRead } from './boot-reads';
import { useOverlayState } from './overlay-state';
import { useSession } from './session';
import { showErrorToast } from './toast';
import { resolveStaffPrompt, staffPromptOf } from './staff-prompt';

/**
 * The one HTTP client of the web app (access sections 7 and 8): base /api, 60 s timeout, the spec's headers,
 * bodies unwrapped to the envelope, and the error catalogue applied in one place.
 */

export const API_BASE = '/api';

/** A failed call. `httpStatus` is 0 when no HTTP response arrived (network error, timeout). */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(httpStatus: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

export interface RequestOptions {
  /** Do not show the error toast; the caller reports the error itself. */
  silent?: boolean;
  /** Cancels the call (e.g. TanStack Query's signal); a cancelled call rejects with the abort reason, no toast. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Internal: the call is already a repeat after a staff prompt (asked at most once). */
  staffRetried?: boolean;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The logout call itself answers 401 when the session is already gone: that is not a reason to log out again. */
const LOGOUT_PATH = '/logout';
/** Wrong credentials are the sign-in page's business, not an expired session. */
const LOGIN_PATH = '/back/login';

let lastSilentLogoutAt = Number.NEGATIVE_INFINITY;

function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

function buildHeaders(hasJsonBody: boolean, extra?: Record<string, string>): Headers {
  const session = useSession.getState();
  const headers = new Headers({ Accept: 'application/json', 'X-Back-Stage-Version': CLIENT_VERSION });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (session.xsrfToken) headers.set('X-CSRF-TOKEN', session.xsrfToken);
  if (session.storeId !== null) headers.set('X-SID', String(session.storeId));
  if (session.androidVersion) headers.set('X-Android-Version', session.androidVersion);
  if (session.iosVersion) headers.set('X-Ios-Version', session.iosVersion);
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'boolean';
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) showErrorToast(error.message);
  throw error;
}

/** Settles when the signal aborts, with its reason (an answer sent ahead cannot be aborted, only given up). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

/**
 * fetch with the request timeout; a caller's signal also cancels it. `sentAhead`: the same request's answer, asked
 * for by boot.ts before the app ran (lib/boot-reads.ts), waited for under the same timeout and signal.
 */
async function fetchWithTimeout(url: string, init: RequestInit, callerSignal?: AbortSignal, sentAhead?: Promise<Response> | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    if (sentAhead) return await Promise.race([sentAhead, whenAborted(controller.signal)]);
    return await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

async function request<T>(method: Method, path: string, body: unknown, params: QueryParams | undefined, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const headers = buildHeaders(hasJsonBody, opts.headers);
  const init: RequestInit = { method, headers, body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined };
  const url = buildUrl(path, params);
  if (method === 'GET') noteBootRead(url, headers);
  const sentAhead = method === 'GET' ? takeBootRead(url, headers) : null;

  let response: Response;
  try {
    response = await fetchWithTimeout(url, init, opts.signal, sentAhead);
  } catch (error) {
    // The caller cancelled: not an error the user needs to hear about.
    if (opts.signal?.aborted) throw opts.signal.reason ?? error;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) useOverlayState.getState().setOffline(true);
    return fail(new ApiError(0, MSG.NETWORK), opts.silent);
  }

  const envelope = await readEnvelope(response);
  if (response.ok) {
    // A 2xx without an envelope means something other than our server answered.
    if (!envelope) return fail(new ApiError(response.status, MSG.NO_RESPONSE), opts.silent);
    return envelope as Envelope<T>;
  }
  // Staff mode: a PIN (sign-in, or a manager's 主管授權) lets the same call through once more.
  const prompt = opts.staffRetried || isForm ? null : staffPromptOf(response.status, envelope?.message);
  if (prompt) {
    const extra = await resolveStaffPrompt(prompt);
    if (extra) return request<T>(method, path, body, params, { ...opts, staffRetried: true, headers: { ...opts.headers, ...extra } });
  }
  return handleErrorStatus(response.status, path, envelope, opts);
}

function handleErrorStatus(status: number, path: string, envelope: Envelope<unknown> | null, opts: RequestOptions): never | Promise<never> {
  const overlays = useOverlayState.getState();
  if (status === 503) {
    const data = (envelope?.data ?? {}) as { title?: string | null; message?: string | null };
    overlays.openMaintenance({ title: data.title, message: data.message ?? envelope?.message });
    throw new ApiError(503, MSG.MAINTENANCE, envelope?.data ?? null);
  }
  // The service answers again: whatever blocked the screen for maintenance is over.
  overlays.closeMaintenance();

  if (status === 401 && path !== LOGOUT_PATH && path !== LOGIN_PATH) {
    const now = Date.now();
    if (now - lastSilentLogoutAt >= LOGOUT_GUARD_MS) {
      lastSilentLogoutAt = now;
      useSession.getState().logout({ silent: true });
    }
    // The caller never continues on an expired session: the promise stays pending while the app goes to /login.
    return new Promise<never>(() => {});
  }

  const serverMessage = envelope?.message?.trim() || null;
  // The server's manager-code pass ended (idle, another store): the reports' keypad covers the screen again.
  if (status === 403 && serverMessage === ACCESS_MSG.MANAGER_CODE_REQUIRED) useSession.getState().requireManagerGate();
  if (!envelope && (status === 502 || status === 504)) {
    // A gateway answered for a server that did not.
    return fail(new ApiError(status, MSG.NO_RESPONSE), opts.silent);
  }
  const fallback = status === 429 ? MSG.TOO_MANY : MSG.SERVER;
  return fail(new ApiError(status, serverMessage ?? fallback, envelope?.data ?? null), opts.silent);
}

export const http = {
  get<T>(path: string, params?: QueryParams, opts?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('GET', path, undefined, params, opts);
  },
  post<T>(path: string, body?: unknown, opts?: RequestOptions & { params?: QueryParams }): Promise<Envelope<T>> {
    return request<T>('POST', path, body, opts?.params, opts);
  },
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>> {
    return request<T>('PUT', path, body, undefined, opts);
  },
  delete<T>(path: string, body?: unknown, opts?: RequestOptions & { params?: QueryParams }): Promise<Envelope<T>> {
    return request<T>('DELETE', path, body, opts?.params, opts);
  },
};
