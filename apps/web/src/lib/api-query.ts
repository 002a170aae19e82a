import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiCall, DataArea } from '@diancan/core';
import { callApi } from './api';
import type { RequestOptions } from './http';
import { showToast } from './toast';

/**
 * The web's one query-key scheme: a call's answer is cached under its data area, its path and its request, so every
 * screen that reads the same call with the same request shares one cache entry (the pay-method list of the settings
 * page, the checkout, the order board and the reports is one entry), and a change refreshes whole areas at once.
 */
export function apiKey<Input>(call: ApiCall<Input, unknown>, input: Input) {
  return [...call.area, call.path, input] as const;
}

/** Query options of a read; spread them into useQuery / prefetchQuery and add `enabled`, `staleTime` as needed. */
export function apiQuery<Input, Output>(call: ApiCall<Input, Output>, input: Input, options: Pick<RequestOptions, 'silent'> = {}) {
  return queryOptions({
    queryKey: apiKey(call, input),
    queryFn: ({ signal }) => callApi(call, input, { ...options, signal }),
  });
}

/** Refetches every cached read of the given areas (['reports'] reaches every report, its shifts and drawer lists). */
export async function refreshAreas(queryClient: QueryClient, areas: readonly DataArea[]): Promise<void> {
  await Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: [...area] })));
}

export interface StoreMutationOptions<Input, Output> {
  /** The toast after success (a text, or one made from the answer and the request). */
  success?: string | ((result: Output, input: Input) => string);
  /** Areas refreshed besides those the descriptor names. */
  affects?: readonly DataArea[];
  /** Sends the call silently: the screen reports failures itself. */
  silent?: boolean;
}

/**
 * A change made from a screen: the call, the success toast, and then the areas it affects read again (also after a
 * refusal: what the screen shows may be stale, which is often why it was refused). Failures were already shown by
 * the http client; the screen's own `mutate(..., { onSuccess })` runs after this.
 */
export function useStoreMutation<Input, Output>(call: ApiCall<Input, Output>, options: StoreMutationOptions<Input, Output> = {}) {
  const queryClient = useQueryClient();
  const { success, affects = [], silent } = options;
  return useMutation({
    mutationFn: (input: Input) => callApi(call, input, { silent }),
    onSuccess: (result, input) => {
      const message = typeof success === 'function' ? success(result, input) : success;
      if (message) showToast(message);
    },
    onSettled: () => refreshAreas(queryClient, [...call.affects, ...affects]),
  });
}
