import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEME_PATHS } from '@diancan/core';
import { http } from '../../../lib/http';
import { schemeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export async function removeScheme(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(SCHEME_PATHS.remove), undefined, { params: { id } }));
}

export function useRemoveScheme() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeScheme, onSuccess: () => queryClient.invalidateQueries({ queryKey: schemeKeys.all }) });
}
