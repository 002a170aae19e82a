import {
  availabilitySchema,
  BUSINESS_SETTING_PATHS,
  envelopeSchema,
  storeIdQuerySchema,
  storeSettingSchema,
  updateBusinessHoursRequestSchema,
  updateMobileOrderSettingRequestSchema,
} from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { STORE_BODY } from '../menu/route-kit.js';
import type { BusinessSettingService } from './business.service.js';

const setting = { 200: envelopeSchema(storeSettingSchema) };

/** Business hours and mobile-order settings (store users, own stores) and the public isAvailable. */
export function businessSettingRoutes(app: ZodApp, business: BusinessSettingService): void {
  app.get(
    BUSINESS_SETTING_PATHS.getStoreSetting.path,
    // Staff read it too (store details); only the store changes it.
    { schema: { querystring: storeIdQuerySchema, response: setting }, config: { access: { roles: 'any', storeScope: 'query' } } },
    async (request) => ok(await business.getStoreSetting(request.query.storeId)),
  );

  app.put(
    BUSINESS_SETTING_PATHS.updateBusinessHours.path,
    { schema: { body: updateBusinessHoursRequestSchema, response: setting }, config: STORE_BODY },
    async (request) => ok(await business.updateBusinessHours(request.body)),
  );

  app.put(
    BUSINESS_SETTING_PATHS.updateMobileOrderSetting.path,
    { schema: { body: updateMobileOrderSettingRequestSchema, response: setting }, config: STORE_BODY },
    async (request) => ok(await business.updateMobileOrderSetting(request.body)),
  );

  app.get(
    BUSINESS_SETTING_PATHS.isAvailable.path,
    {
      // Public: the front stage (kiosk, a customer's phone) asks before taking an order; hours are no secret.
      schema: { querystring: storeIdQuerySchema, response: { 200: envelopeSchema(availabilitySchema) } },
      config: { access: { roles: 'public', storeScope: 'none' } },
    },
    async (request) => ok(await business.isAvailable(request.query.storeId)),
  );
}
