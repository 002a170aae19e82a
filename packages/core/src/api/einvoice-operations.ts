import { numberSupplySchema } from '../contracts/einvoice.js';
import {
  EINVOICE_OPERATION_PATHS,
  printAllowanceRequestSchema,
  resendUploadRequestSchema,
  uploadStatusQuerySchema,
  uploadStatusSchema,
} from '../contracts/einvoice-operations.js';
import { printResultSchema } from '../contracts/printing.js';
import { callsOf, noData } from './call.js';

const uploads = callsOf('einvoice', 'uploads');
const allowances = callsOf('einvoice', 'allowances');
const supply = callsOf('einvoice', 'supply');

/** The Turnkey upload queue of 發票設定 (pending, failed, near the deadline; blank numbers; number supply). */
export const EINVOICE_UPLOAD_API = {
  getUploadStatus: uploads.query(EINVOICE_OPERATION_PATHS.getUploadStatus, uploadStatusQuerySchema, uploadStatusSchema),
  resendUpload: uploads.body(EINVOICE_OPERATION_PATHS.resendUpload, resendUploadRequestSchema, noData),
} as const;

/** Printing an allowance proof changes no data: it answers the documents (and queues them for a printer box). */
export const EINVOICE_ALLOWANCE_API = {
  printAllowance: allowances.body(EINVOICE_OPERATION_PATHS.printAllowance, printAllowanceRequestSchema, printResultSchema, { read: true }),
} as const;

/** The POS's number-supply warning (read again after each checkout). */
export const EINVOICE_SUPPLY_API = {
  getNumberSupply: supply.query(EINVOICE_OPERATION_PATHS.getNumberSupply, uploadStatusQuerySchema, numberSupplySchema),
} as const;
