import {
  BRAND_COUPON_PATHS,
  brandCouponAddRequestSchema,
  brandCouponListQuerySchema,
  brandCouponRecordQuerySchema,
  brandCouponStatusRequestSchema,
  brandCouponUpdateRequestSchema,
  COUPON_PATHS,
  couponAddRequestSchema,
  couponCheckQuerySchema,
  couponListQuerySchema,
  couponListSchema,
  couponRecordQuerySchema,
  couponSchema,
  couponStatusRequestSchema,
  couponTermsSchema,
  couponUpdateRequestSchema,
} from '../contracts/coupons.js';
import { callsOf, noData } from './call.js';

const coupons = callsOf('coupons');

/** The coupon panel's calls, and the checkout's look-up of a typed or scanned code. */
export const COUPON_API = {
  getList: coupons.query(COUPON_PATHS.getList, couponListQuerySchema, couponListSchema),
  add: coupons.body(COUPON_PATHS.add, couponAddRequestSchema, couponSchema),
  update: coupons.body(COUPON_PATHS.update, couponUpdateRequestSchema, couponSchema),
  updateStatus: coupons.body(COUPON_PATHS.updateStatus, couponStatusRequestSchema, noData),
  remove: coupons.query(COUPON_PATHS.remove, couponRecordQuerySchema, noData),
  check: coupons.query(COUPON_PATHS.check, couponCheckQuerySchema, couponTermsSchema, { read: true }),
} as const;

/** A brand's coupons (docs/chains.md "Members and coupons"): platform managers and the brand's HQ. */
export const BRAND_COUPON_API = {
  /** The changes refresh every coupon list (the owner store's panel and the brand's other stores list them too). */
  add: coupons.body(BRAND_COUPON_PATHS.add, brandCouponAddRequestSchema, couponSchema),
  list: callsOf('coupons', 'brand').query(BRAND_COUPON_PATHS.list, brandCouponListQuerySchema, couponListSchema),
  update: coupons.body(BRAND_COUPON_PATHS.update, brandCouponUpdateRequestSchema, couponSchema),
  updateStatus: coupons.body(BRAND_COUPON_PATHS.updateStatus, brandCouponStatusRequestSchema, noData),
  remove: coupons.query(BRAND_COUPON_PATHS.remove, brandCouponRecordQuerySchema, noData),
} as const;
