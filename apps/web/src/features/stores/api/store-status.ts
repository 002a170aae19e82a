import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Deactivates a store (never erased): its users can no longer sign in. */
export async function deactivateStore(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(STORE_PATHS.remove), undefined, { params: { id } }));
}

/** Makes a deactivated store active again. */
export async function restoreStore(id: number): Promise<void> {
  await dataOf(http.put(clientPath(STORE_PATHS.restore), { id }));
}

export function useStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => (active ? restoreStore(id) : deactivateStore(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
