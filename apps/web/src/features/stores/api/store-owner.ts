import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_PATHS, type StoreOwnerUpdateRequest, type UpdateStorePrincipalPasswordRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Not among the *_PATHS constants: the account area's call, written as the server registers it. */
const OWNER_PASSWORD_PATH = '/back/account/updateStorePrincipalPassword';

/** The owner's name and contact. */
export async function updateOwner(request: StoreOwnerUpdateRequest): Promise<void> {
  await dataOf(http.put(clientPath(STORE_PATHS.updateOwner), request));
}

/** Sets the owner's password; the owner's sessions end (they see the password-changed notice and sign in again). */
export async function setOwnerPassword(request: UpdateStorePrincipalPasswordRequest): Promise<void> {
  await dataOf(http.put(OWNER_PASSWORD_PATH, request));
}

export function useUpdateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export function useSetOwnerPassword() {
  return useMutation({ mutationFn: setOwnerPassword });
}
