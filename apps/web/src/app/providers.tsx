import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@diancan/core';
import { useMemo, type ReactNode } from 'react';
import { currentFontScale, useSession } from '../lib/session';
import { queryClient } from './query-client';
import { buildTheme } from './theme';

/**
 * Toasts carry no control (no close button, no action), so clicks pass through them: a refusal's toast at the top
 * centre lies over the store header (the 手機點餐 switch among others) for its lifetime, and the next tap there must
 * reach the header, not the message.
 */
const CLICK_THROUGH = { root: { pointerEvents: 'none' }, notification: { pointerEvents: 'none' } } as const;

/** Theme (fixed colours, the store's font scale), toasts, modals and the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const fontScale = useSession(currentFontScale);
  const theme = useMemo(() => buildTheme(fontScale), [fontScale]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" autoClose={TOAST_MS} limit={3} zIndex={4300} styles={CLICK_THROUGH} />
        <ModalsProvider labels={{ confirm: '是', cancel: '否' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
