import {
  orderPrintRequestSchema,
  PRINT_PATHS,
  printResultSchema,
  printTagRequestSchema,
  reprintRequestSchema,
} from '../contracts/printing.js';
import { DEVICE_SETTING_PATHS, updateDeviceSettingRequestSchema } from '../contracts/device-settings.js';
import { storeConfigSchema } from '../contracts/store-config.js';
import { callsOf } from './call.js';

const printing = callsOf('printing');

/**
 * The screen's print calls: each answers the documents (and queues them for a printer box); the web sends them to
 * its Bluetooth / serial printer or previews them. They change no cached read.
 */
export const PRINT_API = {
  checkout: printing.body(PRINT_PATHS.checkout, orderPrintRequestSchema, printResultSchema, { read: true }),
  kitchen: printing.body(PRINT_PATHS.kitchen, orderPrintRequestSchema, printResultSchema, { read: true }),
  reprint: printing.body(PRINT_PATHS.reprint, reprintRequestSchema, printResultSchema, { read: true }),
  printTag: printing.body(PRINT_PATHS.printTag, printTagRequestSchema, printResultSchema, { read: true }),
} as const;

/** 出單設定: the fields to change; answers the store config (the session takes it). */
export const DEVICE_SETTING_API = {
  updateDeviceSetting: callsOf('storeConfig').body(DEVICE_SETTING_PATHS.updateDeviceSetting, updateDeviceSettingRequestSchema, storeConfigSchema),
} as const;
