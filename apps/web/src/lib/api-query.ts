import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiCall, DataArea } from '@diancan/core';
import { callAllPages, callApi } from './api';
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

/**
 * Query options of every row of a paged call, page after page (a sort view sends the whole order, so it needs every
 * row, not the page on screen); cached beside the call's pages, so a change to the area refreshes both.
 */
export function allPagesQuery<Input extends { page?: number; size?: number }, Row>(
  call: ApiCall<Input, { list: Row[]; total: number }>,
  filters: Omit<Input, 'page' | 'size'>,
) {
  return queryOptions({
    queryKey: [...call.area, call.path, 'all pages', filters] as const,
    queryFn: ({ signal }) => callAllPages(call, filters, { signal }),
  });
}

/** Refetches every cached read of the given areas (['reports'] reaches every report, its shifts and drawer lists). */
export async function refreshAreas(queryClient: QueryClient, areas: readonly DataArea[]): Promise<void> {
  await Promise.all(
    areas.map(async (area) => {
      const queryKey = [...area];
      // A first read still under way was sent before the change and would answer the old state, and invalidating
      // does not replace the fetch of a query that has no data yet (it joins it): such a fetch is cancelled first,
      // so the read goes out again after the change (the delivery-platform page read 未授權 after 授權成功 so).
      const firstReads = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' }).filter((query) => query.state.data === undefined);
      if (firstReads.length > 0) await Promise.all(firstReads.map((query) => query.cancel()));
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
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
  return useCallMutation(() => call, call.affects, options);
}

/**
 * The save of a form that adds or changes (the request with an `id` changes the row): one mutation over the two
 * calls, with the toast and the refresh of useStoreMutation.
 */
export function useSaveMutation<AddInput extends object, UpdateInput extends { id: unknown }, Output>(
  add: ApiCall<AddInput, Output>,
  update: ApiCall<UpdateInput, Output>,
  options: StoreMutationOptions<AddInput | UpdateInput, Output> = {},
) {
  const pick = (input: AddInput | UpdateInput) => ('id' in input ? update : add) as ApiCall<AddInput | UpdateInput, Output>;
  return useCallMutation(pick, [...add.affects, ...update.affects], options);
}

function useCallMutation<Input, Output>(
  pick: (input: Input) => ApiCall<Input, Output>,
  callAffects: readonly DataArea[],
  { success, affects = [], silent }: StoreMutationOptions<Input, Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => callApi(pick(input), input, { silent }),
    onSuccess: (result, input) => {
      const message = typeof success === 'function' ? success(result, input) : success;
      if (message) showToast(message);
    },
    onSettled: () => refreshAreas(queryClient, [...callAffects, ...affects]),
  });
}
