import {
  EINVOICE_PATHS,
  numberSupplySchema,
  orderInvoiceListSchema,
  orderInvoiceSchema,
  orderInvoicesQuerySchema,
  reissueInvoiceRequestSchema,
  voidInvoiceRequestSchema,
} from '../contracts/einvoice.js';
import {
  allowanceSchema,
  cancelAllowanceRequestSchema,
  EINVOICE_OPERATION_PATHS,
  orderRefundsQuerySchema,
  orderRefundsSchema,
  printAllowanceRequestSchema,
  refundRequestSchema,
  refundResultSchema,
  resendUploadRequestSchema,
  uploadStatusQuerySchema,
  uploadStatusSchema,
} from '../contracts/einvoice-operations.js';
import { printResultSchema } from '../contracts/printing.js';
import { callsOf, noData, type DataArea } from './call.js';

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

const orderInvoices = callsOf('einvoice', 'orderInvoices');
const orderRefunds = callsOf('einvoice', 'orderRefunds');
const ORDER_INVOICES: DataArea = ['einvoice', 'orderInvoices'];

/**
 * The order detail's 發票 and 退款 sections: an order's invoices (issued, voided, reissued) and refunds. A refund or
 * an allowance's cancel may void or issue invoices, so it refreshes the invoices too.
 */
export const ORDER_EINVOICE_API = {
  getOrderInvoices: orderInvoices.query(EINVOICE_PATHS.getOrderInvoices, orderInvoicesQuerySchema, orderInvoiceListSchema),
  void: orderInvoices.body(EINVOICE_PATHS.void, voidInvoiceRequestSchema, orderInvoiceSchema),
  reissue: orderInvoices.body(EINVOICE_PATHS.reissue, reissueInvoiceRequestSchema, orderInvoiceSchema),
  getOrderRefunds: orderRefunds.query(EINVOICE_OPERATION_PATHS.getOrderRefunds, orderRefundsQuerySchema, orderRefundsSchema),
  refund: orderRefunds.body(EINVOICE_OPERATION_PATHS.refund, refundRequestSchema, refundResultSchema, { affects: [ORDER_INVOICES] }),
  cancelAllowance: orderRefunds.body(EINVOICE_OPERATION_PATHS.cancelAllowance, cancelAllowanceRequestSchema, allowanceSchema, { affects: [ORDER_INVOICES] }),
} as const;
