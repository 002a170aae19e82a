import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The list's key is the one the POS checkout reads, so a change saved here refreshes the checkout too. */
export const payMethodKeys = {
  list: (storeId: number) => ['payMethods', storeId] as const,
};

/** A change of the store's pay methods: the call, then the list again (also after a refusal: it may be stale). */
export function usePayMethodMutation<Request extends { storeId: number }, Result>(call: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) => queryClient.invalidateQueries({ queryKey: payMethodKeys.list(request.storeId) }),
  });
}
