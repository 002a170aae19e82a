import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordRequest } from '@diancan/core';
import { http } from '../../../lib/http';

/** Changes the signed-in user's password; the server ends the user's other sessions. */
export function updatePassword(request: UpdatePasswordRequest) {
  return http.put<null>('/back/account/updatePassword', request);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
