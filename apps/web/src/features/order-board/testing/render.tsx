import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';

/** The board with what the app shell gives it: theme, toasts, confirm modals, a fresh query cache, a router. */
export function renderBoard(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <Notifications />
          <ModalsProvider labels={{ confirm: '是', cancel: '否' }}>
            <MemoryRouter initialEntries={['/order-manage/socket']}>{children}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers }) };
}

export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(Array.from(document.querySelectorAll('[data-toast]')).map((toast) => toast.textContent)).toContain(text));
}
