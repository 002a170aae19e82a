import { useMutation } from '@tanstack/react-query';
import type { ValidManagerCodeRequest } from '@diancan/core';
import { http } from '../../../lib/http';

/** Checks a store's 識別碼; the envelope's status says whether it was right (a wrong code is not an HTTP error). */
export function validManagerCode(request: ValidManagerCodeRequest) {
  return http.post<null>('/back/account/validManagerCode', request);
}

export function useValidManagerCode() {
  return useMutation({ mutationFn: validManagerCode });
}
