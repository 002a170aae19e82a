import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@diancan/core';
import { http } from '../../../lib/http';

export const LOGIN_PATH = '/back/login';

/** POST /api/back/login. Errors are shown by the login form itself, so no toast. */
export function login(credentials: LoginRequest) {
  return http.post<LoginResponse>(LOGIN_PATH, credentials, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
