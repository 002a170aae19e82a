import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCall, MENU_API } from '@diancan/core';
import type { ItemPageInput, MenuStoreQuery } from '@diancan/core/contracts/menu';
import { callAllPages } from '../../../lib/api';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';
import { useStoreId } from '../store';

/**
 * The menu screens' calls, through the typed caller (descriptors in packages/core/src/api/menu.ts): each change
 * refreshes the lists it touches, as its descriptor says; the screens show their own toasts.
 */

/** A list of the active store's menu; waits until a store is active. */
function useStoreList<Output>(call: ApiCall<MenuStoreQuery, Output>) {
  const storeId = useStoreId();
  return useQuery({ ...apiQuery(call, { storeId: storeId ?? 0 }), enabled: storeId !== null });
}

export const useCategoryList = () => useStoreList(MENU_API.category.list);
export const useCategorySimpleList = () => useStoreList(MENU_API.category.simpleList);
export const useOptionGroupList = () => useStoreList(MENU_API.option.list);
export const useUpgradeList = () => useStoreList(MENU_API.upgrade.list);
export const useRemarkList = () => useStoreList(MENU_API.remark.list);
export const useKitchenAreaList = () => useStoreList(MENU_API.kitchenArea.list);
export const usePrintAreaList = () => useStoreList(MENU_API.printArea.list);
export const useItemDict = () => useStoreList(MENU_API.item.dict);

/** Every item of the store in a few fields: the picker of combo slots (and the delivery platforms' item mapping). */
export const itemDictQuery = (storeId: number) => apiQuery(MENU_API.item.dict, { storeId });

/** The item being edited, read fresh; nothing is loaded for a new item (id null). */
export function useItem(storeId: number | null, id: number | null) {
  return useQuery({ ...apiQuery(MENU_API.item.get, { storeId: storeId ?? 0, id: id ?? 0 }), enabled: storeId !== null && id !== null, staleTime: 0 });
}

/** One page of the item table; the rows stay on screen while the next page loads, so the table does not jump. */
export function useItemPage(request: ItemPageInput | null) {
  return useQuery({ ...apiQuery(MENU_API.item.getPage, request ?? { storeId: 0 }), enabled: request !== null, placeholderData: keepPreviousData });
}

/** Loaded only while `enabled` (the meals page's sort mode), and fresh: the sort starts from the order as it is now. */
export function useItemsOfCategory(storeId: number | null, categoryId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...MENU_API.item.getPage.area, 'category', storeId, categoryId],
    // The sort call needs the category's whole list, which can be longer than a table page.
    queryFn: ({ signal }) => callAllPages(MENU_API.item.getPage, { storeId: storeId ?? 0, categoryId: categoryId ?? 0 }, { signal }),
    enabled: enabled && storeId !== null && categoryId !== null,
    staleTime: 0,
  });
}

export const useAddCategory = () => useStoreMutation(MENU_API.category.add);
export const useUpdateCategory = () => useStoreMutation(MENU_API.category.update);
export const useRemoveCategory = () => useStoreMutation(MENU_API.category.remove);
export const useUpdateCategoryStatus = () => useStoreMutation(MENU_API.category.updateStatus);
export const useUpdateCategoryPrintTag = () => useStoreMutation(MENU_API.category.updatePrintTag);
export const useUpdateCategoryKitchenArea = () => useStoreMutation(MENU_API.category.updateKitchenArea);

export const useAddItem = () => useStoreMutation(MENU_API.item.add);
export const useUpdateItem = () => useStoreMutation(MENU_API.item.update);
export const useCopyItem = () => useStoreMutation(MENU_API.item.copy);
export const useRemoveItem = () => useStoreMutation(MENU_API.item.remove);
export const useUpdateItemStatus = () => useStoreMutation(MENU_API.item.updateStatus);
export const useUpdateItemMobileStatus = () => useStoreMutation(MENU_API.item.updateMobileStatus);

export const useAddOptionGroup = () => useStoreMutation(MENU_API.option.add);
export const useUpdateOptionGroup = () => useStoreMutation(MENU_API.option.update);
export const useRemoveOptionGroup = () => useStoreMutation(MENU_API.option.remove);

export const useAddUpgrade = () => useStoreMutation(MENU_API.upgrade.add);
export const useUpdateUpgrade = () => useStoreMutation(MENU_API.upgrade.update);
export const useRemoveUpgrade = () => useStoreMutation(MENU_API.upgrade.remove);
export const useUpdateUpgradeStatus = () => useStoreMutation(MENU_API.upgrade.updateStatus);

export const useAddRemark = () => useStoreMutation(MENU_API.remark.add);
export const useUpdateRemark = () => useStoreMutation(MENU_API.remark.update);
export const useRemoveRemark = () => useStoreMutation(MENU_API.remark.remove);

export const useAddKitchenArea = () => useStoreMutation(MENU_API.kitchenArea.add);
export const useUpdateKitchenArea = () => useStoreMutation(MENU_API.kitchenArea.update);
export const useRemoveKitchenArea = () => useStoreMutation(MENU_API.kitchenArea.remove);
export const useAddPrintArea = () => useStoreMutation(MENU_API.printArea.add);
export const useUpdatePrintArea = () => useStoreMutation(MENU_API.printArea.update);
export const useRemovePrintArea = () => useStoreMutation(MENU_API.printArea.remove);

/** The sort calls, sent silently: the sortable table reports 排序操作成功 / 排序操作異常 itself. */
export const useSortCategories = () => useStoreMutation(MENU_API.category.sort, { silent: true });
export const useSortItems = () => useStoreMutation(MENU_API.item.updateSort, { silent: true });
export const useSortOptionGroups = () => useStoreMutation(MENU_API.option.updateSort, { silent: true });
export const useSortUpgrades = () => useStoreMutation(MENU_API.upgrade.updateSort, { silent: true });
export const useSortRemarks = () => useStoreMutation(MENU_API.remark.updateSort, { silent: true });
