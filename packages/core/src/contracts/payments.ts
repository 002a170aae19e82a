import { z } from 'zod';
import { dateRangeFields, refineDateRange } from './date-range-fields.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS, type PaymentProvider } from './payment-paths.js';

/**
 * Taking money through LINE Pay and JKOPay (issue 34; docs/payments.md): per-store provider settings, the counter's
 * charge of a scanned customer code (`oneTimeKey` on addOrder / updateOrderPaid), split tender, the phone's payment of
 * a self-ordering order, refunds at the provider and the reconciliation list. Provider ids are strings everywhere.
 */

// The paths, providers and labels: a module of their own, read by the customer's phone page without the schemas.
export * from './payment-paths.js';

/** The pay methods (statistic keys) that charge through a provider when the store has it enabled. */
export const CHARGED_PAY_METHOD_KEYS: Readonly<Record<string, PaymentProvider>> = { LINE_PAY_OFFLINE: 'LINE_PAY', JKO_PAY: 'JKO_PAY' };

/** The provider a pay method charges through, when the store has it on (`enabled`: the providers it has on). */
export function chargedProviderOf(statisticKey: string, enabled: readonly PaymentProvider[]): PaymentProvider | null {
  const provider = CHARGED_PAY_METHOD_KEYS[statisticKey];
  return provider !== undefined && enabled.includes(provider) ? provider : null;
}

/** LINE Pay's Taiwan "My Code": 18 digits. JKOPay's: 18 characters starting with 22 (digits and capitals). */
export const ONE_TIME_KEY_PATTERNS: Readonly<Record<PaymentProvider, RegExp>> = {
  LINE_PAY: /^\d{18}$/,
  JKO_PAY: /^22[0-9A-Z]{16}$/,
};

/** The scanned code as the scanner or keypad sends it (checked against its provider's shape by the server). */
export const oneTimeKeyField = z
  .string({ error: '付款條碼須為文字' })
  .trim()
  .min(1, '付款條碼為必填')
  .max(40, '付款條碼格式不正確')
  .regex(/^[0-9A-Za-z]+$/, '付款條碼格式不正確');

export const PAYMENT_MSG = {
  ONE_TIME_KEY_SHAPE: '付款條碼格式不正確，請重新掃描',
  ONE_TIME_KEY_REQUIRED: '請掃描顧客的付款條碼',
  WHOLE_DOLLARS: '電子支付金額須為整數元',
  SETTLING: '付款確認中，請稍候',
  DECLINED: '付款失敗',
  PROVIDER_UNAVAILABLE: '付款服務暫時無法連線，請稍後再試',
  PROVIDER_OFF: '此付款方式尚未啟用串接',
  NOT_CONFIGURED: '尚未設定付款服務',
  REFUNDED_WITHOUT_ORDER: '此筆付款已退回，請重新結帳',
  REFUND_FAILED: '付款服務退款失敗，未退款',
  PAY_FIRST_OFF: '此商店未開放線上付款',
  ALREADY_PAID: '此訂單已付款',
  SPLIT_SUM: '各付款金額合計須等於應付金額',
  SPLIT_ONE_CASH: '現金最多一筆',
  PAYMENT_OR_PAYMENTS: '付款方式請擇一填寫',
  SECRET_REQUIRED: '首次設定須填寫金鑰',
} as const;

/** The zh-TW reason of a provider's refusal, by provider and code (docs/payments.md); a fallback names the code. */
export function providerDeclineMessage(provider: PaymentProvider, code: string): string {
  const table: Record<string, string> = provider === 'LINE_PAY' ? LINE_PAY_REASONS : JKO_PAY_REASONS;
  return table[code] ?? `${PAYMENT_MSG.DECLINED}（${PAYMENT_PROVIDER_LABELS[provider]} ${code}）`;
}

const LINE_PAY_REASONS: Record<string, string> = {
  '1142': '付款失敗：LINE Pay 餘額不足',
  '1180': '付款失敗：付款條碼已過期，請顧客重新產生',
  '1172': '付款失敗：此付款條碼已使用過',
  '1150': '付款失敗：查無此交易',
  '1106': '付款失敗：LINE Pay 串接設定錯誤（簽章不符）',
  '1104': '付款失敗：LINE Pay 串接設定錯誤（查無此商店）',
  '1163': '退款失敗：已超過可退款期限',
  '1164': '退款失敗：超過可退款金額',
  '1165': '退款失敗：此交易已退款',
  '2042': '付款失敗：付款條碼無效，請顧客重新產生',
};

const JKO_PAY_REASONS: Record<string, string> = {
  '101': '付款失敗：此交易已付款',
  '200': '付款失敗：請求格式錯誤',
  '904': '付款失敗：街口支付串接設定錯誤（簽章不符）',
  '510': '付款失敗：街口支付餘額不足',
  '511': '付款失敗：付款條碼已過期或已使用，請顧客重新產生',
  '520': '退款失敗：超過可退款金額',
};

/** A secret left blank keeps the one already set (the page never receives it back). */
const secretField = (label: string) =>
  z
    .string({ error: `${label}須為文字` })
    .trim()
    .max(200, `${label}不可超過200字`)
    .nullish()
    .transform((value) => (value ? value : null));

export const linePaySettingsRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  channelId: requiredText('Channel ID').pipe(z.string().regex(/^\d{1,20}$/, 'Channel ID 須為數字')),
  channelSecret: secretField('Channel Secret'),
  enabled: z.boolean({ error: '啟用須為是或否' }),
});
export type LinePaySettingsRequest = z.infer<typeof linePaySettingsRequestSchema>;

export const jkoPaySettingsRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  merchantId: requiredText('特店代號').pipe(z.string().max(40, '特店代號不可超過40字')),
  storeCode: requiredText('門市代號').pipe(z.string().max(40, '門市代號不可超過40字')),
  apiKey: secretField('API Key'),
  secretKey: secretField('Secret Key'),
  enabled: z.boolean({ error: '啟用須為是或否' }),
});
export type JkoPaySettingsRequest = z.infer<typeof jkoPaySettingsRequestSchema>;

export const payFirstRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  payFirst: z.boolean({ error: '先付款須為是或否' }),
});

export const paymentSettingsQuerySchema = requestObject({ storeId: queryId('商店編號') });

/** One provider as the page sees it: what is set (never a secret), whether it is on. */
export const paymentProviderStatusSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  label: z.string(),
  /** Credentials are saved. */
  configured: z.boolean(),
  enabled: z.boolean(),
  /** LINE Pay: channelId; JKOPay: merchantId, storeCode. */
  channelId: z.string().nullable(),
  merchantId: z.string().nullable(),
  storeCode: z.string().nullable(),
  /** The server talks to a local stand-in (PAYMENT_STAND_INS), not the provider. */
  standIn: z.boolean(),
});
export type PaymentProviderStatus = z.infer<typeof paymentProviderStatusSchema>;

export const paymentSettingsSchema = z.object({
  providers: z.array(paymentProviderStatusSchema),
  /** 先付款: self-ordering customers pay on their phone before the order reaches the kitchen. */
  payFirst: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const PAYMENT_TRANSACTION_KINDS = ['CHARGE', 'REFUND'] as const;
export const PAYMENT_TRANSACTION_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'DONE'] as const;

export const paymentTransactionsQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  ...dateRangeFields,
  provider: z.enum(PAYMENT_PROVIDERS, { error: '付款服務不正確' }).optional(),
}).superRefine(refineDateRange);
export type PaymentTransactionsQuery = z.infer<typeof paymentTransactionsQuerySchema>;

export const paymentTransactionSchema = z.object({
  kind: z.enum(PAYMENT_TRANSACTION_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Our merchant order id (charges) or refund id (refunds). */
  merchantOrderId: z.string(),
  /** The provider's transaction id (or refund transaction id), as a string: 19 digits do not fit a double. */
  providerTransactionId: z.string().nullable(),
  /** Cents. */
  amount: z.number().int(),
  /** Refunded so far of a charge, cents. */
  refunded: z.number().int(),
  status: z.enum(PAYMENT_TRANSACTION_STATUSES),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  businessDate: z.string(),
  createdAt: z.string(),
  failureMessage: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** Per business day and provider: our totals (charged, refunded, net) and the count of unsettled attempts. */
export const paymentDaySummarySchema = z.object({
  businessDate: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  charged: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  /** What the provider's own status calls report for the same transactions (charged - refunded), cents. */
  providerNet: z.number().int().nullable(),
  pending: z.number().int(),
});
export type PaymentDaySummary = z.infer<typeof paymentDaySummarySchema>;

export const paymentTransactionListSchema = z.object({
  transactions: z.array(paymentTransactionSchema),
  days: z.array(paymentDaySummarySchema),
});
export type PaymentTransactionList = z.infer<typeof paymentTransactionListSchema>;

export const frontPayRequestSchema = requestObject({
  statusToken: z.string({ error: '訂單代碼為必填' }).trim().min(1, '訂單代碼為必填').max(200, '訂單代碼不正確'),
  provider: z.enum(PAYMENT_PROVIDERS, { error: '付款服務不正確' }),
});
export type FrontPayRequest = z.infer<typeof frontPayRequestSchema>;

export const frontPayResultSchema = z.object({ paymentUrl: z.string() });
export type FrontPayResult = z.infer<typeof frontPayResultSchema>;

/** A part of a split bill (`payments` on addOrder / updateOrderPaid); `amount` is cents (a cash part: what is tendered). */
export const tenderPartSchema = z.object(
  {
    payMethodId: requiredId('付款方式'),
    amount: z
      .number({ error: '付款金額為必填' })
      .int('付款金額須為整數(以分為單位)')
      .min(0, '付款金額不可小於0元')
      .max(1_000_000_000, '付款金額過大'),
    oneTimeKey: oneTimeKeyField.nullish().transform((value) => value ?? null),
  },
  { error: '付款資料格式不正確' },
);
export type TenderPart = z.infer<typeof tenderPartSchema>;

export const tenderPartsField = z
  .array(tenderPartSchema, { error: '付款資料格式不正確' })
  .min(1, '付款資料為必填')
  .max(20, '付款最多20筆');
