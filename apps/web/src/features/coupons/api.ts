import { useQuery } from '@tanstack/react-query';
import { BRAND_COUPON_API, COUPON_API, type CouponStatus } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../lib/api-query';

/** The coupon panel's calls (docs/coupons.md), through the typed caller. */
export const useCouponList = (storeId: number) => useQuery(apiQuery(COUPON_API.getList, { storeId }));
export const useAddCoupon = () => useStoreMutation(COUPON_API.add, { success: '新增成功' });
export const useUpdateCoupon = () => useStoreMutation(COUPON_API.update, { success: '編輯成功' });
const statusToast = (_: unknown, input: { status: CouponStatus }) => (input.status === 'ACTIVE' ? '已啟用' : '已暫停');
export const useCouponStatus = () => useStoreMutation(COUPON_API.updateStatus, { success: statusToast });
export const useRemoveCoupon = () => useStoreMutation(COUPON_API.remove, { success: '刪除成功' });
/** HQ's coupon for the brand: made in a store of the brand, brand-wide at once. */
export const useAddBrandCoupon = () => useStoreMutation(BRAND_COUPON_API.add, { success: '已新增品牌優惠券' });
/** HQ's changes to a brand-wide coupon (in its owner store), with the store panel's toasts. */
export const useUpdateBrandCoupon = () => useStoreMutation(BRAND_COUPON_API.update, { success: '編輯成功' });
export const useBrandCouponStatus = () => useStoreMutation(BRAND_COUPON_API.updateStatus, { success: statusToast });
export const useRemoveBrandCoupon = () => useStoreMutation(BRAND_COUPON_API.remove, { success: '刪除成功' });
