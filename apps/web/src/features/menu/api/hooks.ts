import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useStoreId } from '../store';
import { invalidateMenu, type MenuArea } from './keys';

/** A query of the active store's menu; waits until a store is active. */
export function useStoreQuery<T, Key extends QueryKey>(options: (storeId: number) => UseQueryOptions<T, Error, T, Key>) {
  const storeId = useStoreId();
  return useQuery({ ...options(storeId ?? 0), enabled: storeId !== null });
}

/** A menu change: runs the call, then refetches the areas whose data it changed. */
export function useMenuMutation<Request extends { storeId: number }, Result>(
  mutationFn: (request: Request) => Promise<Result>,
  areas: readonly MenuArea[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, request) => invalidateMenu(queryClient, request.storeId, areas),
  });
}
