/** The coupon panel (/whats-eat-manage/whats-eat-panel): its page chunk by route path. */
export const COUPON_PAGE_LOADERS = {
  '/whats-eat-manage/whats-eat-panel': () => import('./CouponPanelPage'),
} as const;
