import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Query keys of the shift handover, under the report area's ['reports', storeId]. The cash drawer list shows which
 * records were handed over, so a finish refreshes it as well.
 */
export const shiftKeys = {
  all: (storeId: number) => ['reports', storeId, 'shifts'] as const,
  open: (storeId: number) => ['reports', storeId, 'shifts', 'open'] as const,
  page: (storeId: number) => ['reports', storeId, 'shifts', 'page'] as const,
  detail: (storeId: number, id: number) => ['reports', storeId, 'shifts', 'detail', id] as const,
  day: (storeId: number, date: string) => ['reports', storeId, 'shifts', 'day', date] as const,
  print: (storeId: number, id: number) => ['reports', storeId, 'shifts', 'print', id] as const,
  cashDrawer: (storeId: number) => ['reports', storeId, 'cashDrawer'] as const,
};

/** A change of the store's shifts: the call, then every shift view and the drawer list again (also after a refusal). */
export function useShiftMutation<Request extends { storeId: number }, Result>(call: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shiftKeys.all(request.storeId) }),
        queryClient.invalidateQueries({ queryKey: shiftKeys.cashDrawer(request.storeId) }),
      ]),
  });
}
