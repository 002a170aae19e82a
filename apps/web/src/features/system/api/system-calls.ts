import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SYSTEM_PATHS, type CacheInfo, type KickOutResult, type SystemParam, type SystemUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

export const systemKeys = {
  params: ['system', 'params'] as const,
  caches: ['system', 'caches'] as const,
};

/** Every platform parameter with its value and who changed it last. */
export function useSystemParams() {
  return useQuery({
    queryKey: systemKeys.params,
    queryFn: ({ signal }) => dataOf(http.get<SystemParam[]>(clientPath(SYSTEM_PATHS.list), undefined, { signal })),
  });
}

/** A version string, or the maintenance switch (the server pushes START_MAINTENANCE / END_MAINTENANCE). */
export async function updateSystemParam(request: SystemUpdateRequest): Promise<void> {
  await dataOf(http.put(clientPath(SYSTEM_PATHS.update), request));
}

export function useUpdateSystemParam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSystemParam, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.params }) });
}

/** Ends every session but this one; every signed-in user is sent to the login page. */
export function kickOutAllUsers(): Promise<KickOutResult> {
  return dataOf(http.post<KickOutResult>(clientPath(SYSTEM_PATHS.kickOutAllUser)));
}

export function useKickOutAllUsers() {
  return useMutation({ mutationFn: kickOutAllUsers });
}

/** The server's caches (entries counted on the instance that answered). */
export function useCaches() {
  return useQuery({
    queryKey: systemKeys.caches,
    queryFn: ({ signal }) => dataOf(http.get<CacheInfo[]>(clientPath(SYSTEM_PATHS.cacheNames), undefined, { signal })),
  });
}

/** Empties one cache on every instance. */
export async function deleteCache(name: string): Promise<void> {
  await dataOf(http.delete(clientPath(SYSTEM_PATHS.deleteCache), undefined, { params: { name } }));
}

export function useDeleteCache() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCache, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.caches }) });
}
