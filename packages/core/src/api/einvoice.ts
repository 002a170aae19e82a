import {
  addInvoiceTrackRequestSchema,
  EINVOICE_PATHS,
  invoiceProofSchema,
  invoiceTrackRecordQuerySchema,
  invoiceTrackSchema,
  printInvoiceRequestSchema,
  storeInvoiceSettingQuerySchema,
  storeInvoiceSettingSchema,
  updateStoreInvoiceSettingRequestSchema,
} from '../contracts/einvoice.js';
import { callsOf, noData } from './call.js';

const setting = callsOf('einvoice', 'setting');
const proof = callsOf('einvoice', 'proof');

/** 發票設定: the store's switch, seller and AES key, and its tracks (read with the setting, so a track change refreshes it). */
export const EINVOICE_SETTING_API = {
  getStoreInvoiceSetting: setting.query(EINVOICE_PATHS.getStoreInvoiceSetting, storeInvoiceSettingQuerySchema, storeInvoiceSettingSchema),
  updateStoreInvoiceSetting: setting.body(EINVOICE_PATHS.updateStoreInvoiceSetting, updateStoreInvoiceSettingRequestSchema, storeInvoiceSettingSchema),
  addTrack: setting.body(EINVOICE_PATHS.addTrack, addInvoiceTrackRequestSchema, invoiceTrackSchema),
  removeTrack: setting.query(EINVOICE_PATHS.removeTrack, invoiceTrackRecordQuerySchema, noData),
} as const;

/** report/printInvoice: everything the proof prints; each call counts as a print (the second one is a 補印). */
export const INVOICE_PROOF_API = {
  printInvoice: proof.body(EINVOICE_PATHS.printInvoice, printInvoiceRequestSchema, invoiceProofSchema, { read: true }),
} as const;
