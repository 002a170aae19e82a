import { useMutation } from '@tanstack/react-query';
import type { SendVerifyCodeRequest, SendVerifyCodeResponse } from '@diancan/core';
import { http } from '../../../lib/http';

/** Mails a verify code to the store account's e-mail; `data` is the seconds before another may be sent. */
export function sendVerifyCode(request: SendVerifyCodeRequest) {
  return http.post<SendVerifyCodeResponse>('/back/forgotPassword/sendVerifyCode', request);
}

export function useSendVerifyCode() {
  return useMutation({ mutationFn: sendVerifyCode });
}
