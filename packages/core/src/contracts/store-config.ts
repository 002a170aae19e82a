import { z } from 'zod';
import { FONT_SCALE_DEFAULT, IDLE_ORDER_REMINDER_MINUTES } from '../constants.js';
import { deliveryPlatformSwitchesOf, deliveryPlatformSwitchesSchema } from './delivery-platform-switches.js';
import { printSettingsShape } from './device-settings.js';
import { queryId, requestObject } from './fields.js';

/** Store config (access section 3, store operations section 3), as GET back/store/setting/getConfig returns it. */

export const QUANTITY_KEYBOARD_TYPES = ['GENERAL', 'DECIMAL'] as const;
export type QuantityKeyboardType = (typeof QUANTITY_KEYBOARD_TYPES)[number];


export const switchSettingsSchema = z.object({
  mobileOrderSwitch: z.boolean(),
  printSwitch: z.boolean(),
  tagSwitch: z.boolean(),
  kitchenAreaSwitch: z.boolean(),
  adminLinePaySwitch: z.boolean(),
  idleOrderReminderSwitch: z.boolean(),
  idleOrderReminderMinutes: z.number().int().positive().default(IDLE_ORDER_REMINDER_MINUTES),
  whatsEatSwitch: z.boolean(),
  /** When on, the reports open only after the store's 6-digit manager code (識別碼). */
  reportManagerCodeVerificationSwitch: z.boolean(),
});
export type SwitchSettings = z.infer<typeof switchSettingsSchema>;

/** The printer addresses of deviceSettings (each null while no printer is set). */
const NO_PRINTER_KEYS = [
  'printMac',
  'printMacSecond',
  'tagMac',
  'printDeviceId',
  'printDeviceIdSecond',
  'tagDeviceId',
  'printerboxPrinterName',
  'printerboxPrinterNameSecond',
] as const;

export const deviceSettingsSchema = z.object({
  printMac: z.string().nullable(),
  printMacSecond: z.string().nullable(),
  tagMac: z.string().nullable(),
  printDeviceId: z.string().nullable(),
  printDeviceIdSecond: z.string().nullable(),
  tagDeviceId: z.string().nullable(),
  printerboxPrinterName: z.string().nullable(),
  printerboxPrinterNameSecond: z.string().nullable(),
  ...printSettingsShape,
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;
/** deviceSettings as stored: a config saved before a field existed lacks it (reading lays the defaults under it). */
export type StoredDeviceSettings = z.input<typeof deviceSettingsSchema>;

export const uiSettingsSchema = z.object({
  backPosCheckoutMode: z.string(),
  backPosTagMode: z.string(),
  /** The font scale: font size in px = 12 + 4 x scale. */
  fontSizeSetting: z.number().default(FONT_SCALE_DEFAULT),
  printClient: z.string(),
  quantityKeyboardType: z.enum(QUANTITY_KEYBOARD_TYPES).default('GENERAL'),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const invoiceSettingsSchema = z.object({
  adminInvoiceSwitch: z.boolean(),
  storeInvoiceSwitch: z.boolean(),
  deliveryPlatformSwitch: z.boolean(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const SYSTEM_MODULES = ['POS_ORDER', 'FRONT_ORDER', 'MOBILE_ORDER'] as const;
export type SystemModule = (typeof SYSTEM_MODULES)[number];

export const systemModulesSchema = z.object({
  POS_ORDER: z.boolean().default(false),
  FRONT_ORDER: z.boolean().default(false),
  MOBILE_ORDER: z.boolean().default(false),
});
export type SystemModules = z.infer<typeof systemModulesSchema>;


export const payMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  statisticKey: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type PayMethod = z.infer<typeof payMethodSchema>;

export const storeConfigSchema = z.object({
  switchSettings: switchSettingsSchema,
  deviceSettings: deviceSettingsSchema,
  uiSettings: uiSettingsSchema,
  invoiceSettings: invoiceSettingsSchema,
  systemModules: systemModulesSchema,
  payMethods: z.array(payMethodSchema),
  /** The delivery platforms' switches (session state, access section 3), from the store's platform links. */
  deliveryPlatforms: deliveryPlatformSwitchesSchema.default(deliveryPlatformSwitchesOf([])),
});
export type StoreConfig = z.infer<typeof storeConfigSchema>;

/**
 * What a store that has never saved its settings works with: every switch and module off, no printer, the
 * schema's defaults for the rest. The server lays stored sections over it; tests start their configs from it.
 */
export const DEFAULT_STORE_CONFIG: StoreConfig = storeConfigSchema.parse({
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
  deviceSettings: Object.fromEntries(NO_PRINTER_KEYS.map((key) => [key, null])),
  uiSettings: { backPosCheckoutMode: 'GENERAL', backPosTagMode: 'GENERAL', printClient: 'BLUETOOTH' },
  invoiceSettings: { adminInvoiceSwitch: false, storeInvoiceSwitch: false, deliveryPlatformSwitch: false },
  systemModules: {},
  payMethods: [],
});

/** `?storeId=12` on GET calls scoped to one store. */
export const storeIdQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type StoreIdQuery = z.infer<typeof storeIdQuerySchema>;
