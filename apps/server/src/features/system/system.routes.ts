import {
  cacheInfoSchema,
  deleteCacheQuerySchema,
  envelopeSchema,
  kickOutResultSchema,
  MANAGER_ROLES,
  SYSTEM_PATHS,
  systemGetQuerySchema,
  systemParamSchema,
  systemUpdateRequestSchema,
  systemValueSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { serviceUnavailable } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SystemService } from './system.service.js';

/** system-setting: managers and the super manager (access section 6). */
const MANAGERS: { access: RouteAccess } = { access: { roles: MANAGER_ROLES, storeScope: 'none' } };

export function systemRoutes(app: ZodApp, system: SystemService): void {
  // Public: the versions and the maintenance switch are what a client needs before (and while) it signs in.
  app.get(
    SYSTEM_PATHS.get.path,
    {
      schema: { querystring: systemGetQuerySchema, response: { 200: envelopeSchema(systemValueSchema) } },
      config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } },
    },
    async (request) => {
      // The web version is what the maintenance overlay polls (access section 4, BACKSTAGE_H5_VERSION): while
      // maintenance is on it answers 503 like every store call, so a 200 tells the overlay the service is back.
      if (request.query.paramId === 'BACKSTAGE_H5_VERSION' && !request.principal?.staff) {
        const maintenance = await system.current();
        if (maintenance.on) throw serviceUnavailable({ title: maintenance.title, message: maintenance.message });
      }
      return ok(await system.get(request.query.paramId));
    },
  );

  app.get(SYSTEM_PATHS.list.path, { schema: { response: { 200: envelopeSchema(z.array(systemParamSchema)) } }, config: MANAGERS }, async () =>
    ok(await system.list()),
  );

  app.put(
    SYSTEM_PATHS.update.path,
    { schema: { body: systemUpdateRequestSchema, response: { 200: envelopeSchema(z.null()) } }, config: MANAGERS },
    async (request) => {
      await system.update(request.body, principalOf(request));
      return ok(null);
    },
  );

  app.post(
    SYSTEM_PATHS.kickOutAllUser.path,
    { schema: { response: { 200: envelopeSchema(kickOutResultSchema) } }, config: MANAGERS },
    async (request) => ok(await system.kickOutAllUser(principalOf(request))),
  );

  app.get(
    SYSTEM_PATHS.cacheNames.path,
    { schema: { response: { 200: envelopeSchema(z.array(cacheInfoSchema)) } }, config: MANAGERS },
    async () => ok(system.cacheNames()),
  );

  app.delete(
    SYSTEM_PATHS.deleteCache.path,
    { schema: { querystring: deleteCacheQuerySchema, response: { 200: envelopeSchema(z.null()) } }, config: MANAGERS },
    async (request) => {
      await system.deleteCache(request.query.name, principalOf(request));
      return ok(null);
    },
  );
}
