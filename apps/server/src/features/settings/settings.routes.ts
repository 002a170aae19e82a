import { envelopeSchema, storeConfigSchema, storeIdQuerySchema } from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: ZodApp, settings: SettingsService): void {
  app.get(
    '/api/back/store/setting/getConfig',
    {
      schema: { querystring: storeIdQuerySchema, response: { 200: envelopeSchema(storeConfigSchema) } },
      config: { access: { roles: 'any', storeScope: 'query' } },
    },
    async (request) => ok(await settings.getConfig(request.query.storeId)),
  );
}
