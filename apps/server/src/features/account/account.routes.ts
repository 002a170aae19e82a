import {
  ACCOUNT_PATHS,
  envelopeSchema,
  updatePasswordRequestSchema,
  updateStorePrincipalPasswordRequestSchema,
  validManagerCodeRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { ok, rejected } from '../../platform/errors/envelope.js';
import { clientOf } from '../../platform/http/client-info.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AccountService } from './account.service.js';

const nothing = envelopeSchema(z.null());

export function accountRoutes(app: ZodApp, account: AccountService): void {
  app.put(
    '/api/back/account/updatePassword',
    {
      schema: { body: updatePasswordRequestSchema, response: { 200: nothing } },
      config: { access: { roles: 'any', storeScope: 'none' } },
    },
    async (request) => {
      await account.updatePassword(request.body, principalOf(request), clientOf(request));
      return ok(null);
    },
  );

  app.put(
    ACCOUNT_PATHS.updateStorePrincipalPassword.path,
    {
      schema: { body: updateStorePrincipalPasswordRequestSchema, response: { 200: nothing } },
      config: { access: { roles: 'staff', storeScope: 'body' } },
    },
    async (request) => {
      await account.updateStorePrincipalPassword(request.body, principalOf(request), clientOf(request));
      return ok(null);
    },
  );

  app.post(
    '/api/back/account/validManagerCode',
    {
      schema: { body: validManagerCodeRequestSchema, response: { 200: nothing } },
      config: { access: { roles: 'any', storeScope: 'body' } },
    },
    async (request) => {
      const result = await account.validManagerCode(request.body, principalOf(request), clientOf(request));
      return result.ok ? ok(null) : rejected(result.message);
    },
  );
}
