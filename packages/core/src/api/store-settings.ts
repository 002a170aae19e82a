import {
  BUSINESS_SETTING_PATHS,
  storeSettingSchema,
  updateBusinessHoursRequestSchema,
  updateMobileOrderSettingRequestSchema,
} from '../contracts/business-settings.js';
import { storeIdQuerySchema, switchSettingsSchema } from '../contracts/store-config.js';
import { STORE_SETTING_PATHS, storeSettingChangeSchema } from '../contracts/store-settings.js';
import { callsOf } from './call.js';

const setting = callsOf('storeSetting');
const switches = callsOf('storeConfig');

/** 商店設定: the profile, business hours and mobile-order settings (one answer, StoreSetting), and the switches. */
export const STORE_SETTING_API = {
  getStoreSetting: setting.query(BUSINESS_SETTING_PATHS.getStoreSetting, storeIdQuerySchema, storeSettingSchema),
  updateBusinessHours: setting.body(BUSINESS_SETTING_PATHS.updateBusinessHours, updateBusinessHoursRequestSchema, storeSettingSchema),
  updateMobileOrderSetting: setting.body(BUSINESS_SETTING_PATHS.updateMobileOrderSetting, updateMobileOrderSettingRequestSchema, storeSettingSchema),
  /** One switch (or the idle reminder's minutes), typed per setting; answers the store's switchSettings. */
  updateStoreSetting: switches.body(STORE_SETTING_PATHS.updateStoreSetting, storeSettingChangeSchema, switchSettingsSchema),
} as const;
