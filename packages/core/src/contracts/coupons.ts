import { z } from 'zod';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';

/**
 * Coupons (the coupon panel, /whats-eat-manage -> whats-eat-panel; docs/coupons.md): a store's codes a customer
 * brings to the counter. Money off (AMOUNT, cents) or a share off (PERCENTAGE, whole percent taken off), from a
 * minimum spend, valid between two dates (the store's calendar), at most `quantity` redemptions in all and
 * `perCustomerLimit` per customer. The checkout looks a code up with `check` and sends it as addOrder's
 * `couponCode`; the server checks and counts it again inside the order's transaction.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** GET and DELETE take `?storeId=` (and `&id=` / `&code=`); the others a JSON body. */
export const COUPON_PATHS = {
  add: call('POST', '/api/back/coupon/add'),
  update: call('PUT', '/api/back/coupon/update'),
  updateStatus: call('PUT', '/api/back/coupon/updateStatus'),
  getList: call('GET', '/api/back/coupon/getList'),
  remove: call('DELETE', '/api/back/coupon/remove'),
  /** The terms of a code the cashier typed or scanned, when it may be redeemed today. */
  check: call('GET', '/api/back/coupon/check'),
} as const;

/**
 * A brand's coupons (docs/chains.md "Members and coupons"), for platform managers and the brand's HQ: a coupon made
 * in a store of the brand and marked brand-wide in one step, the brand's brand-wide coupons with their usage, and
 * their edit, pause and removal.
 */
export const BRAND_COUPON_PATHS = {
  /** Body `brandCouponAddRequestSchema` -> `Coupon` (brandWide). */
  add: call('POST', '/api/back/brand/coupon/add'),
  /** `?brandId=` -> `Coupon[]`: every live brand-wide coupon of the brand's stores, newest first. */
  list: call('GET', '/api/back/brand/coupon/list'),
  // HQ changes, pauses or removes a brand-wide coupon of a store of the brand (`storeId` its owner) with the store
  // panel's rules; a store's own coupon (not brand-wide) is not the brand's to manage: 404.
  /** Body `brandCouponUpdateRequestSchema` -> `Coupon`. */
  update: call('PUT', '/api/back/brand/coupon/update'),
  /** Body `brandCouponStatusRequestSchema` -> null. */
  updateStatus: call('PUT', '/api/back/brand/coupon/updateStatus'),
  /** `?brandId=&storeId=&id=` -> null. */
  remove: call('DELETE', '/api/back/brand/coupon/remove'),
} as const;

export const COUPON_DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
/** ACTIVE: redeemable within its dates; PAUSED: switched off by the store (暫停). */
export const COUPON_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,20}$/;
export const COUPON_NAME_MAX = 30;
export const COUPON_QUANTITY_MAX = 1_000_000;
export const COUPON_PER_CUSTOMER_MAX = 99;
export const COUPONS_MAX = 200;
/** NT$1,000,000 in cents. */
const AMOUNT_MAX = 100_000_000;

/** Messages of this area (ours). */
export const COUPON_MSG = {
  NOT_FOUND: '優惠券不存在',
  CODE_TAKEN: '優惠券代碼已存在',
  CODE_FORMAT: '優惠券代碼須為4到20個英文字母、數字或 -',
  AMOUNT_REQUIRED: '折扣金額為必填',
  AMOUNT_RANGE: '折扣金額須大於0',
  PERCENTAGE_RANGE: '折扣百分比須為1到99的整數',
  DATE_FORMAT: '日期格式須為yyyy-MM-dd',
  DATE_ORDER: '結束日期不可早於開始日期',
  QUANTITY_BELOW_USED: '發行數量不可少於已使用數量',
  TOO_MANY: `優惠券不可超過${COUPONS_MAX}張`,
  /** Redemption (check and addOrder). */
  INVALID: '優惠券代碼無效',
  PAUSED: '優惠券已暫停使用',
  NOT_STARTED: '優惠券尚未開始使用',
  EXPIRED: '優惠券已過期',
  USED_UP: '優惠券已兌換完畢',
  CUSTOMER_REQUIRED: '此優惠券每人限用，請輸入手機載具或預約電話以辨識顧客',
  CUSTOMER_LIMIT: '此顧客已達優惠券使用上限',
  ENTERTAIN: '招待訂單不可使用優惠券',
  /** Another store of the brand asks to change (or remove) a brand-wide coupon it lists. */
  BRAND_READ_ONLY: '品牌通用優惠券僅能由所屬商店修改',
} as const;

const storeId = requiredId('商店編號');

/** Trimmed and upper-cased: a code is read aloud, typed and scanned, so case never matters. */
export const couponCodeField = z
  .string({ error: '優惠券代碼為必填' })
  .trim()
  .min(1, '優惠券代碼為必填')
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_MSG.CODE_FORMAT));

const day = z.string({ error: COUPON_MSG.DATE_FORMAT }).pipe(z.iso.date({ error: COUPON_MSG.DATE_FORMAT }));

const couponFields = {
  storeId,
  code: couponCodeField,
  name: requiredText('優惠券名稱').max(COUPON_NAME_MAX, `優惠券名稱不可超過${COUPON_NAME_MAX}字`),
  discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: '折扣類型須為金額或百分比' }),
  /** AMOUNT: cents off. */
  discountAmount: z
    .number({ error: COUPON_MSG.AMOUNT_REQUIRED })
    .int('折扣金額須為整數(以分為單位)')
    .positive(COUPON_MSG.AMOUNT_RANGE)
    .max(AMOUNT_MAX, `折扣金額不可超過${AMOUNT_MAX / 100}元`)
    .nullish()
    .transform((value) => value ?? null),
  /** PERCENTAGE: whole percent taken off, 1..99. */
  discountPercentage: z
    .number({ error: COUPON_MSG.PERCENTAGE_RANGE })
    .int(COUPON_MSG.PERCENTAGE_RANGE)
    .min(1, COUPON_MSG.PERCENTAGE_RANGE)
    .max(99, COUPON_MSG.PERCENTAGE_RANGE)
    .nullish()
    .transform((value) => value ?? null),
  /** Cents; 0 = no minimum. */
  minimumSpend: z
    .number({ error: '最低消費金額為必填' })
    .int('最低消費金額須為整數(以分為單位)')
    .min(0, '最低消費金額不可小於0')
    .max(AMOUNT_MAX, `最低消費金額不可超過${AMOUNT_MAX / 100}元`)
    .default(0),
  /** First and last day it may be redeemed, yyyy-MM-dd in the store's time zone, both included. */
  startDate: day,
  endDate: day,
  quantity: z
    .number({ error: '發行數量為必填' })
    .int('發行數量須為整數')
    .min(1, '發行數量須至少1張')
    .max(COUPON_QUANTITY_MAX, `發行數量不可超過${COUPON_QUANTITY_MAX}張`),
  /** Redemptions per customer (a phone carrier or a reservation phone); null = no limit. */
  perCustomerLimit: z
    .number({ error: `每人限用次數須為1到${COUPON_PER_CUSTOMER_MAX}的整數` })
    .int(`每人限用次數須為1到${COUPON_PER_CUSTOMER_MAX}的整數`)
    .min(1, `每人限用次數須為1到${COUPON_PER_CUSTOMER_MAX}的整數`)
    .max(COUPON_PER_CUSTOMER_MAX, `每人限用次數須為1到${COUPON_PER_CUSTOMER_MAX}的整數`)
    .nullish()
    .transform((value) => value ?? null),
};

type CouponShape = {
  discountType: CouponDiscountType;
  discountAmount: number | null;
  discountPercentage: number | null;
  startDate: string;
  endDate: string;
};

/** The discount fields agree with the type, and the dates are in order. */
function checkTerms(coupon: CouponShape, context: z.RefinementCtx): void {
  if (coupon.discountType === 'AMOUNT' && coupon.discountAmount === null) {
    context.addIssue({ code: 'custom', message: COUPON_MSG.AMOUNT_REQUIRED, path: ['discountAmount'] });
  }
  if (coupon.discountType === 'PERCENTAGE' && coupon.discountPercentage === null) {
    context.addIssue({ code: 'custom', message: COUPON_MSG.PERCENTAGE_RANGE, path: ['discountPercentage'] });
  }
  if (coupon.endDate < coupon.startDate) context.addIssue({ code: 'custom', message: COUPON_MSG.DATE_ORDER, path: ['endDate'] });
}

/** The discount field of the other type is ignored (the server stores null for it): a coupon has one. */
export const couponAddRequestSchema = requestObject(couponFields).superRefine(checkTerms);
export type CouponAddRequest = z.infer<typeof couponAddRequestSchema>;
export type CouponAddInput = z.input<typeof couponAddRequestSchema>;

/** HQ's (or a manager's) coupon for the brand: a store's coupon (the same fields and checks) made brand-wide at once. */
export const brandCouponAddRequestSchema = requestObject({ ...couponFields, brandId: requiredId('品牌編號') }).superRefine(checkTerms);
export type BrandCouponAddRequest = z.infer<typeof brandCouponAddRequestSchema>;
export const brandCouponListQuerySchema = requestObject({ brandId: queryId('品牌編號') });

export const couponUpdateRequestSchema = requestObject({ ...couponFields, id: requiredId('優惠券編號') }).superRefine(checkTerms);
export type CouponUpdateRequest = z.infer<typeof couponUpdateRequestSchema>;

const statusFields = { storeId, id: requiredId('優惠券編號'), status: z.enum(COUPON_STATUSES, { error: '狀態須為啟用或暫停' }) };
export const couponStatusRequestSchema = requestObject(statusFields);
export type CouponStatusRequest = z.infer<typeof couponStatusRequestSchema>;

export const couponListQuerySchema = requestObject({ storeId: queryId('商店編號') });
const recordFields = { storeId: queryId('商店編號'), id: queryId('優惠券編號') };
export const couponRecordQuerySchema = requestObject(recordFields);

/** HQ's edit of a brand-wide coupon: the store's update (`storeId` = the store that owns it) with the brand. */
export const brandCouponUpdateRequestSchema = requestObject({ ...couponFields, id: requiredId('優惠券編號'), brandId: requiredId('品牌編號') }).superRefine(
  checkTerms,
);
export type BrandCouponUpdateRequest = z.infer<typeof brandCouponUpdateRequestSchema>;
export const brandCouponStatusRequestSchema = requestObject({ ...statusFields, brandId: requiredId('品牌編號') });
export type BrandCouponStatusRequest = z.infer<typeof brandCouponStatusRequestSchema>;
export const brandCouponRecordQuerySchema = requestObject({ ...recordFields, brandId: queryId('品牌編號') });
export type BrandCouponRecordQuery = z.infer<typeof brandCouponRecordQuerySchema>;
export const couponCheckQuerySchema = requestObject({ storeId: queryId('商店編號'), code: couponCodeField });

/** What the checkout prices with: structurally core's `CouponTerms`. */
export const couponTermsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountAmount: z.number().int().nullable(),
  discountPercentage: z.number().int().nullable(),
  minimumSpend: z.number().int(),
  perCustomerLimit: z.number().int().nullable(),
});
export type CouponTermsView = z.infer<typeof couponTermsSchema>;

export const couponSchema = couponTermsSchema.extend({
  startDate: z.string(),
  endDate: z.string(),
  quantity: z.number().int(),
  /** Orders that redeemed it. */
  usedCount: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  /** The cents it took off, over every order that redeemed it. */
  discountTotal: z.number().int(),
  createdAt: z.string(),
  /** Marked brand-wide: taken in every store of its brand while the brand shares coupons. */
  brandWide: z.boolean(),
  /**
   * The store that owns it, and edits it. In another store's list (a brand-wide coupon of its brand, listed
   * read-only) it is not the store asked about; `usedCount` and `discountTotal` count every store's redemptions.
   */
  ownerStoreId: z.number().int(),
  ownerStoreName: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);

/** The panel's and the checkout's short text of a coupon: 折$50 / 9折 and 滿$300. */
export function couponOfferText(coupon: Pick<Coupon, 'discountType' | 'discountAmount' | 'discountPercentage' | 'minimumSpend'>): string {
  const off =
    coupon.discountType === 'AMOUNT' ? `折$${(coupon.discountAmount ?? 0) / 100}` : `${percentOffLabel(coupon.discountPercentage ?? 0)}`;
  return coupon.minimumSpend > 0 ? `滿$${coupon.minimumSpend / 100} ${off}` : off;
}

/** 10 % off reads 9折, 15 % off 85折 (how a Taiwanese shop writes a share off). */
function percentOffLabel(percentOff: number): string {
  const paid = 100 - percentOff;
  return `${paid % 10 === 0 ? paid / 10 : paid}折`;
}
