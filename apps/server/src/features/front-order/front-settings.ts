import type { FrontOrderType, MobileOrderSetting } from '@diancan/core';
import type { BusinessSettingService } from '../store-settings/business.service.js';

/**
 * What self-ordering reads of the store's settings (store-settings area): whether it is within its business hours
 * now (core's availabilityAt, through isAvailable) and the mobile-order settings (內用 / 外帶, pickup lead time, the
 * note to customers, hidden categories). One read per request.
 */
export interface FrontOrderSettings {
  withinHours: boolean;
  orderTypes: FrontOrderType[];
  pickupLeadMinutes: number;
  note: string;
  payAtCounter: boolean;
  hiddenCategoryIds: number[];
}

export interface FrontSettingsSource {
  frontSettings(storeId: number): Promise<FrontOrderSettings>;
}

export function frontOrderTypesOffered(setting: Pick<MobileOrderSetting, 'dineIn' | 'takeout'>): FrontOrderType[] {
  return [...(setting.dineIn ? (['INSIDE'] as const) : []), ...(setting.takeout ? (['TAKEOUT'] as const) : [])];
}

export function settingsFromStoreSettings(business: BusinessSettingService): FrontSettingsSource {
  return {
    async frontSettings(storeId) {
      const { mobileOrderSetting: setting, availability } = await business.getStoreSetting(storeId);
      return {
        withinHours: availability.available,
        orderTypes: frontOrderTypesOffered(setting),
        pickupLeadMinutes: setting.pickupLeadMinutes,
        note: setting.customerNote,
        payAtCounter: setting.payAtCounter,
        hiddenCategoryIds: setting.hiddenCategoryIds,
      };
    },
  };
}
