import { useQuery } from '@tanstack/react-query';
import { BRAND_API, BRAND_COUPON_API, BRAND_PATHS, BRAND_SHARING_API, MENU_API, type BrandExportRequest, type BrandRankingRequest, type BrandTurnoverRequest } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../lib/api-query';
import { fetchFile, saveFile } from '../../lib/download';

/** The chains' calls (docs/chains.md), through the typed caller. */

/** Brands: platform staff see theirs (managers every one), HQ its own. */
export const useBrands = () => useQuery(apiQuery(BRAND_API.list, {}));
export const useAddBrand = () => useStoreMutation(BRAND_API.add, { success: '品牌已新增' });
export const useAddBrandStore = () => useStoreMutation(BRAND_API.addStore, { success: '商店已加入品牌' });
export const useRemoveBrandStore = () => useStoreMutation(BRAND_API.removeStore, { success: '商店已移出品牌' });
export const useAddBrandUser = () => useStoreMutation(BRAND_API.addUser, { success: (user) => `已新增總部帳號 ${user.account}` });

export const useBrandVersions = (brandId: number | null) =>
  useQuery({ ...apiQuery(BRAND_API.versions, { brandId: brandId ?? 0 }), enabled: brandId !== null });
/** Publishing reports per store what it did: the page shows that, so failures are not a toast of their own. */
export const usePublishMenu = () => useStoreMutation(BRAND_API.publish, { affects: [MENU_API.item.dict.area] });
/** What a publish would do in each store; reads only. */
export const usePreviewPublish = () => useStoreMutation(BRAND_API.preview);
export const useRollbackMenu = () => useStoreMutation(BRAND_API.rollback, { affects: [MENU_API.item.dict.area] });
export const useStorePrice = () =>
  useStoreMutation(BRAND_API.storePrice, {
    success: (_, input) => (input.price === null ? '已恢復品牌價格' : '已設定門市價格'),
    affects: [MENU_API.item.dict.area],
  });

export const useBrandTurnover = (request: BrandTurnoverRequest | null) =>
  useQuery({ ...apiQuery(BRAND_API.turnover, request ?? { brandId: 0, startDate: '', endDate: '' }), enabled: request !== null });

/** 門市價格's list: a store's brand items (not its own) with the brand's price and its own. */
export const useBrandStorePrices = (brandId: number, storeId: number | null) =>
  useQuery({ ...apiQuery(BRAND_API.storePrices, { brandId, storeId: storeId ?? 0 }), enabled: storeId !== null });

/** The brand's brand-wide coupons, in whichever store of the brand they were made. */
export const useBrandCoupons = (brandId: number) => useQuery(apiQuery(BRAND_COUPON_API.list, { brandId }));
/** Marks a coupon brand-wide or (取消品牌通用) leaves it its store's own: every coupon list refreshes. */
export const useBrandWideCoupon = () =>
  useStoreMutation(BRAND_SHARING_API.coupon, { success: (_, input) => (input.brandWide ? '已設為品牌通用' : '已取消品牌通用') });
/** Whether the brand's stores share its brand-wide coupons yet. */
export const useBrandSettings = (brandId: number) => useQuery(apiQuery(BRAND_SHARING_API.getSettings, { brandId }));

export const useBrandRanking = (request: BrandRankingRequest | null) =>
  useQuery({
    ...apiQuery(BRAND_API.ranking, request ?? { brandId: 0, startDate: '', endDate: '', sortBy: 'COUNT' }),
    enabled: request !== null,
  });

/** The cross-store report as the server writes it (.xlsx: the turnover rows with their total, and the ranking). */
export async function downloadBrandReport(request: BrandExportRequest, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile({ path: BRAND_PATHS.exportExcel.path, body: request, fallbackName });
  saveFile(blob, fileName);
}
