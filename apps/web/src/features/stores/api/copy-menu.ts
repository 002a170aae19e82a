import { useMutation } from '@tanstack/react-query';
import { MENU_PATHS, type CopyMenuRequest, type CopyMenuResult } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

/** Copies one store's whole menu into another; without `overwrite` a target that has a menu answers 409. */
export function copyMenu(request: CopyMenuRequest, options: { silent?: boolean } = {}): Promise<CopyMenuResult> {
  return dataOf(http.post<CopyMenuResult>(clientPath(MENU_PATHS.store.copyMenu), request, options), options);
}

export function useCopyMenu() {
  return useMutation({ mutationFn: ({ request, silent }: { request: CopyMenuRequest; silent?: boolean }) => copyMenu(request, { silent }) });
}
