import type { FrontOrderType } from '@diancan/core';

/**
 * What self-ordering reads of the store's settings: business hours and the mobile-order settings (issue 18 builds
 * both). Until those are stored, every store is within its hours and offers both order types with a 15-minute
 * pickup lead; services.ts composes the real source.
 */
export interface FrontOrderSettings {
  orderTypes: FrontOrderType[];
  pickupLeadMinutes: number;
  note: string;
  /** Categories shown to customers; null: every category. */
  visibleCategoryIds: number[] | null;
}

export interface FrontSettingsSource {
  withinBusinessHours(storeId: number, now: Date): Promise<boolean>;
  mobileOrderSettings(storeId: number): Promise<FrontOrderSettings>;
}

export const DEFAULT_FRONT_SETTINGS: FrontOrderSettings = {
  orderTypes: ['INSIDE', 'TAKEOUT'],
  pickupLeadMinutes: 15,
  note: '',
  visibleCategoryIds: null,
};

export const alwaysOpenSettings: FrontSettingsSource = {
  withinBusinessHours: async () => true,
  mobileOrderSettings: async () => DEFAULT_FRONT_SETTINGS,
};
