import { envelopeSchema, STORE_SETTING_PATHS, switchSettingsSchema, updateStoreSettingRequestSchema } from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { STORE_BODY } from '../../platform/http/route-kit.js';
import type { StoreSettingService } from './store-settings.service.js';

/** Store settings a store user changes one at a time, on its own stores; answers the store's switchSettings. */
export function storeSettingRoutes(app: ZodApp, storeSettings: StoreSettingService): void {
  app.put(
    STORE_SETTING_PATHS.updateStoreSetting.path,
    {
      schema: { body: updateStoreSettingRequestSchema, response: { 200: envelopeSchema(switchSettingsSchema) } },
      config: STORE_BODY,
    },
    async (request) => ok(await storeSettings.update(request.body)),
  );
}
