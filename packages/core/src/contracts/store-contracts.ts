import { z } from 'zod';
import { EXPIRY_DAYS } from '../constants.js';
import { validateDateRange } from '../validation/date-range.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId } from './fields.js';
import { CONTRACT_STATES, centsField, dateField, optionalText, platformCall } from './stores.js';

/**
 * Store contracts (合約) under contract schemes (方案): back/contract (access section 7; contractManage with
 * contract-classification, add-contract and contract-details; nearly-expired). Dates are 'yyyy-MM-dd' in the
 * store's time zone, both days included; amounts are integer cents.
 */

const { get, post, put, del } = platformCall;

export const CONTRACT_PATHS = {
  /** Stores whose contract ends within EXPIRY_DAYS days (nearly-expired page). */
  getExpire: post('/api/back/contract/getExpire'),
  /** `?storeId=`: whether the store's contract is active (store users too). */
  status: get('/api/back/contract/status'),
  /** The schemes a contract can be made under (select options). */
  getPlanList: get('/api/back/contract/getPlanList'),
  add: post('/api/back/contract/add'),
  update: put('/api/back/contract/update'),
  getPage: post('/api/back/contract/getPage'),
  /** `?id=` */
  remove: del('/api/back/contract/remove'),
  /** `?id=` */
  getDetail: get('/api/back/contract/getDetail'),
  /** The scheme lists of contract-classification: a page of schemes, and one scheme with its files. */
  getSchemePage: post('/api/back/contract/getSchemePage'),
  /** `?id=` */
  getSchemeDetail: get('/api/back/contract/getSchemeDetail'),
} as const;

export const CONTRACT_REMARK_MAX = 500;

export const CONTRACT_MSG = {
  /** What a store user sees when the POS or an order is refused for an expired contract. */
  EXPIRED_BLOCKED: '商店合約已到期，暫停點餐與結帳功能，請聯繫業務人員續約',
  SCHEME_UNKNOWN: '合約方案不存在',
  STORE_INACTIVE: '商店已停用，無法新增合約',
} as const;

/** 30: a contract ending within this many days (today included) is nearly expired. */
export const NEARLY_EXPIRED_DAYS = EXPIRY_DAYS;

const contractFields = {
  schemeId: requiredId('合約方案'),
  startDate: dateField('開始日期'),
  endDate: dateField('結束日期'),
  amount: centsField('合約金額'),
  remark: optionalText('備註', CONTRACT_REMARK_MAX),
};

function checkDates(value: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  const result = validateDateRange(value.startDate, value.endDate);
  if (!result.ok) context.addIssue({ code: 'custom', message: result.message, path: ['endDate'] });
}

export const contractAddRequestSchema = requestObject({ storeId: requiredId('商店編號'), ...contractFields }).superRefine(
  checkDates,
);
export type ContractAddRequest = z.infer<typeof contractAddRequestSchema>;
export type ContractAddInput = z.input<typeof contractAddRequestSchema>;

export const contractUpdateRequestSchema = requestObject({ id: requiredId('合約編號'), ...contractFields }).superRefine(
  checkDates,
);
export type ContractUpdateRequest = z.infer<typeof contractUpdateRequestSchema>;
export type ContractUpdateInput = z.input<typeof contractUpdateRequestSchema>;

/** The state of one contract on a day: before its start, within it, after its end. */
export const CONTRACT_PERIOD_STATES = ['NOT_STARTED', 'ACTIVE', 'EXPIRED'] as const;
export type ContractPeriodState = (typeof CONTRACT_PERIOD_STATES)[number];

export function contractPeriodState(startDate: string, endDate: string, today: string): ContractPeriodState {
  if (today < startDate) return 'NOT_STARTED';
  return today > endDate ? 'EXPIRED' : 'ACTIVE';
}

export const contractSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  schemeId: z.number().int(),
  schemeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.number().int(),
  remark: z.string().nullable(),
  state: z.enum(CONTRACT_PERIOD_STATES),
  salesName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Contract = z.infer<typeof contractSchema>;

/** POST getPage: filter by store, scheme, state or a keyword on the store name. */
export const contractPageRequestSchema = pageRequestSchema.extend({
  keyword: optionalText('關鍵字', 100),
  storeId: requiredId('商店編號').nullish().transform((value) => value ?? null),
  schemeId: requiredId('合約方案').nullish().transform((value) => value ?? null),
  state: z.enum(CONTRACT_PERIOD_STATES, { error: '合約狀態不正確' }).nullish().transform((value) => value ?? null),
});
export type ContractPageRequest = z.infer<typeof contractPageRequestSchema>;
export type ContractPageInput = z.input<typeof contractPageRequestSchema>;
export const contractPageSchema = pageOf(contractSchema);

/** POST getExpire: the nearly-expired list (stores whose latest contract ends today .. today + 30). */
export const expirePageRequestSchema = pageRequestSchema.extend({ keyword: optionalText('關鍵字', 100) });
export type ExpirePageRequest = z.infer<typeof expirePageRequestSchema>;
export type ExpirePageInput = z.input<typeof expirePageRequestSchema>;

export const expiringStoreSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  phone: z.string().nullable(),
  ownerName: z.string().nullable(),
  salesId: z.number().int().nullable(),
  salesName: z.string().nullable(),
  contractId: z.number().int(),
  schemeName: z.string(),
  endDate: z.string(),
  /** Days from today (store time zone) to the last day: 0 = ends today. */
  daysLeft: z.number().int(),
});
export type ExpiringStore = z.infer<typeof expiringStoreSchema>;
export const expirePageSchema = pageOf(expiringStoreSchema);

export const contractStatusQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type ContractStatusQuery = z.infer<typeof contractStatusQuerySchema>;

/**
 * GET status: the store's contract today. `active` is true while a contract covers today. `ordersAllowed` is
 * false only when the store had contracts and the last one has ended (docs/decisions/0002-expired-contracts.md);
 * `message` is then the notice to show.
 */
export const contractStatusSchema = z.object({
  storeId: z.number().int(),
  state: z.enum(CONTRACT_STATES),
  active: z.boolean(),
  ordersAllowed: z.boolean(),
  /** The current (or, when expired, the last) contract's days. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Days left until the end, today included as 0; null without a current contract. */
  daysLeft: z.number().int().nullable(),
  nearlyExpired: z.boolean(),
  message: z.string().nullable(),
});
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractIdQuerySchema = requestObject({ id: queryId('合約編號') });
