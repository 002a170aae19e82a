import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SALES_PATHS, type SalesAddRequest, type SalesDetail, type SalesUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { salesKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function saveSales(request: SalesAddRequest | SalesUpdateRequest): Promise<SalesDetail> {
  if ('id' in request) return dataOf(http.put<SalesDetail>(clientPath(SALES_PATHS.update), request));
  return dataOf(http.post<SalesDetail>(clientPath(SALES_PATHS.add), request));
}

/** Deactivates the account (never erased): it can no longer sign in and its stores become unassigned. */
export async function removeSales(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(SALES_PATHS.remove), undefined, { params: { id } }));
}

export function useSaveSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSales,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: salesKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}

export function useRemoveSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSales,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: salesKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}
