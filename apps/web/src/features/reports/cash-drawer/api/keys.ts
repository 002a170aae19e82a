import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Query keys of the cash drawer list and summary. They sit under the report area's ['reports', storeId] so a store
 * switch or a report-wide refresh reaches them; the open shift's figures (['reports', storeId, 'shifts']) count the
 * drawer money too, so every change refreshes both.
 */
export const cashDrawerKeys = {
  all: (storeId: number) => ['reports', storeId, 'cashDrawer'] as const,
  page: (storeId: number) => ['reports', storeId, 'cashDrawer', 'page'] as const,
  summary: (storeId: number) => ['reports', storeId, 'cashDrawer', 'summary'] as const,
  shifts: (storeId: number) => ['reports', storeId, 'shifts'] as const,
};

/** A change of the store's drawer records: the call, then the lists again (also after a refusal: they may be stale). */
export function useCashDrawerMutation<Request extends { storeId: number }, Result>(call: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all(request.storeId) }),
        queryClient.invalidateQueries({ queryKey: cashDrawerKeys.shifts(request.storeId) }),
      ]),
  });
}
