import { DEFAULT_STORE_CONFIG, type DeliveryPlatformSwitches, type PayMethod, type StoreConfig } from '@diancan/core';
import type { PayMethodRow, StoreConfigRow } from './settings.repository.js';

/**
 * What a store that has never saved its settings works with (the stored sections; pay methods and the delivery
 * platforms' links are rows of their own).
 */
const { switchSettings, deviceSettings, uiSettings, invoiceSettings, systemModules } = DEFAULT_STORE_CONFIG;
export const DEFAULT_SECTIONS: Omit<StoreConfig, 'payMethods' | 'deliveryPlatforms'> = { switchSettings, deviceSettings, uiSettings, invoiceSettings, systemModules };

export function presentPayMethod(row: PayMethodRow): PayMethod {
  return { id: row.id, name: row.name, statisticKey: row.statisticKey, enabled: row.enabled, sort: row.sort };
}

/**
 * Row -> the store config contract. Stored sections are laid over the defaults, so a section saved
 * before a new field existed still answers with every field.
 */
export function presentStoreConfig(row: StoreConfigRow | null, payMethods: PayMethodRow[], deliveryPlatforms: DeliveryPlatformSwitches): StoreConfig {
  return {
    switchSettings: { ...DEFAULT_SECTIONS.switchSettings, ...row?.switchSettings },
    deviceSettings: { ...DEFAULT_SECTIONS.deviceSettings, ...row?.deviceSettings },
    uiSettings: { ...DEFAULT_SECTIONS.uiSettings, ...row?.uiSettings },
    invoiceSettings: { ...DEFAULT_SECTIONS.invoiceSettings, ...row?.invoiceSettings },
    systemModules: { ...DEFAULT_SECTIONS.systemModules, ...row?.systemModules },
    payMethods: payMethods.map(presentPayMethod),
    deliveryPlatforms,
  };
}
