import { QueryClient } from '@tanstack/react-query';
import { onLogout, onStoreSwitch } from '../lib/realtime-hooks';

/**
 * The app's query cache. No automatic retries: the http client already reported the failure to the user,
 * and a retried call would show the same toast again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Cached data belongs to one user and one store: drop it when either changes.
onLogout(() => queryClient.clear());
onStoreSwitch(() => queryClient.clear());
