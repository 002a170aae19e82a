import {
  changePasswordRequestSchema,
  currentUserSchema,
  envelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  sendVerifyCodeRequestSchema,
  sendVerifyCodeResponseSchema,
  verifyCodeRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.js';
import { ok, rejected } from '../../platform/errors/envelope.js';
import { clientOf } from '../../platform/http/client-info.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AuthService } from './auth.service.js';
import type { ForgotPasswordService } from './forgot-password.service.js';

/** Calls that must keep working while the platform is in maintenance, for everyone. */
const OPEN = { roles: 'public', storeScope: 'none', duringMaintenance: true } as const;
const nothing = envelopeSchema(z.null());

export function authRoutes(app: ZodApp, auth: AuthService, forgot: ForgotPasswordService): void {
  app.post(
    '/api/back/login',
    {
      schema: { body: loginRequestSchema, response: { 200: envelopeSchema(loginResponseSchema) } },
      config: { access: OPEN },
    },
    async (request, reply) => {
      const session = await auth.login(request.body, clientOf(request), request.principal);
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return ok({ xsrfToken: session.xsrfToken });
    },
  );

  app.post(
    '/api/logout',
    {
      schema: { response: { 200: nothing } },
      config: { access: { roles: 'any', storeScope: 'none', duringMaintenance: true } },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), clientOf(request));
      clearSessionCookie(request, reply);
      return ok(null);
    },
  );

  app.get(
    '/api/back/user/getCurrent',
    {
      schema: { response: { 200: envelopeSchema(currentUserSchema) } },
      config: { access: { roles: 'any', storeScope: 'none', duringMaintenance: true } },
    },
    async (request) => ok(await auth.currentUser(principalOf(request))),
  );

  app.post(
    '/api/back/forgotPassword/sendVerifyCode',
    {
      schema: { body: sendVerifyCodeRequestSchema, response: { 200: envelopeSchema(sendVerifyCodeResponseSchema) } },
      config: { access: OPEN },
    },
    async (request) => ok(await forgot.sendCode(request.body, clientOf(request))),
  );

  app.post(
    '/api/back/forgotPassword/verifyCode',
    { schema: { body: verifyCodeRequestSchema, response: { 200: nothing } }, config: { access: OPEN } },
    async (request) => {
      const result = await forgot.verifyCode(request.body, clientOf(request));
      return result.ok ? ok(null) : rejected(result.message);
    },
  );

  app.post(
    '/api/back/forgotPassword/changePassword',
    { schema: { body: changePasswordRequestSchema, response: { 200: nothing } }, config: { access: OPEN } },
    async (request) => {
      await forgot.changePassword(request.body, clientOf(request));
      return ok(null);
    },
  );
}
