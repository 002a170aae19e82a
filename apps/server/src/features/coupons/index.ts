/** features/coupons: the coupon panel's calls, and the redemption the order transaction uses (docs/coupons.md). */
export { couponRoutes } from './coupons.routes.js';
export { claimCoupon, CouponService, recordCouponRedemption } from './coupons.service.js';
