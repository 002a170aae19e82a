import { DEVICE_SETTING_PATHS, envelopeSchema, storeConfigSchema, updateDeviceSettingRequestSchema } from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { STORE_BODY } from '../menu/route-kit.js';
import type { DeviceSettingService } from './device-settings.service.js';

/** 出單設定: a store user sets its own stores' printers; answers the store config. */
export function deviceSettingRoutes(app: ZodApp, deviceSettings: DeviceSettingService): void {
  app.put(
    DEVICE_SETTING_PATHS.updateDeviceSetting.path,
    {
      schema: { body: updateDeviceSettingRequestSchema, response: { 200: envelopeSchema(storeConfigSchema) } },
      config: STORE_BODY,
    },
    async (request) => ok(await deviceSettings.update(request.body)),
  );
}
