import { z } from 'zod';
import { pageOf, pageRequestSchema } from './envelope.js';
import { requestObject, requiredId } from './fields.js';
import { newPasswordField } from './auth.js';
import { ACCOUNT_MAX, boundedText, EMAIL_MAX, optionalText, PERSON_NAME_MAX, platformCall } from './stores.js';

/**
 * Sales people (業務, business-manage; managers and the super manager only): back/sales (access section 7).
 * A sales person is a user with USER_SALES_PERSON and a profile; they see and manage only the stores assigned
 * to them.
 */

const { get, post, put, del } = platformCall;

export const SALES_PATHS = {
  /** Active sales people as options (store forms, filters). */
  getSimpleList: get('/api/back/sales/getSimpleList'),
  getPage: post('/api/back/sales/getPage'),
  /** `?id=` */
  getDetail: get('/api/back/sales/getDetail'),
  add: post('/api/back/sales/add'),
  update: put('/api/back/sales/update'),
  /** `?id=`: deactivates the account (never erased); its stores become unassigned. */
  remove: del('/api/back/sales/remove'),
  /** `?keyword=&status=`: an .xlsx file of the sales people (not the envelope). */
  getExcelList: get('/api/back/sales/getExcelList'),
} as const;

export const SALES_CODE_MAX = 20;
export const SALES_REMARK_MAX = 500;
export const SALES_PHONE_MAX = 30;

export const SALES_MSG = {
  ACCOUNT_TAKEN: '帳號已存在',
  CODE_TAKEN: '業務編號已存在',
  STORE_UNKNOWN: '商店不存在',
} as const;

const email = z
  .string({ error: '信箱為必填' })
  .trim()
  .min(1, '信箱為必填')
  .max(EMAIL_MAX, `信箱不可超過${EMAIL_MAX}字`)
  .pipe(z.email('信箱格式不正確'));

const storeIdList = z
  .array(requiredId('商店編號'), { error: '商店格式不正確' })
  .max(5000, '商店過多')
  .refine((ids) => new Set(ids).size === ids.length, '商店不可重複')
  .default([]);

const salesFields = {
  name: boundedText('姓名', PERSON_NAME_MAX),
  phone: optionalText('電話', SALES_PHONE_MAX),
  email,
  /** 業務編號: optional, unique when set. */
  code: optionalText('業務編號', SALES_CODE_MAX),
  remark: optionalText('備註', SALES_REMARK_MAX),
  /** The stores assigned to the person (replaces the assignment on update). */
  storeIdList,
};

export const salesAddRequestSchema = requestObject({
  account: boundedText('帳號', ACCOUNT_MAX).regex(/^[A-Za-z0-9._@-]+$/, '帳號限英文字母、數字與 . _ @ -'),
  password: newPasswordField('密碼'),
  ...salesFields,
});
export type SalesAddRequest = z.infer<typeof salesAddRequestSchema>;
export type SalesAddInput = z.input<typeof salesAddRequestSchema>;

export const salesUpdateRequestSchema = requestObject({
  id: requiredId('業務編號'),
  ...salesFields,
  /** A new password, or nothing to keep the current one; setting one ends the person's sessions. */
  password: newPasswordField('密碼').nullish().transform((value) => value ?? null),
});
export type SalesUpdateRequest = z.infer<typeof salesUpdateRequestSchema>;
export type SalesUpdateInput = z.input<typeof salesUpdateRequestSchema>;

export const SALES_STATUS_FILTERS = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

export const salesPageRequestSchema = pageRequestSchema.extend({
  keyword: optionalText('關鍵字', 100),
  status: z.enum(SALES_STATUS_FILTERS, { error: '狀態不正確' }).default('ALL'),
});
export type SalesPageRequest = z.infer<typeof salesPageRequestSchema>;
export type SalesPageInput = z.input<typeof salesPageRequestSchema>;

export const salesExcelQuerySchema = requestObject({
  keyword: optionalText('關鍵字', 100),
  status: z.enum(SALES_STATUS_FILTERS, { error: '狀態不正確' }).default('ALL'),
});
export type SalesExcelQuery = z.infer<typeof salesExcelQuerySchema>;

export const salesPersonSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  code: z.string().nullable(),
  remark: z.string().nullable(),
  active: z.boolean(),
  storeCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SalesPerson = z.infer<typeof salesPersonSchema>;
export const salesPageSchema = pageOf(salesPersonSchema);

export const salesDetailSchema = salesPersonSchema.extend({
  stores: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;

export const salesOptionSchema = z.object({ id: z.number().int(), name: z.string(), account: z.string() });
export type SalesOption = z.infer<typeof salesOptionSchema>;

/** The columns of getExcelList, in order. */
export const SALES_EXCEL_COLUMNS = [
  { key: 'code', header: '業務編號' },
  { key: 'account', header: '帳號' },
  { key: 'name', header: '姓名' },
  { key: 'phone', header: '電話' },
  { key: 'email', header: '信箱' },
  { key: 'storeCount', header: '負責商店數' },
  { key: 'status', header: '狀態' },
  { key: 'createdAt', header: '建立時間' },
] as const;
