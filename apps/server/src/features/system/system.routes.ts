import { envelopeSchema, MANAGER_ROLES, systemGetQuerySchema } from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SystemService } from './system.service.js';
import { systemUpdateRequestSchema, systemValueSchema } from './system.schemas.js';

export function systemRoutes(app: ZodApp, system: SystemService): void {
  // Public: the versions and the maintenance switch are what a client needs before (and while) it signs in.
  app.get(
    '/api/back/system/get',
    {
      schema: { querystring: systemGetQuerySchema, response: { 200: envelopeSchema(systemValueSchema) } },
      config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } },
    },
    async (request) => ok(await system.get(request.query.paramId)),
  );

  app.put(
    '/api/back/system/update',
    {
      schema: { body: systemUpdateRequestSchema, response: { 200: envelopeSchema(z.null()) } },
      config: { access: { roles: MANAGER_ROLES, storeScope: 'none' } },
    },
    async (request) => {
      await system.update(request.body, principalOf(request).userId);
      return ok(null);
    },
  );
}
