/** 會員設定 (/account-manage/member-set; docs/members.md): its page chunk by route path. */
export const MEMBER_PAGE_LOADERS = {
  '/account-manage/member-set': () => import('./MemberSetPage'),
} as const;

/** 品牌共用 (shared members and coupons of a brand), mounted by the 總部 pages. */
export { BrandSharingCard } from './BrandSharingCard';
