import { vi } from 'vitest';

/**
 * A fake network behind the real http client: `fetch` is replaced by a function that answers
 * "METHOD /api/path" keys with real Response objects. Every call is recorded.
 */
export type Reply = { status?: number; body: unknown } | Response;
export type Handler = (request: { body: unknown; query: URLSearchParams; headers: Headers }) => Reply | Promise<Reply>;

export function envelope(data: unknown, message: string | null = null, status = true) {
  return { body: { status, message, data } };
}

export function failure(httpStatus: number, message: string | null, data: unknown = null) {
  return { status: httpStatus, body: { status: false, message, data } };
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const headers = new Headers(init?.headers);
      calls.push({ key, body, headers });
      const handler = routes[key];
      const reply = handler ? await handler({ body, query: url.searchParams, headers }) : failure(404, `no route ${key}`);
      if (reply instanceof Response) return reply;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    count: (key: string) => calls.filter((call) => call.key === key).length,
  };
}
