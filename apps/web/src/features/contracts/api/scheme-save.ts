import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEME_PATHS, type Scheme, type SchemeAddRequest, type SchemeUpdateRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { schemeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Saves a scheme; its files were uploaded before and are named by id in `fileIdList`. */
export async function saveScheme(request: SchemeAddRequest | SchemeUpdateRequest): Promise<Scheme> {
  if ('id' in request) return dataOf(http.put<Scheme>(clientPath(SCHEME_PATHS.update), request));
  return dataOf(http.post<Scheme>(clientPath(SCHEME_PATHS.add), request));
}

export function useSaveScheme() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveScheme, onSuccess: () => queryClient.invalidateQueries({ queryKey: schemeKeys.all }) });
}
