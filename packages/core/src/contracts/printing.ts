import { z } from 'zod';
import { DOCUMENT_KINDS, type PrintDocument } from './print-document.js';
import { queryId, requestObject, requiredId } from './fields.js';
import { PRINTER_SLOTS, PRINTER_STATES } from './realtime.js';

/**
 * Printing (issue 16; docs/printing.md; the store's print settings are device-settings.ts). The printer box keeps to this protocol: list the store's pending jobs of
 * its printers (oldest first), claim one (answers its document; `reprint` when an earlier claim was never
 * acknowledged: a print cut off by a crash), write the bytes, acknowledge it by id. An acknowledged job is never
 * listed again; acknowledging twice counts once. New jobs are announced with PRINT_JOB on the printer queue.
 */

type Call<M extends 'GET' | 'POST' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

export const PRINT_PATHS = {
  /** The spec's call: labels of an order's items (or of the lines named) to the label printer. */
  printTag: call('POST', '/api/back/pos/printTag'),
  /** Ours: `?storeId=&printer=a&printer=b`: pending jobs of those printers, oldest first (the box's backlog). */
  jobs: call('GET', '/api/back/printer/jobs'),
  claim: call('POST', '/api/back/printer/claim'),
  ack: call('POST', '/api/back/printer/ack'),
  /** The box reports a printer's state; the store's screens hear PRINTER_STATUS. */
  status: call('POST', '/api/back/printer/status'),
  /** `?storeId=`: the last state of each printer slot. */
  statuses: call('GET', '/api/back/printer/statuses'),
  /** 補印 of an order's receipt, kitchen tickets, labels or e-invoice proof: answers the documents (and queues them
   * for a printer box). */
  reprint: call('POST', '/api/back/printer/reprint'),
  /** The settings' test page on one printer slot. */
  test: call('POST', '/api/back/printer/test'),
  /** Ours: the documents of a checkout (receipt, proof, kitchen tickets, labels per the store's switches), not marked
   * 補印, for a screen that prints through its Bluetooth / serial printer. A printer-box store's checkout queued them
   * itself: nothing is answered there. */
  checkout: call('POST', '/api/back/printer/checkout'),
  /** Ours: the kitchen tickets of what changed since the kitchen was last sent the order (加點 / 取消). */
  kitchen: call('POST', '/api/back/printer/kitchen'),
  /** Ours: the printer box takes (claims) a printer's pending jobs in one call, oldest first, with their documents. */
  take: call('POST', '/api/back/printer/take'),
  /** Ours: acknowledges several printed jobs at once. */
  ackAll: call('POST', '/api/back/printer/ackAll'),
} as const;

/** Most jobs one take answers. */
export const PRINT_TAKE_MAX = 20;
/**
 * Longest a take may be held open waiting for the printer's next job (`waitMs`): short enough that no proxy's idle
 * timeout (often 60 s) cuts it, long enough that an idle box costs a call every half minute.
 */
export const PRINT_TAKE_WAIT_MAX_MS = 30_000;

export const REPRINT_DOCUMENTS = ['RECEIPT', 'KITCHEN', 'LABEL', 'INVOICE_PROOF'] as const;
export type ReprintDocument = (typeof REPRINT_DOCUMENTS)[number];

const printerName = z
  .string({ error: '印表機名稱不正確' })
  .trim()
  .min(1, '印表機名稱為必填')
  .max(50, '印表機名稱最多 50 字')
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, '印表機名稱不正確');

// ---- jobs -------------------------------------------------------------------------------------

export const PRINT_JOB_STATES = ['PENDING', 'PRINTING', 'DONE'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];

/** The JSON of a print document (document.ts); checked loosely: the server wrote it. */
export const printDocumentSchema = z.custom<PrintDocument>(
  (value) => typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks),
);

export const printJobSummarySchema = z.object({
  id: z.number().int(),
  printerName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  state: z.enum(PRINT_JOB_STATES),
  createdAt: z.string(),
});
export type PrintJobSummary = z.infer<typeof printJobSummarySchema>;

export const printJobSchema = printJobSummarySchema.extend({
  /** The document to print: already marked 補印 when `reprint`. */
  document: printDocumentSchema,
  /** Columns and dots of the paper the store set for that printer (a label printer: 26 / 320). */
  columns: z.number().int(),
  dots: z.number().int(),
  /** True when an earlier claim was never acknowledged (a print cut off by a crash). */
  reprint: z.boolean(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

const printerQuery = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(printerName).max(10, '印表機最多 10 台'),
);

export const printJobsQuerySchema = requestObject({ storeId: queryId('商店編號'), printer: printerQuery });
export type PrintJobsQuery = z.infer<typeof printJobsQuerySchema>;

export const printJobRequestSchema = requestObject({ storeId: requiredId('商店編號'), jobId: requiredId('列印工作編號') });
export type PrintJobRequest = z.infer<typeof printJobRequestSchema>;

const jobIdsField = z.array(requiredId('列印工作編號')).max(200);

/**
 * take: `acknowledge` names the jobs the box printed from its previous take; they are acknowledged (as ackAll does,
 * another store's job 404 and nothing changed) in the same transaction that claims the next ones, so a busy box makes
 * one call per batch instead of two. `waitMs`: when the printer has no pending job, the answer waits up to that long
 * for its next one and comes the moment it is queued (a held request: the box learns of a job without a round trip);
 * an empty list when none came.
 */
export const printTakeRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  printer: printerName,
  acknowledge: jobIdsField.optional(),
  waitMs: z
    .number({ error: '等待時間不正確' })
    .int('等待時間不正確')
    .min(0, '等待時間不正確')
    .max(PRINT_TAKE_WAIT_MAX_MS, `等待時間最多 ${PRINT_TAKE_WAIT_MAX_MS} 毫秒`)
    .optional(),
});
export type PrintTakeRequest = z.infer<typeof printTakeRequestSchema>;

/**
 * A job taken by the printer box. Unlike claim, the document is as queued (never marked): `claimedBefore` says an
 * earlier claim was not acknowledged, and the box, which knows from its journal whether it started that print, marks
 * it 補印 (core's markReprint) unless it never began it.
 */
export const takenJobSchema = printJobSchema.omit({ reprint: true }).extend({ claimedBefore: z.boolean() });
export type TakenJob = z.infer<typeof takenJobSchema>;

export const printAckAllRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  jobIds: jobIdsField.min(1, '列印工作編號為必填'),
});
export type PrintAckAllRequest = z.infer<typeof printAckAllRequestSchema>;

/** `first` is false when the job had been acknowledged already (nothing changed). */
export const printAckResultSchema = z.object({ jobId: z.number().int(), first: z.boolean() });
export type PrintAckResult = z.infer<typeof printAckResultSchema>;

export const printerStatusRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  printerName,
  status: z.enum(PRINTER_STATES, { error: '印表機狀態不正確' }),
});
export type PrinterStatusRequest = z.infer<typeof printerStatusRequestSchema>;

export const printerStatusSchema = z.object({
  printer: z.enum(PRINTER_SLOTS),
  printerName: z.string().nullable(),
  status: z.enum(PRINTER_STATES),
  updatedAt: z.string().nullable(),
});
export type PrinterStatusView = z.infer<typeof printerStatusSchema>;

// ---- documents --------------------------------------------------------------------------------

export const reprintRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  orderId: requiredId('訂單編號'),
  document: z.enum(REPRINT_DOCUMENTS, { error: '補印項目不正確' }),
});
export type ReprintRequest = z.infer<typeof reprintRequestSchema>;

export const printTagRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  orderId: requiredId('訂單編號'),
  /** Only these order lines; all labelled lines when absent. */
  lineIds: z.array(requiredId('訂單明細編號')).max(200).optional(),
});
export type PrintTagRequest = z.infer<typeof printTagRequestSchema>;

/** The checkout's documents, or the kitchen's changes, of one order. */
export const orderPrintRequestSchema = requestObject({ storeId: requiredId('商店編號'), orderId: requiredId('訂單編號') });
export type OrderPrintRequest = z.infer<typeof orderPrintRequestSchema>;

export const printTestRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  printer: z.enum(PRINTER_SLOTS, { error: '出單機不正確' }),
});
export type PrintTestRequest = z.infer<typeof printTestRequestSchema>;

/** What a print call answers: the documents (for the preview and a Bluetooth printer) and the jobs queued. */
export const printResultSchema = z.object({
  documents: z.array(z.object({ printer: z.enum(PRINTER_SLOTS), document: printDocumentSchema })),
  jobIds: z.array(z.number().int()),
});
export type PrintResult = z.infer<typeof printResultSchema>;
