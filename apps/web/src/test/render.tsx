import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import type { Envelope } from '@diancan/core';

/** The providers the app shell gives every page and widget: theme, toasts, confirm modals, query cache, router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A wrapper (not a parent element) so `rerender` keeps the providers.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <ModalsProvider labels={{ confirm: '是', cancel: '否' }}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers }) };
}

/** The texts of the toasts on screen (lib/toast marks each with data-toast). */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-toast]')).map((toast) => toast.textContent ?? '');
}

/** Waits for a toast with this text. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  httpStatus?: number;
  envelope: Envelope<unknown>;
}

/** Answers one call with the parsed JSON body (or FormData) and its query string. */
export type FakeRoute = (body: unknown, query: URLSearchParams) => FakeReply | Promise<FakeReply>;

export function ok<T>(data: T, message: string | null = null): FakeReply {
  return { envelope: { status: true, message, data } };
}

export function httpError(httpStatus: number, message: string | null): FakeReply {
  return { httpStatus, envelope: { status: false, message, data: null } };
}

/**
 * Replaces `fetch` with a fake server keyed by "METHOD /api/path"; every call is recorded. Replies are real
 * `Response` objects, so the real http client (headers, envelope, error toasts) runs unchanged.
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body: unknown = raw instanceof FormData ? raw : typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? await route(body, url.searchParams) : httpError(404, `no fake route for ${method} ${url.pathname}`);
    return new Response(JSON.stringify(reply.envelope), {
      status: reply.httpStatus ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === `/api${path}`) };
}
