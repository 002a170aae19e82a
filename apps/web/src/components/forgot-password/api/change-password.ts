import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@diancan/core';
import { http } from '../../../lib/http';

/** Sets the new password of an account whose verify code was accepted. */
export function changePassword(request: ChangePasswordRequest) {
  return http.post<null>('/back/forgotPassword/changePassword', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
