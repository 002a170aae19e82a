import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeRequest } from '@diancan/core';
import { http } from '../../../lib/http';

/** Checks the mailed code; a wrong or expired code answers status false with the reason in `message`. */
export function verifyCode(request: VerifyCodeRequest) {
  return http.post<null>('/back/forgotPassword/verifyCode', request);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
