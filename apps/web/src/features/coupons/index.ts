/** The coupon panel (/whats-eat-manage/whats-eat-panel): its page chunk by route path. */
export const COUPON_PAGE_LOADERS = {
  '/whats-eat-manage/whats-eat-panel': () => import('./CouponPanelPage'),
} as const;

/** The coupon form, mounted by the 總部 pages for a brand's coupon (its `brandId`). */
export { CouponModal } from './CouponModal';
/** How a coupon stands today (可使用, 已暫停, ...), as the panel shows it. */
export { couponState } from './coupon-state';
/** The coupon table's columns (heads and one coupon's cells), shared with 總部 › 品牌優惠券. */
export { CouponCells, CouponHeaderCells } from './CouponCells';
/** A changeable coupon's switch and icons, and the removal's question, shared with 總部 › 品牌優惠券. */
export { CouponActionCells, RemoveCouponModal } from './CouponActions';
/** HQ's calls on a brand-wide coupon (總部 › 品牌優惠券). */
export { useBrandCouponStatus, useRemoveBrandCoupon } from './api';
