import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { Envelope } from '@diancan/core';

/**
 * Test helpers shared by the password, forgot-password and manager-code-gate widget tests:
 * the providers the app shell gives these widgets, and a fake network behind the real http client.
 */

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper (not a parent element) so `rerender` keeps the providers.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeReply {
  httpStatus?: number;
  envelope: Envelope<unknown>;
}

/** Answers one call; gets the parsed JSON body and the number of earlier calls to the same route. */
export type FakeRoute = (body: unknown, callIndex: number) => FakeReply | Promise<FakeReply>;

export function ok<T>(data: T, message: string | null = null): FakeReply {
  return { envelope: { status: true, message, data } };
}

export function rejected(message: string): FakeReply {
  return { envelope: { status: false, message, data: null } };
}

export function httpError(httpStatus: number, message: string): FakeReply {
  return { httpStatus, envelope: { status: false, message, data: null } };
}

/**
 * Replaces `fetch` with a fake server keyed by "METHOD /api/path"; every call is recorded.
 * Replies are real `Response` objects so the http client runs its real parsing code.
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const text = init?.body != null ? String(init.body) : input instanceof Request ? await input.text() : '';
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = url.pathname;
    const key = `${method} ${path}`;
    const earlierCalls = calls.filter((call) => `${call.method} ${call.path}` === key).length;
    calls.push({ method, path, body });
    const route = routes[key];
    const reply = route ? await route(body, earlierCalls) : httpError(404, `no fake route for ${key}`);
    return new Response(JSON.stringify(reply.envelope), {
      status: reply.httpStatus ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}
