import { z } from 'zod';
import { INVOICE_CHUNK_BYTES, RECEIPT_CHUNK_BYTES } from '../constants.js';
import { PRINTER_LABEL } from '../messages.js';
import { PAPER_WIDTHS } from './print-document.js';
import { requestObject, requiredId } from './fields.js';

/**
 * 出單設定: how a store prints (store operations sections 1, 3 and 9; access section 3). The store config keeps the
 * spec's deviceSettings fields and uiSettings.printClient; the fields below the spec's are ours (paper width, which
 * document goes to which printer, the Bluetooth write size, the serial speed, the printer box's label printer).
 *
 * PUT back/account/updateDeviceSetting { storeId, ...the fields to change } answers the store config.
 */

export const DEVICE_SETTING_PATHS = {
  updateDeviceSetting: { method: 'PUT', path: '/api/back/account/updateDeviceSetting' },
} as const;

/**
 * Where the store's print jobs go: a Bluetooth (BLE) printer or a serial one (USB, Bluetooth classic paired in the
 * OS) driven by the browser, or a printer box on the store's LAN that the server hands the jobs to.
 */
export const PRINT_CLIENTS = ['BLUETOOTH', 'SERIAL', 'PRINTER_BOX'] as const;
export type PrintClient = (typeof PRINT_CLIENTS)[number];
export const PRINT_CLIENT_LABELS: Readonly<Record<PrintClient, string>> = {
  BLUETOOTH: '藍芽出單機（瀏覽器）',
  SERIAL: 'USB / 序列埠出單機（瀏覽器）',
  PRINTER_BOX: '印表機盒（店內網路）',
};

/** The store's printers (access section 3: POS, second POS, tag), named as the header's dots. */
export const PRINTER_SLOT_LABELS = { POS: PRINTER_LABEL.POS, SECOND_POS: PRINTER_LABEL.POS_SECOND, TAG: PRINTER_LABEL.TAG } as const;

/** A document goes to the first or the second receipt printer, or is not printed. */
export const DOCUMENT_TARGETS = ['POS', 'SECOND_POS', 'NONE'] as const;
export type DocumentTarget = (typeof DOCUMENT_TARGETS)[number];
export const DOCUMENT_TARGET_LABELS: Readonly<Record<DocumentTarget, string>> = {
  POS: PRINTER_SLOT_LABELS.POS,
  SECOND_POS: PRINTER_SLOT_LABELS.SECOND_POS,
  NONE: '不列印',
};

/** The documents a receipt printer prints (labels always go to the label printer). */
export const ROUTED_DOCUMENTS = ['receipt', 'kitchen', 'proof', 'report'] as const;
export type RoutedDocument = (typeof ROUTED_DOCUMENTS)[number];
export const ROUTED_DOCUMENT_LABELS: Readonly<Record<RoutedDocument, string>> = {
  receipt: '顧客收據',
  kitchen: '廚房工作單',
  proof: '電子發票證明聯',
  report: '報表與交班單',
};

/** Many cheap printers take only 20 bytes a write before an MTU exchange: the smallest write size one may set. */
export const BLUETOOTH_CHUNK_MIN = 20;
export const BLUETOOTH_CHUNK_MAX = 512;

export const SERIAL_BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;

export const PRINTER_NAME_MAX = 64;

export const DEVICE_SETTING_MSG = {
  PRINT_CLIENT: '出單方式不正確',
  PAPER_WIDTH: '紙張寬度須為 58 或 80 mm',
  TARGET: '出單機選擇不正確',
  CHUNK: `藍芽每次寫入須為 ${BLUETOOTH_CHUNK_MIN} 到 ${BLUETOOTH_CHUNK_MAX} 位元組的整數`,
  BAUD: '序列埠速率不正確',
  NAME: `印表機名稱最多 ${PRINTER_NAME_MAX} 字，不可含控制字元`,
  NOTHING: '沒有要修改的設定',
} as const;

export const documentPrintersSchema = z.object({
  receipt: z.enum(DOCUMENT_TARGETS, { error: DEVICE_SETTING_MSG.TARGET }),
  kitchen: z.enum(DOCUMENT_TARGETS, { error: DEVICE_SETTING_MSG.TARGET }),
  proof: z.enum(DOCUMENT_TARGETS, { error: DEVICE_SETTING_MSG.TARGET }),
  report: z.enum(DOCUMENT_TARGETS, { error: DEVICE_SETTING_MSG.TARGET }),
});
export type DocumentPrinters = z.infer<typeof documentPrintersSchema>;

export const DEFAULT_DOCUMENT_PRINTERS: DocumentPrinters = { receipt: 'POS', kitchen: 'POS', proof: 'POS', report: 'POS' };

/** Receipt paper in mm (58 mm prints 32 columns, 80 mm 48: core's printing layout). */
const paperWidthSchema = z.literal(PAPER_WIDTHS, { error: DEVICE_SETTING_MSG.PAPER_WIDTH });

/** Our fields of deviceSettings; each has a default, so a config saved before they existed still reads. */
export const printSettingsShape = {
  paperWidth: paperWidthSchema.default(58),
  paperWidthSecond: paperWidthSchema.default(58),
  documentPrinters: documentPrintersSchema.default(DEFAULT_DOCUMENT_PRINTERS),
  /** Bytes a Bluetooth write; null: the spec's 48 for receipts and 128 for invoices. */
  bluetoothChunkSize: z
    .number({ error: DEVICE_SETTING_MSG.CHUNK })
    .int(DEVICE_SETTING_MSG.CHUNK)
    .min(BLUETOOTH_CHUNK_MIN, DEVICE_SETTING_MSG.CHUNK)
    .max(BLUETOOTH_CHUNK_MAX, DEVICE_SETTING_MSG.CHUNK)
    .nullable()
    .default(null),
  serialBaudRate: z
    .number({ error: DEVICE_SETTING_MSG.BAUD })
    .refine((rate) => (SERIAL_BAUD_RATES as readonly number[]).includes(rate), DEVICE_SETTING_MSG.BAUD)
    .default(9600),
  /** The printer box's name for the label printer (the receipt printers' are the spec's printerboxPrinterName*). */
  printerboxTagPrinterName: z.string().nullable().default(null),
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const printSettingsSchema = z.object(printSettingsShape);
export type PrintSettings = z.infer<typeof printSettingsSchema>;

/** Our print settings of a store that never set them. */
export const DEFAULT_PRINT_SETTINGS: PrintSettings = printSettingsSchema.parse({});

/** Our print settings out of a store's deviceSettings. */
export function printSettingsOf(device: PrintSettings): PrintSettings {
  const { paperWidth, paperWidthSecond, documentPrinters, bluetoothChunkSize, serialBaudRate, printerboxTagPrinterName } = device;
  return { paperWidth, paperWidthSecond, documentPrinters, bluetoothChunkSize, serialBaudRate, printerboxTagPrinterName };
}

/** A printer name or id as typed: trimmed, blank means none; no control characters, no broken UTF-16. */
const deviceText = z
  .string({ error: DEVICE_SETTING_MSG.NAME })
  .trim()
  .max(PRINTER_NAME_MAX, DEVICE_SETTING_MSG.NAME)
  .refine((text) => !/\p{Cc}/u.test(text) && !LONE_SURROGATE.test(text), DEVICE_SETTING_MSG.NAME)
  .nullable()
  .transform((text) => (text === '' ? null : text));

const { paperWidth, paperWidthSecond, documentPrinters, bluetoothChunkSize, serialBaudRate } = printSettingsShape;

/** Every field is optional: only the ones sent change. */
export const updateDeviceSettingRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  printClient: z.enum(PRINT_CLIENTS, { error: DEVICE_SETTING_MSG.PRINT_CLIENT }).optional(),
  printMac: deviceText.optional(),
  printMacSecond: deviceText.optional(),
  tagMac: deviceText.optional(),
  printDeviceId: deviceText.optional(),
  printDeviceIdSecond: deviceText.optional(),
  tagDeviceId: deviceText.optional(),
  printerboxPrinterName: deviceText.optional(),
  printerboxPrinterNameSecond: deviceText.optional(),
  printerboxTagPrinterName: deviceText.optional(),
  paperWidth: paperWidth.unwrap().optional(),
  paperWidthSecond: paperWidthSecond.unwrap().optional(),
  documentPrinters: documentPrinters.unwrap().optional(),
  bluetoothChunkSize: bluetoothChunkSize.unwrap().optional(),
  serialBaudRate: serialBaudRate.unwrap().optional(),
}).refine((request) => Object.keys(request).some((key) => key !== 'storeId'), DEVICE_SETTING_MSG.NOTHING);
export type UpdateDeviceSettingRequest = z.infer<typeof updateDeviceSettingRequestSchema>;

/** Splits a request into its deviceSettings changes and its printClient (a uiSettings field). */
export function deviceSettingChanges(request: UpdateDeviceSettingRequest): {
  device: Omit<UpdateDeviceSettingRequest, 'storeId' | 'printClient'>;
  printClient: PrintClient | undefined;
} {
  const { storeId: _storeId, printClient, ...device } = request;
  return { device, printClient };
}

/** The bytes of one Bluetooth write for a document: the store's own size, else the spec's. */
export function bluetoothChunkSizeFor(kind: 'receipt' | 'invoice', configured: number | null): number {
  if (configured !== null) return configured;
  return kind === 'invoice' ? INVOICE_CHUNK_BYTES : RECEIPT_CHUNK_BYTES;
}
