import {
  BRAND_SHARING_PATHS,
  brandCouponRequestSchema,
  brandCouponSchema,
  brandSettingsQuerySchema,
  brandSettingsRequestSchema,
  brandSettingsSchema,
} from '../contracts/brand-sharing.js';
import { callsOf } from './call.js';

const sharing = callsOf('brands', 'sharing');

/** A brand's shared members and coupons (docs/chains.md, "Members and coupons"): platform managers and the brand's HQ. */
export const BRAND_SHARING_API = {
  getSettings: sharing.query(BRAND_SHARING_PATHS.getSettings, brandSettingsQuerySchema, brandSettingsSchema),
  saveSettings: sharing.body(BRAND_SHARING_PATHS.settings, brandSettingsRequestSchema, brandSettingsSchema),
  coupon: sharing.body(BRAND_SHARING_PATHS.coupon, brandCouponRequestSchema, brandCouponSchema, { affects: [['coupons']] }),
} as const;
