import { z } from 'zod';
import { queryId, requestObject, requiredId } from './fields.js';
import { memberSettingsRequestSchema, memberSettingsSchema } from './members.js';

/**
 * What a brand shares among its stores (issue 37 item 5; docs/chains.md "Members and coupons", docs/members.md
 * "Brand-wide members"): one member book under the brand's points rule (`sharedMembers`), and its brand-wide coupons
 * taken in every store (`sharedCoupons`). Platform managers and the brand's HQ set it.
 */

type Call<M extends 'GET' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

export const BRAND_SHARING_PATHS = {
  /** `?brandId=` -> `BrandSettings`. */
  getSettings: call('GET', '/api/back/brand/settings'),
  /** Body `brandSettingsRequestSchema` -> `BrandSettings`. */
  settings: call('PUT', '/api/back/brand/settings'),
  /** Body `brandCouponRequestSchema` -> `{couponId, brandWide}`: a store's coupon made (or no longer) brand-wide. */
  coupon: call('PUT', '/api/back/brand/coupon'),
} as const;

export const BRAND_SHARING_MSG = {
  /** A store of a brand that shares members asks to change the points rule. */
  RULE_BY_BRAND: '此商店的會員點數規則由品牌總部設定',
  COUPON_NOT_FOUND: '優惠券不存在',
  STORE_NOT_IN_BRAND: '商店不屬於此品牌',
} as const;

const brandId = requiredId('品牌編號');

/** The brand's points rule: the store rule's fields without the store. */
export const brandMemberRuleSchema = memberSettingsRequestSchema.omit({ storeId: true });

export const brandSettingsRequestSchema = requestObject({
  brandId,
  sharedMembers: z.boolean({ error: '共用會員為必填' }),
  sharedCoupons: z.boolean({ error: '共用優惠券為必填' }),
  /** The brand's points rule; absent: kept (when sharing starts without one, the first store's rule with points on). */
  memberRule: brandMemberRuleSchema.nullish().transform((value) => value ?? null),
});
export type BrandSettingsRequest = z.infer<typeof brandSettingsRequestSchema>;

export const brandSettingsQuerySchema = requestObject({ brandId: queryId('品牌編號') });

export const brandSettingsSchema = z.object({
  brandId: z.number().int(),
  sharedMembers: z.boolean(),
  sharedCoupons: z.boolean(),
  /** The brand's points rule, or null while it has none. */
  memberRule: memberSettingsSchema.nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const brandCouponRequestSchema = requestObject({
  brandId,
  storeId: requiredId('商店編號'),
  couponId: requiredId('優惠券編號'),
  brandWide: z.boolean({ error: '品牌通用為必填' }),
});
export type BrandCouponRequest = z.infer<typeof brandCouponRequestSchema>;
export const brandCouponSchema = z.object({ couponId: z.number().int(), brandWide: z.boolean() });
