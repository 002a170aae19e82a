import { z } from 'zod';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { numberSupplySchema, orderInvoiceSchema, VOID_REASON_MAX } from './einvoice.js';

/**
 * E-invoice operations (issue 21; docs/einvoice.md): refunds (作廢 or 折讓), allowance cancel (G0501), the Turnkey
 * upload queue with its 48-hour deadline, blank numbers (E0402) and the number supply. Store users on their own
 * stores; money is integer cents of whole NT$.
 */

type Call<M extends 'GET' | 'POST'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST'>(method: M, path: string): Call<M> => ({ method, path });

export const EINVOICE_OPERATION_PATHS = {
  /** Body `refundRequestSchema` -> `RefundResult`: what was done (cancel, allowance or a plain refund). */
  refund: call('POST', '/api/back/einvoice/refund'),
  /** `?storeId=&orderId=` -> `OrderRefunds`: the refunds, allowances and what is left to refund. */
  getOrderRefunds: call('GET', '/api/back/einvoice/getOrderRefunds'),
  /** Body `cancelAllowanceRequestSchema` -> the cancelled `Allowance` (G0501). */
  cancelAllowance: call('POST', '/api/back/einvoice/cancelAllowance'),
  /** `?storeId=` -> `UploadStatus`: pending, failed and near-deadline messages, blank numbers, number supply. */
  getUploadStatus: call('GET', '/api/back/einvoice/getUploadStatus'),
  /** Body `resendUploadRequestSchema` -> null: a failed message is written again at the next run. */
  resendUpload: call('POST', '/api/back/einvoice/resendUpload'),
  /** Body `printAllowanceRequestSchema` -> `PrintResult`: the allowance proof, queued for a printer box. */
  printAllowance: call('POST', '/api/back/einvoice/printAllowance'),
  /** `?storeId=` -> `NumberSupply`: the POS's warning when the current period's numbers run out. */
  getNumberSupply: call('GET', '/api/back/einvoice/getNumberSupply'),
} as const;

export const REFUND_ACTIONS = ['CANCEL', 'ALLOWANCE', 'NONE'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
export const REFUND_ACTION_LABELS: Readonly<Record<RefundAction, string>> = {
  CANCEL: '作廢發票',
  ALLOWANCE: '開立折讓',
  NONE: '退款（無發票）',
};

export const ALLOWANCE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type AllowanceStatus = (typeof ALLOWANCE_STATUSES)[number];

export const REFUND_MSG = {
  LINES_OR_AMOUNT: '請選擇退款品項或輸入退款金額，擇一',
  AMOUNT_WHOLE: '退款金額須為整數元',
  ORDER_NOT_PAID: '訂單尚未結帳，不可退款',
  ORDER_CANCELLED: '訂單已取消，不可退款',
  ALLOWANCE_NOT_FOUND: '折讓單不存在',
  ALLOWANCE_CANCELLED: '折讓單已作廢',
  ALLOWANCE_DEADLINE_PASSED: '已超過折讓單作廢期限（次期第一個月15日）',
  UPLOAD_NOT_FOUND: '上傳紀錄不存在',
  UPLOAD_NOT_FAILED: '只有上傳失敗的訊息可以重送',
} as const;

const storeId = requiredId('商店編號');
const reason = requiredText('退款原因').max(VOID_REASON_MAX, `退款原因不可超過${VOID_REASON_MAX}字`);

/**
 * A refund: `lines` (order lines and counts, 2 decimals at most) or `amount` (cents of whole NT$), or neither for
 * everything still refundable. `reason` is the MIG reason (at most 20 characters).
 */
export const refundRequestSchema = requestObject({
  storeId,
  orderId: requiredId('訂單編號'),
  lines: z
    .array(
      z.object(
        {
          orderDetailId: requiredId('退款品項'),
          count: z
            .number({ error: '退款數量須為數字' })
            .positive('退款數量須大於0')
            .max(1_000_000, '退款數量不正確')
            .refine((count) => Math.abs(count * 100 - Math.round(count * 100)) < 1e-6, '退款數量最多2位小數'),
        },
        { error: '退款品項不正確' },
      ),
      { error: '退款品項不正確' },
    )
    .min(1, '請選擇退款品項')
    .max(500, '退款品項過多')
    .nullish()
    .transform((value) => value ?? null),
  amount: z
    .number({ error: '退款金額須為數字' })
    .int(REFUND_MSG.AMOUNT_WHOLE)
    .positive('退款金額須大於0')
    .max(2_000_000_000, '退款金額不正確')
    .refine((cents) => cents % 100 === 0, REFUND_MSG.AMOUNT_WHOLE)
    .nullish()
    .transform((value) => value ?? null),
  reason,
}).refine((request) => request.lines === null || request.amount === null, { message: REFUND_MSG.LINES_OR_AMOUNT, path: ['amount'] });
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export type RefundInput = z.input<typeof refundRequestSchema>;

export const allowanceItemSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  /** Without tax, cents. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
  tax: z.number().int(),
  originalSequence: z.number().int().nullable(),
});

export const allowanceSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  /** '202611260001'. */
  allowanceNumber: z.string(),
  allowanceDate: z.string(),
  status: z.enum(ALLOWANCE_STATUSES),
  sellerTaxId: z.string(),
  sellerName: z.string(),
  buyerTaxId: z.string().nullable(),
  items: z.array(allowanceItemSchema),
  /** Cents: without tax, the tax, the tax-included total given back. */
  salesAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const refundLineSchema = z.object({ orderDetailId: z.number().int(), name: z.string(), count: z.number(), amount: z.number().int() });

export const refundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  action: z.enum(REFUND_ACTIONS),
  /** Cents, tax included. */
  amount: z.number().int(),
  lines: z.array(refundLineSchema),
  reason: z.string(),
  /** The store's business day of the refund: the day the reports count it. */
  businessDate: z.string(),
  createdAt: z.string(),
  /** The cash drawer record (支出) of a refund in cash; null otherwise. */
  cashDrawerRecordId: z.number().int().nullable(),
  allowanceId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
  /** A cancelled allowance reverts its refund. */
  reverted: z.boolean(),
});
export type Refund = z.infer<typeof refundSchema>;

/** The answer of a refund: what was done, with the voided invoice or the new allowance. */
export const refundResultSchema = z.object({
  refund: refundSchema,
  action: z.enum(REFUND_ACTIONS),
  invoice: orderInvoiceSchema.nullable(),
  allowance: allowanceSchema.nullable(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const refundableLineSchema = z.object({
  orderDetailId: z.number().int(),
  name: z.string(),
  count: z.number(),
  refundedCount: z.number(),
  refundableCount: z.number(),
  amount: z.number().int(),
});

export const orderRefundsSchema = z.object({
  orderId: z.number().int(),
  payable: z.number().int(),
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
  lines: z.array(refundableLineSchema),
  refunds: z.array(refundSchema),
  allowances: z.array(allowanceSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

export const orderRefundsQuerySchema = requestObject({ storeId: queryId('商店編號'), orderId: queryId('訂單編號') });

export const cancelAllowanceRequestSchema = requestObject({
  storeId,
  allowanceId: requiredId('折讓單編號'),
  reason: requiredText('作廢原因').max(VOID_REASON_MAX, `作廢原因不可超過${VOID_REASON_MAX}字`),
});
export type CancelAllowanceRequest = z.infer<typeof cancelAllowanceRequestSchema>;

export const printAllowanceRequestSchema = requestObject({ storeId, allowanceId: requiredId('折讓單編號') });
export type PrintAllowanceRequest = z.infer<typeof printAllowanceRequestSchema>;

// ---- Turnkey uploads, blank numbers, number supply ---------------------------------------------

export const TURNKEY_MESSAGES = ['F0401', 'F0501', 'G0401', 'G0501', 'E0402'] as const;
export type TurnkeyMessageType = (typeof TURNKEY_MESSAGES)[number];
export const TURNKEY_MESSAGE_LABELS: Readonly<Record<TurnkeyMessageType, string>> = {
  F0401: '開立發票',
  F0501: '作廢發票',
  G0401: '開立折讓',
  G0501: '作廢折讓',
  E0402: '空白字軌',
};
export const UPLOAD_STATUSES = ['PENDING', 'WRITTEN', 'UPLOADED', 'FAILED'] as const;
/** 待上傳 covers queued and written-not-yet-read-back. */
export const UPLOAD_STATUS_LABELS: Readonly<Record<(typeof UPLOAD_STATUSES)[number], string>> = {
  PENDING: '待上傳',
  WRITTEN: '待上傳',
  UPLOADED: '已上傳',
  FAILED: '失敗',
};

export const uploadRowSchema = z.object({
  id: z.number().int(),
  message: z.enum(TURNKEY_MESSAGES),
  documentKey: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  attempt: z.number().int(),
  fileName: z.string().nullable(),
  reason: z.string().nullable(),
  /** The 48-hour limit; null for E0402 (due the 10th of the next period). */
  dueAt: z.string().nullable(),
  /** Not uploaded and less than 12 hours before its limit (or past it). */
  nearDeadline: z.boolean(),
  createdAt: z.string(),
  writtenAt: z.string().nullable(),
  resultAt: z.string().nullable(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;

export const blankRangeSchema = z.object({
  periodKey: z.string(),
  letters: z.string(),
  start: z.string(),
  end: z.string(),
});


export const uploadStatusSchema = z.object({
  turnkeyConfigured: z.boolean(),
  counts: z.object({ pending: z.number().int(), uploaded: z.number().int(), failed: z.number().int(), nearDeadline: z.number().int() }),
  /** Pending, failed and near-deadline messages, most urgent first (at most 200). */
  rows: z.array(uploadRowSchema),
  /** The blank numbers of the last closed period, merged into ranges, and whether they were reported. */
  blanks: z.object({ periodKey: z.string(), dueDate: z.string(), ranges: z.array(blankRangeSchema), reported: z.boolean() }),
  supply: numberSupplySchema,
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

export const uploadStatusQuerySchema = requestObject({ storeId: queryId('商店編號') });
export const resendUploadRequestSchema = requestObject({ storeId, uploadId: requiredId('上傳紀錄') });
export type ResendUploadRequest = z.infer<typeof resendUploadRequestSchema>;
