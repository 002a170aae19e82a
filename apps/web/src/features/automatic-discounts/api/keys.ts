import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Under ['automaticDiscounts', storeId]: the settings list and the POS's active list (…, 'active') both, so a change
 * saved here refreshes the checkout's tiers too.
 */
export const automaticDiscountKeys = {
  all: (storeId: number) => ['automaticDiscounts', storeId] as const,
  list: (storeId: number) => ['automaticDiscounts', storeId, 'list'] as const,
};

/** A change of the store's automatic discounts: the call, then every list of them again. */
export function useAutomaticDiscountMutation<Request extends { storeId: number }, Result>(call: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) => queryClient.invalidateQueries({ queryKey: automaticDiscountKeys.all(request.storeId) }),
  });
}
