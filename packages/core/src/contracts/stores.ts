import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.js';
import { isValidTaxId } from '../validation/tax-id.js';
import { isValidDate } from '../validation/date-range.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { newPasswordField } from './auth.js';
import { SYSTEM_MODULES, systemModulesSchema } from './store-config.js';

/**
 * Platform back office: stores (access section 2 store-manage, store operations section 7 store calls).
 * This file also holds the small builders the other back-office contracts share (calls, dates, money,
 * optional text), so they read the same way.
 */

// ---- shared builders -------------------------------------------------------------------------

export type PlatformCall<M extends 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'DELETE'> = {
  method: M;
  path: string;
};
export const platformCall = {
  get: (path: string): PlatformCall<'GET'> => ({ method: 'GET', path }),
  post: (path: string): PlatformCall<'POST'> => ({ method: 'POST', path }),
  put: (path: string): PlatformCall<'PUT'> => ({ method: 'PUT', path }),
  del: (path: string): PlatformCall<'DELETE'> => ({ method: 'DELETE', path }),
};

/** Optional text: blank or missing becomes null; longer than `max` is refused with a message naming the field. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label}格式不正確` })
    .trim()
    .max(max, `${label}不可超過${max}字`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required text of at most `max` characters. */
export function boundedText(label: string, max: number) {
  return requiredText(label).max(max, `${label}不可超過${max}字`);
}

/** A calendar date 'yyyy-MM-dd' (in the store's time zone). */
export function dateField(label: string) {
  return z
    .string({ error: `${label}為必填` })
    .trim()
    .min(1, `${label}為必填`)
    .refine(isValidDate, `${label}格式不正確`);
}

/** Money in integer cents (NT$1 = 100), 0 or more. */
export function centsField(label: string) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數（分）`)
    .min(0, `${label}不可小於0`)
    .max(2_000_000_000, `${label}過大`);
}

/** 'true' / 'false' in a query string (or a JSON boolean); missing stays undefined. */
export const queryFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value),
  z.boolean({ error: '參數格式不正確' }).optional(),
);

/** `?id=12` */
export const idQuerySchema = requestObject({ id: queryId('編號') });
export type IdQuery = z.infer<typeof idQuerySchema>;

// ---- paths -----------------------------------------------------------------------------------

const { get, post, put, del } = platformCall;

/**
 * The store calls of the back office. GET and DELETE take a query string; add and update are multipart
 * (see STORE_FORM_FIELDS); the others take JSON.
 */
export const STORE_PATHS = {
  getPage: post('/api/back/store/getPage'),
  /** `?salesId=`: the stores assigned to a sales person (without it: the caller's own, for a sales person). */
  getAssociatedStoreList: get('/api/back/store/getAssociatedStoreList'),
  add: post('/api/back/store/add'),
  update: put('/api/back/store/update'),
  /** `?id=`: deactivates the store (never erased); its users can no longer sign in. */
  remove: del('/api/back/store/remove'),
  /** `{ id }`: makes a deactivated store active again. */
  restore: put('/api/back/store/restore'),
  getDetail: get('/api/back/store/getDetail'),
  randomBindCode: get('/api/back/store/randomBindCode'),
  getList: post('/api/back/store/getList'),
  getMainList: get('/api/back/store/getMainList'),
  /** `?storeId=`: the front-stage link of a store (store users too). */
  getQRHash: get('/api/back/store/getQRHash'),
  updateModule: put('/api/back/store/updateModule'),
  updateAdminInvoiceSwitch: put('/api/back/store/updateAdminInvoiceSwitch'),
  updateOwner: put('/api/back/store/updateOwner'),
} as const;

// ---- limits and messages ---------------------------------------------------------------------

export const STORE_NAME_MAX = 50;
export const STORE_ADDRESS_MAX = 200;
export const STORE_PHONE_MAX = 30;
export const STORE_REMARK_MAX = 500;
export const BIND_CODE_LENGTH = 8;
/** Bind codes avoid characters people misread (0/O, 1/I/L). */
export const BIND_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCOUNT_MAX = 50;
export const PERSON_NAME_MAX = 50;
export const EMAIL_MAX = 200;

export const STORE_MSG = {
  ACCOUNT_TAKEN: '帳號已存在',
  BIND_CODE_TAKEN: '綁定碼已被使用',
  BIND_CODE_FORMAT: `綁定碼須為${BIND_CODE_LENGTH}碼英數字`,
  SALES_UNKNOWN: '業務人員不存在',
  LOGO_ONE_ONLY: '僅能上傳一張圖片',
  FORM_DATA_MISSING: '缺少表單資料',
  STORE_INACTIVE: '商店已停用',
  STORE_ACTIVE: '商店已是啟用狀態',
} as const;

// ---- fields ------------------------------------------------------------------------------------

export const uniformNumberField = z
  .string({ error: '統編格式不正確' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isValidTaxId(value), '統編不正確');

export const bindCodeField = z
  .string({ error: STORE_MSG.BIND_CODE_FORMAT })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(
    (value) => new RegExp(`^[${BIND_CODE_ALPHABET}]{${BIND_CODE_LENGTH}}$`).test(value),
    STORE_MSG.BIND_CODE_FORMAT,
  );

const optionalEmail = z
  .string({ error: '信箱格式不正確' })
  .trim()
  .max(EMAIL_MAX, `信箱不可超過${EMAIL_MAX}字`)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, '信箱格式不正確');

const storeFields = {
  name: boundedText('商店名稱', STORE_NAME_MAX),
  phone: optionalText('電話', STORE_PHONE_MAX),
  address: optionalText('地址', STORE_ADDRESS_MAX),
  uniformNumber: uniformNumberField,
  bindCode: bindCodeField.nullish().transform((value) => value ?? null),
  /** The sales person looking after the store (a sales person's own stores are always theirs). */
  salesId: requiredId('業務人員').nullish().transform((value) => value ?? null),
  remark: optionalText('備註', STORE_REMARK_MAX),
};

/** The store principal (owner) created with the store. */
export const storeOwnerInputSchema = requestObject({
  account: boundedText('店家帳號', ACCOUNT_MAX).regex(/^[A-Za-z0-9._@-]+$/, '店家帳號限英文字母、數字與 . _ @ -'),
  password: newPasswordField('密碼'),
  name: boundedText('負責人姓名', PERSON_NAME_MAX),
  email: optionalEmail,
  phone: optionalText('負責人電話', STORE_PHONE_MAX),
});
export type StoreOwnerInput = z.infer<typeof storeOwnerInputSchema>;

// ---- add / update (multipart) --------------------------------------------------------------------

/**
 * POST add and PUT update are multipart forms with two parts: `data`, the JSON of the request below, and
 * `logo`, an optional image (png, jpg, jpeg, bmp by its bytes; at most 1 MB: 新增失敗！檔案大小超過1MB).
 */
export const STORE_FORM_FIELDS = { data: 'data', logo: 'logo' } as const;
export const STORE_LOGO_MAX_BYTES = IMAGE_MAX_BYTES;

export const storeAddRequestSchema = requestObject({ ...storeFields, owner: storeOwnerInputSchema });
export type StoreAddRequest = z.infer<typeof storeAddRequestSchema>;
export type StoreAddInput = z.input<typeof storeAddRequestSchema>;

export const storeUpdateRequestSchema = requestObject({
  id: requiredId('商店編號'),
  ...storeFields,
  /** true drops the current logo (a new `logo` part replaces it anyway). */
  removeLogo: z.boolean({ error: '參數格式不正確' }).optional().default(false),
});
export type StoreUpdateRequest = z.infer<typeof storeUpdateRequestSchema>;
export type StoreUpdateInput = z.input<typeof storeUpdateRequestSchema>;

// ---- answers -----------------------------------------------------------------------------------

export const CONTRACT_STATES = ['NONE', 'NOT_STARTED', 'ACTIVE', 'EXPIRED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const CONTRACT_STATE_LABEL: Readonly<Record<ContractState, string>> = {
  NONE: '尚無合約',
  NOT_STARTED: '尚未生效',
  ACTIVE: '合約中',
  EXPIRED: '已到期',
};

export const storeLogoSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() });
export type StoreLogo = z.infer<typeof storeLogoSchema>;

/** A row of the store table (getPage). */
export const storeRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  uniformNumber: z.string().nullable(),
  active: z.boolean(),
  salesId: z.number().int().nullable(),
  salesName: z.string().nullable(),
  ownerAccount: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The last day of the store's latest contract, or null without one. */
  contractEndDate: z.string().nullable(),
  contractState: z.enum(CONTRACT_STATES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StoreRow = z.infer<typeof storeRowSchema>;

export const storeOwnerSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
});
export type StoreOwner = z.infer<typeof storeOwnerSchema>;

/** getDetail: the basic-data, module, invoice and owner tabs of store-details. */
export const storeDetailSchema = storeRowSchema.extend({
  bindCode: z.string().nullable(),
  remark: z.string().nullable(),
  timeZone: z.string(),
  logo: storeLogoSchema.nullable(),
  owner: storeOwnerSchema.nullable(),
  systemModules: systemModulesSchema,
  adminInvoiceSwitch: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const storeOptionSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type StoreOption = z.infer<typeof storeOptionSchema>;

// ---- requests ----------------------------------------------------------------------------------

export const STORE_STATUS_FILTERS = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

/** POST getPage: `keyword` matches name, phone, address, tax id, owner account or name. */
export const storePageRequestSchema = pageRequestSchema.extend({
  keyword: optionalText('關鍵字', 100),
  status: z.enum(STORE_STATUS_FILTERS, { error: '狀態不正確' }).default('ALL'),
  salesId: requiredId('業務人員').nullish().transform((value) => value ?? null),
  contractState: z.enum(CONTRACT_STATES, { error: '合約狀態不正確' }).nullish().transform((value) => value ?? null),
});
export type StorePageRequest = z.infer<typeof storePageRequestSchema>;
export type StorePageInput = z.input<typeof storePageRequestSchema>;
export const storePageSchema = pageOf(storeRowSchema);

/** POST getList: every store the caller may see that matches (no paging; at most 500), for pickers. */
export const STORE_LIST_MAX = 500;
export const storeListRequestSchema = requestObject({
  keyword: optionalText('關鍵字', 100),
  includeInactive: z.boolean({ error: '參數格式不正確' }).optional().default(false),
});
export type StoreListRequest = z.infer<typeof storeListRequestSchema>;

export const associatedStoreQuerySchema = requestObject({
  salesId: queryId('業務人員').optional(),
});
export type AssociatedStoreQuery = z.infer<typeof associatedStoreQuerySchema>;

export const storeIdOnlyRequestSchema = requestObject({ id: requiredId('商店編號') });
export type StoreIdOnlyRequest = z.infer<typeof storeIdOnlyRequestSchema>;

export const storeModuleRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  module: z.enum(SYSTEM_MODULES, { error: '模組不正確' }),
  enabled: z.boolean({ error: '開關為必填' }),
});
export type StoreModuleRequest = z.infer<typeof storeModuleRequestSchema>;

export const storeSwitchRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  enabled: z.boolean({ error: '開關為必填' }),
});
export type StoreSwitchRequest = z.infer<typeof storeSwitchRequestSchema>;

/** PUT updateOwner: the owner's name and contact (the password has updateStorePrincipalPassword). */
export const storeOwnerUpdateRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  name: boundedText('負責人姓名', PERSON_NAME_MAX),
  email: optionalEmail,
  phone: optionalText('負責人電話', STORE_PHONE_MAX),
});
export type StoreOwnerUpdateRequest = z.infer<typeof storeOwnerUpdateRequestSchema>;

/** getQRHash: the store's front-stage (kiosk / mobile ordering) link. */
export const storeQrHashSchema = z.object({
  storeId: z.number().int(),
  qrCodeHash: z.string(),
  /** Absolute URL of the store's front stage, built from the address the request came to. */
  frontStageURL: z.string(),
});
export type StoreQrHash = z.infer<typeof storeQrHashSchema>;

/** Where the front stage of a store is served. */
export function frontStagePath(qrCodeHash: string): string {
  return `/front-stage/${qrCodeHash}`;
}
