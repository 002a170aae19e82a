import { describe, it, expect } from 'vitest';
import { deliveryPlatformSwitchesOf } from './delivery-platforms.js';
import { DEFAULT_PRINT_SETTINGS } from './device-settings.js';
import { storeConfigSchema, storeIdQuerySchema } from './store-config.js';

const config = {
  switchSettings: {
    mobileOrderSwitch: true,
    printSwitch: true,
    tagSwitch: false,
    kitchenAreaSwitch: false,
    adminLinePaySwitch: false,
    idleOrderReminderSwitch: true,
    idleOrderReminderMinutes: 45,
    whatsEatSwitch: false,
    reportManagerCodeVerificationSwitch: true,
  },
  deviceSettings: {
    printMac: 'AA:BB:CC:DD:EE:FF',
    printMacSecond: null,
    tagMac: null,
    printDeviceId: null,
    printDeviceIdSecond: null,
    tagDeviceId: null,
    printerboxPrinterName: 'kitchen',
    printerboxPrinterNameSecond: null,
  },
  uiSettings: {
    backPosCheckoutMode: 'DEFAULT',
    backPosTagMode: 'DEFAULT',
    fontSizeSetting: 2,
    printClient: 'BLUETOOTH',
    quantityKeyboardType: 'DECIMAL',
  },
  invoiceSettings: { adminInvoiceSwitch: true, storeInvoiceSwitch: true, deliveryPlatformSwitch: false },
  systemModules: { POS_ORDER: true, FRONT_ORDER: false, MOBILE_ORDER: true },
  payMethods: [
    { id: 1, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 },
    { id: 2, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: false, sort: 2 },
  ],
};

describe('storeConfigSchema', () => {
  it('accepts the section 3 shape unchanged, adding our print settings’ defaults and no bound delivery platform', () => {
    expect(storeConfigSchema.parse(config)).toEqual({
      ...config,
      deviceSettings: { ...config.deviceSettings, ...DEFAULT_PRINT_SETTINGS },
      deliveryPlatforms: deliveryPlatformSwitchesOf([]),
    });
  });
  it('fills the spec defaults', () => {
    const { idleOrderReminderMinutes: _minutes, ...switches } = config.switchSettings;
    const { fontSizeSetting: _scale, quantityKeyboardType: _keyboard, ...ui } = config.uiSettings;
    const parsed = storeConfigSchema.parse({ ...config, switchSettings: switches, uiSettings: ui, systemModules: {} });
    expect(parsed.switchSettings.idleOrderReminderMinutes).toBe(30);
    expect(parsed.uiSettings.fontSizeSetting).toBe(1);
    expect(parsed.uiSettings.quantityKeyboardType).toBe('GENERAL');
    expect(parsed.systemModules).toEqual({ POS_ORDER: false, FRONT_ORDER: false, MOBILE_ORDER: false });
  });
  it('rejects an unknown keyboard type and a missing section', () => {
    expect(storeConfigSchema.safeParse({ ...config, uiSettings: { ...config.uiSettings, quantityKeyboardType: 'FULL' } }).success).toBe(false);
    const { payMethods: _payMethods, ...withoutPayMethods } = config;
    expect(storeConfigSchema.safeParse(withoutPayMethods).success).toBe(false);
  });
});

describe('storeIdQuerySchema', () => {
  it('coerces a query string id', () => {
    expect(storeIdQuerySchema.parse({ storeId: '12' })).toEqual({ storeId: 12 });
    expect(storeIdQuerySchema.parse({ storeId: 12 })).toEqual({ storeId: 12 });
  });
  it('names the field when missing or wrong', () => {
    const message = (input: unknown) => storeIdQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({})).toBe('商店編號為必填');
    expect(message({ storeId: '' })).toBe('商店編號為必填');
    expect(message({ storeId: 'abc' })).toBe('商店編號不正確');
    expect(message({ storeId: '0' })).toBe('商店編號不正確');
    expect(message({ storeId: '-3' })).toBe('商店編號不正確');
    expect(message({ storeId: '1.5' })).toBe('商店編號不正確');
  });
});
