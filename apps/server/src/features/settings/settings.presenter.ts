import { storeConfigSchema, type PayMethod, type StoreConfig } from '@diancan/core';
import type { PayMethodRow, StoreConfigRow } from './settings.repository.js';

/** What a store that has never saved its settings works with: every switch and module off. */
export const DEFAULT_SECTIONS: Omit<StoreConfig, 'payMethods'> = storeConfigSchema.omit({ payMethods: true }).parse({
  switchSettings: {
    mobileOrderSwitch: false,
    printSwitch: false,
    tagSwitch: false,
    kitchenAreaSwitch: false,
    adminLinePaySwitch: false,
    idleOrderReminderSwitch: false,
    whatsEatSwitch: false,
    reportManagerCodeVerificationSwitch: false,
  },
  deviceSettings: {
    printMac: null,
    printMacSecond: null,
    tagMac: null,
    printDeviceId: null,
    printDeviceIdSecond: null,
    tagDeviceId: null,
    printerboxPrinterName: null,
    printerboxPrinterNameSecond: null,
  },
  uiSettings: { backPosCheckoutMode: 'GENERAL', backPosTagMode: 'GENERAL', printClient: 'BLUETOOTH' },
  invoiceSettings: { adminInvoiceSwitch: false, storeInvoiceSwitch: false, deliveryPlatformSwitch: false },
  systemModules: {},
});

export function presentPayMethod(row: PayMethodRow): PayMethod {
  return { id: row.id, name: row.name, statisticKey: row.statisticKey, enabled: row.enabled, sort: row.sort };
}

/**
 * Row -> the store config contract. Stored sections are laid over the defaults, so a section saved
 * before a new field existed still answers with every field.
 */
export function presentStoreConfig(row: StoreConfigRow | null, payMethods: PayMethodRow[]): StoreConfig {
  return {
    switchSettings: { ...DEFAULT_SECTIONS.switchSettings, ...row?.switchSettings },
    deviceSettings: { ...DEFAULT_SECTIONS.deviceSettings, ...row?.deviceSettings },
    uiSettings: { ...DEFAULT_SECTIONS.uiSettings, ...row?.uiSettings },
    invoiceSettings: { ...DEFAULT_SECTIONS.invoiceSettings, ...row?.invoiceSettings },
    systemModules: { ...DEFAULT_SECTIONS.systemModules, ...row?.systemModules },
    payMethods: payMethods.map(presentPayMethod),
  };
}
