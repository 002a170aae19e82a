import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** The providers the shell gives a page: theme, toasts, confirm modals, a fresh query cache, a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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

export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-toast]')).map((toast) => toast.textContent ?? '');
}

export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}
