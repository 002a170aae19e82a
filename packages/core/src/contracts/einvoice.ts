import { z } from 'zod';
import { isValidTaxId } from '../validation/tax-id.js';
import { TRACK_ISSUE_MESSAGE, validateTrackRange } from '../validation/track-range.js';
import { MSG } from '../messages.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { invoiceInfoSchema, ORDER_MSG } from './orders.js';

/**
 * Taiwan e-invoice (issue 6; docs/einvoice.md). A store enters the number tracks (字軌) the tax authority gave it per
 * two-month period; the server hands the numbers out inside the checkout's transaction, prints the proof
 * (電子發票證明聯), voids and reissues invoices when a paid order changes, and writes the MIG 4.1 files for Turnkey.
 *
 * Every call is for store users on one of their own stores (`storeId` in the body, or the query for GET and DELETE).
 * Money is integer cents in whole NT$; track numbers are the 8 digits after the two letters.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const EINVOICE_PATHS = {
  /** `?storeId=` -> `StoreInvoiceSetting` (switches, seller, AES key presence, tracks). The spec's call. */
  getStoreInvoiceSetting: call('GET', '/api/back/account/getStoreInvoiceSetting'),
  /** Body `updateStoreInvoiceSettingRequestSchema` -> `StoreInvoiceSetting`. The spec's call. */
  updateStoreInvoiceSetting: call('PUT', '/api/back/account/updateStoreInvoiceSetting'),
  /** `?storeId=` -> `InvoiceTrack[]`, newest period first. */
  getTrackList: call('GET', '/api/back/einvoice/getTrackList'),
  /** Body `addInvoiceTrackRequestSchema` -> `InvoiceTrack`. */
  addTrack: call('POST', '/api/back/einvoice/addTrack'),
  /** `?storeId=&id=` -> null. Only a track none of whose numbers was used. */
  removeTrack: call('DELETE', '/api/back/einvoice/removeTrack'),
  /** Body `printInvoiceRequestSchema` -> `InvoiceProof`. The spec's call. */
  printInvoice: call('POST', '/api/back/report/printInvoice'),
  /** `?storeId=&orderId=` -> `OrderInvoice[]`, every invoice of the order in issue order. */
  getOrderInvoices: call('GET', '/api/back/einvoice/getOrderInvoices'),
  /** Body `voidInvoiceRequestSchema` -> the voided `OrderInvoice`. */
  void: call('POST', '/api/back/einvoice/void'),
  /** Body `reissueInvoiceRequestSchema` -> the new `OrderInvoice`. */
  reissue: call('POST', '/api/back/einvoice/reissue'),
} as const;

// ---- constants and messages --------------------------------------------------------------------

export const INVOICE_STATUSES = ['ISSUED', 'VOIDED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = { ISSUED: '已開立', VOIDED: '已作廢' };

/** Where a track stands against the store's current period. */
export const TRACK_STATES = ['CURRENT', 'FUTURE', 'PAST'] as const;
export type TrackState = (typeof TRACK_STATES)[number];

/** The consumer's buyer identifier in MIG messages (B2C). */
export const CONSUMER_BUYER_IDENTIFIER = '0000000000';

export const SELLER_NAME_MAX = 60;
export const SELLER_ADDRESS_MAX = 100;
export const VOID_REASON_MAX = 20;
/** The AES key of the QR check code: the 32 hex characters the tax authority's tool gives. */
export const AES_KEY_PATTERN = /^[0-9A-Fa-f]{32}$/;

/** Server messages of this area (ours: the spec has none for e-invoices beyond the buyer inputs). */
export const EINVOICE_MSG = {
  INVOICE_OFF: ORDER_MSG.INVOICE_OFF,
  NO_NUMBERS: '本期發票號碼已用完，請至發票設定新增字軌',
  SELLER_MISSING: '尚未設定賣方統編，無法開立發票',
  AES_KEY_MISSING: '尚未設定QR Code加密金鑰(AES)，無法列印證明聯',
  AES_KEY_INVALID: 'AES金鑰須為32位十六進位字元',
  AES_KEY_REQUIRED: '開啟發票須設定QR Code加密金鑰(AES)',
  ORDER_NOT_FOUND: '訂單不存在',
  INVOICE_NOT_FOUND: '發票不存在',
  NO_ISSUED_INVOICE: '此訂單沒有已開立的發票',
  ALREADY_ISSUED: '此訂單已有開立中的發票，請先作廢',
  ORDER_FREE: '訂單金額為0，不需開立發票',
  ORDER_CANCELLED: '訂單已取消，不可重新開立發票',
  VOID_DEADLINE_PASSED: '已超過發票作廢期限（次期第一個月15日）',
  NOT_PRINTABLE_CARRIER: '發票已存入手機載具，不列印證明聯',
  NOT_PRINTABLE_DONATED: '發票已捐贈，不列印證明聯',
  VOIDED_NOT_PRINTABLE: '發票已作廢，不可列印',
  TRACK_NOT_FOUND: '字軌不存在',
  TRACK_IN_USE: '字軌已開始使用，不可刪除',
  SELLER_TAX_ID_INVALID: MSG.TAX_ID_INVALID,
  VOID_REASON_REQUIRED: '作廢原因為必填',
} as const;

// ---- settings ----------------------------------------------------------------------------------

const storeId = requiredId('商店編號');

/** An 8-digit track number as typed ('00000050'), read as its number. */
const trackNumber = (label: string) =>
  z
    .string({ error: `${label}為必填` })
    .trim()
    .regex(/^\d{8}$/, TRACK_ISSUE_MESSAGE.NUMBER);

export const invoiceTrackSchema = z.object({
  id: z.number().int(),
  /** Gregorian year and first month of the period (1, 3, ..., 11). */
  year: z.number().int(),
  startMonth: z.number().int(),
  /** ROC year + even month, '11512'. */
  periodKey: z.string(),
  /** '115年11-12月'. */
  periodText: z.string(),
  letters: z.string(),
  /** The 8-digit numbers, both included. */
  start: z.number().int(),
  end: z.number().int(),
  /** 'AB00000000' .. 'AB00000049'. */
  firstNumber: z.string(),
  lastNumber: z.string(),
  /** The next number to hand out; end + 1 when used up. */
  nextNumber: z.number().int(),
  size: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  state: z.enum(TRACK_STATES),
  /** No number used yet: the store may remove it (a typo). */
  removable: z.boolean(),
  createdAt: z.string(),
});
export type InvoiceTrack = z.infer<typeof invoiceTrackSchema>;

/** The current period's numbers: what is left, the recent rate, and the warning (issue 21). */
export const numberSupplySchema = z.object({
  currentRemaining: z.number().int(),
  currentSize: z.number().int(),
  /** Invoices a day at the store's recent rate (last 7 days). */
  dailyRate: z.number(),
  /** Under 10 % left, or less than one day at the recent rate. */
  runningOut: z.boolean(),
  message: z.string().nullable(),
});
export type NumberSupply = z.infer<typeof numberSupplySchema>;

export const storeInvoiceSettingSchema = z.object({
  storeId: z.number().int(),
  /** The platform's switch (set by staff on the store) and the store's own: invoices are issued when both are on. */
  adminInvoiceSwitch: z.boolean(),
  storeInvoiceSwitch: z.boolean(),
  enabled: z.boolean(),
  /** The seller's 統編, name and address as the invoices carry them; null until set. */
  sellerTaxId: z.string().nullable(),
  sellerName: z.string().nullable(),
  sellerAddress: z.string().nullable(),
  /** Whether the QR code's AES key is stored (the key itself is never sent back). */
  aesKeySet: z.boolean(),
  /** The store's current period, in its time zone. */
  currentPeriodKey: z.string(),
  currentPeriodText: z.string(),
  /** Numbers left in the current period, across its tracks. */
  currentRemaining: z.number().int(),
  /** The current period's numbers run out (`supply.runningOut`): the screen warns. */
  lowOnNumbers: z.boolean(),
  supply: numberSupplySchema,
  tracks: z.array(invoiceTrackSchema),
});
export type StoreInvoiceSetting = z.infer<typeof storeInvoiceSettingSchema>;

export const storeInvoiceSettingQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type StoreInvoiceSettingQuery = z.infer<typeof storeInvoiceSettingQuerySchema>;

/**
 * The store's e-invoice settings. `aesKey`: 32 hex characters to store a new key, omitted or null to keep the
 * stored one. The seller's 統編 and name are required to switch invoices on (the server also wants an AES key
 * then, stored or sent).
 */
export const updateStoreInvoiceSettingRequestSchema = requestObject({
  storeId,
  storeInvoiceSwitch: z.boolean({ error: '發票開關須為是或否' }),
  sellerTaxId: z
    .string({ error: '賣方統編須為文字' })
    .trim()
    .refine((value) => value === '' || isValidTaxId(value), MSG.TAX_ID_INVALID)
    .default(''),
  sellerName: z.string({ error: '賣方名稱須為文字' }).trim().max(SELLER_NAME_MAX, `賣方名稱不可超過${SELLER_NAME_MAX}字`).default(''),
  sellerAddress: z
    .string({ error: '賣方地址須為文字' })
    .trim()
    .max(SELLER_ADDRESS_MAX, `賣方地址不可超過${SELLER_ADDRESS_MAX}字`)
    .default(''),
  aesKey: z
    .string({ error: EINVOICE_MSG.AES_KEY_INVALID })
    .trim()
    .regex(AES_KEY_PATTERN, EINVOICE_MSG.AES_KEY_INVALID)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
}).superRefine((setting, context) => {
  if (!setting.storeInvoiceSwitch) return;
  if (setting.sellerTaxId === '') context.addIssue({ code: 'custom', message: '開啟發票須填寫賣方統編', path: ['sellerTaxId'] });
  if (setting.sellerName === '') context.addIssue({ code: 'custom', message: '開啟發票須填寫賣方名稱', path: ['sellerName'] });
});
export type UpdateStoreInvoiceSettingRequest = z.infer<typeof updateStoreInvoiceSettingRequestSchema>;
export type UpdateStoreInvoiceSettingInput = z.input<typeof updateStoreInvoiceSettingRequestSchema>;

/**
 * A range of one period: whole books of 50 (start ends in 00 or 50, end in 49 or 99). The server also refuses a
 * period already over and an overlap with the store's other tracks of the period.
 */
export const addInvoiceTrackRequestSchema = requestObject({
  storeId,
  year: z.number({ error: '發票年度為必填' }).int(TRACK_ISSUE_MESSAGE.PERIOD).min(1912, TRACK_ISSUE_MESSAGE.PERIOD).max(2910, TRACK_ISSUE_MESSAGE.PERIOD),
  /** The period's first month: 1, 3, 5, 7, 9 or 11. */
  startMonth: z
    .number({ error: '發票期別為必填' })
    .int(TRACK_ISSUE_MESSAGE.PERIOD)
    .refine((month) => [1, 3, 5, 7, 9, 11].includes(month), TRACK_ISSUE_MESSAGE.PERIOD),
  letters: z
    .string({ error: '字軌為必填' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, TRACK_ISSUE_MESSAGE.LETTERS)),
  startNumber: trackNumber('起始號碼'),
  endNumber: trackNumber('結束號碼'),
}).superRefine((track, context) => {
  const issue = validateTrackRange(
    {
      period: { year: track.year, startMonth: track.startMonth, endMonth: track.startMonth + 1 },
      letters: track.letters,
      start: Number(track.startNumber),
      end: Number(track.endNumber),
    },
    [],
  );
  if (issue) {
    const path = issue.code === 'BOOK_END' ? ['endNumber'] : issue.code === 'LETTERS' ? ['letters'] : ['startNumber'];
    context.addIssue({ code: 'custom', message: issue.message, path });
  }
});
export type AddInvoiceTrackRequest = z.infer<typeof addInvoiceTrackRequestSchema>;
export type AddInvoiceTrackInput = z.input<typeof addInvoiceTrackRequestSchema>;

export const invoiceTrackRecordQuerySchema = requestObject({ storeId: queryId('商店編號'), id: queryId('字軌編號') });
export type InvoiceTrackRecordQuery = z.infer<typeof invoiceTrackRecordQuerySchema>;

// ---- invoices of an order ----------------------------------------------------------------------

export const orderInvoiceSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** 'AB12345678'. */
  invoiceNumber: z.string(),
  periodKey: z.string(),
  /** '115年11-12月'. */
  periodText: z.string(),
  randomCode: z.string(),
  /** The buyer's 統編; null for a consumer. */
  buyerTaxId: z.string().nullable(),
  /** 3J0002 (手機條碼) with the carrier's barcode; null without a carrier. */
  carrierType: z.string().nullable(),
  carrierId: z.string().nullable(),
  donationCode: z.string().nullable(),
  /** A proof may be printed: no carrier and no donation. */
  printable: z.boolean(),
  /** Times the proof was printed (a second print is a 補印). */
  printCount: z.number().int(),
  /** Cents: split for a 統編 buyer, tax-included with tax 0 for a consumer (docs/einvoice.md). */
  salesAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  issuedAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The invoice this one replaced (a reissue), or null. */
  reissuedFromId: z.number().int().nullable(),
  /** F0401 MainRemark, e.g. '點數折抵 10元' (a points redemption, netted into the items); null or absent: none. */
  remark: z.string().nullish(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderInvoicesQuerySchema = requestObject({ storeId: queryId('商店編號'), orderId: queryId('訂單編號') });
export type OrderInvoicesQuery = z.infer<typeof orderInvoicesQuerySchema>;
export const orderInvoiceListSchema = z.array(orderInvoiceSchema);

const voidReason = requiredText('作廢原因').max(VOID_REASON_MAX, `作廢原因不可超過${VOID_REASON_MAX}字`);

/** Voids the order's issued invoice (作廢), with its reason (MIG CancelReason, at most 20 characters). */
export const voidInvoiceRequestSchema = requestObject({ storeId, orderId: requiredId('訂單編號'), reason: voidReason });
export type VoidInvoiceRequest = z.infer<typeof voidInvoiceRequestSchema>;

/**
 * Issues a new invoice for the order as it stands: voids the issued one first (with `reason`) when there is one.
 * `invoice` changes the buyer's choice (e.g. a 統編 given after the sale); omitted keeps the order's.
 */
export const reissueInvoiceRequestSchema = requestObject({
  storeId,
  orderId: requiredId('訂單編號'),
  reason: voidReason,
  invoice: invoiceInfoSchema.nullish().transform((value) => value ?? null),
  /** True with `invoice` null: the buyer drops the choice (a consumer invoice, printed). */
  clearBuyer: z.boolean({ error: '清除買受人須為是或否' }).default(false),
});
export type ReissueInvoiceRequest = z.infer<typeof reissueInvoiceRequestSchema>;
export type ReissueInvoiceInput = z.input<typeof reissueInvoiceRequestSchema>;

// ---- proof -------------------------------------------------------------------------------------

/** The proof of the order's issued invoice; `invoiceId` names another (a voided one is refused). */
export const printInvoiceRequestSchema = requestObject({
  storeId,
  orderId: requiredId('訂單編號'),
  invoiceId: requiredId('發票編號').nullish().transform((value) => value ?? null),
});
export type PrintInvoiceRequest = z.infer<typeof printInvoiceRequestSchema>;

export const invoiceProofItemSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  /** Cents (may be negative: a discount line). */
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceProofItem = z.infer<typeof invoiceProofItemSchema>;

/** Everything the 5.7 cm proof prints (電子發票證明聯). */
export const invoiceProofSchema = z.object({
  invoiceId: z.number().int(),
  orderId: z.number().int(),
  /** The store's name above the title. */
  storeName: z.string(),
  /** '電子發票證明聯', with '補印' after the first print. */
  title: z.string(),
  reprint: z.boolean(),
  /** '115年11-12月'. */
  periodText: z.string(),
  /** 'AB-12345678' as printed; `invoiceNumber` is the plain 'AB12345678'. */
  invoiceNumberText: z.string(),
  invoiceNumber: z.string(),
  /** 'yyyy-MM-dd HH:mm:ss' in the store's time zone, and the instant. */
  issuedAtText: z.string(),
  issuedAt: z.string(),
  randomCode: z.string(),
  /** '格式 25' for a 統編 buyer, else null. */
  formatText: z.string().nullable(),
  sellerTaxId: z.string(),
  sellerName: z.string(),
  sellerAddress: z.string().nullable(),
  buyerTaxId: z.string().nullable(),
  /** Cents. For a 統編 buyer sales and tax print apart. */
  salesAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** Code 39 content, 19 characters. */
  barcode: z.string(),
  /** The two QR codes' contents; print both at `qrVersion` (forced), error correction `qrErrorCorrection`. */
  qrLeft: z.string(),
  qrRight: z.string(),
  qrVersion: z.number().int(),
  qrErrorCorrection: z.string(),
  items: z.array(invoiceProofItemSchema),
  /** The invoice's MainRemark, printed as 備註 under 交易明細 (e.g. '點數折抵 10元'); null or absent: none. */
  remark: z.string().nullish(),
});
export type InvoiceProof = z.infer<typeof invoiceProofSchema>;
