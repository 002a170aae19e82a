import { Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MENU_API } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TablePager } from '../../../components/page-size';
import { usePageState } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { SortableTable } from '../../../components/sortable-table';
import { StockModal } from '../../../components/stock-modal';
import { refreshAreas } from '../../../lib/api-query';
import { showToast } from '../../../lib/toast';
import { useCategorySimpleList, useCopyItem, useItemPage, useItemsOfCategory, useOptionGroupList, usePrintAreaList, useRemoveItem, useSortItems, useUpdateItemMobileStatus, useUpdateItemStatus, useUpgradeList } from '../api/menu-api';
import { CategoryFilter } from '../components/CategoryFilter';
import { confirmRemove } from '../components/confirm-remove';
import { ItemDetails } from '../components/ItemDetails';
import { ItemSheetButtons } from '../components/ItemSheetButtons';
import { itemColumns } from '../components/item-columns';
import { MenuFrame } from '../components/MenuFrame';
import { editorPath } from '../paths';
import { selectCategory, useSelectedCategory, useStoreId } from '../store';

/**
 * 餐點 (/menu-manage/meals): the store's items by category, with search and paging; on/off and mobile
 * on/off switches, the stock modal, copy, remove, batch on/off of checked rows, drag sorting within a
 * category, and spreadsheet export and import.
 */
export function MealsPage() {
  const storeId = useStoreId();
  const categoryId = useSelectedCategory();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const { page, size, setPage, pager } = usePageState();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [sorting, setSorting] = useState(false);
  const [stockItemId, setStockItemId] = useState<number | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const categories = useCategorySimpleList();
  const optionGroups = useOptionGroupList();
  const upgrades = useUpgradeList();
  const printAreas = usePrintAreaList();
  const itemPage = useItemPage(
    storeId === null ? null : { storeId, page, size, ...(categoryId === null ? {} : { categoryId }), ...(keyword ? { keyword } : {}) },
  );
  const categoryItems = useItemsOfCategory(storeId, categoryId, sorting);

  const updateStatus = useUpdateItemStatus();
  const updateMobile = useUpdateItemMobileStatus();
  const copying = useCopyItem();
  const removing = useRemoveItem();
  const sortOrder = useSortItems();

  if (storeId === null) return null;

  const changeCategory = (next: number | null) => {
    selectCategory(next);
    setPage(1);
    setSorting(false);
  };

  /** Runs a row switch, keeping that row's switches still until the answer. */
  const whileBusy = (ids: readonly number[], run: (done: () => void) => void) => {
    setBusyIds((current) => new Set([...current, ...ids]));
    run(() => setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id)))));
  };

  const setEnabled = (ids: number[], enabled: boolean, after?: () => void) =>
    whileBusy(ids, (done) => updateStatus.mutate({ storeId, idList: ids, enabled }, { onSettled: done, onSuccess: after }));

  const columns = itemColumns({
    showCategory: categoryId === null,
    busyIds,
    onToggleEnabled: (item, enabled) => setEnabled([item.id], enabled),
    onToggleMobile: (item, mobileEnabled) =>
      whileBusy([item.id], (done) => updateMobile.mutate({ storeId, idList: [item.id], mobileEnabled }, { onSettled: done })),
    onStock: (item) => setStockItemId(item.id),
    onEdit: (item) => navigate(editorPath({ itemId: item.id })),
    onCopy: (item) => copying.mutate({ storeId, id: item.id }, { onSuccess: () => showToast('複製成功') }),
    onRemove: (item) =>
      confirmRemove(item.name, () =>
        removing.mutate(
          { storeId, id: item.id },
          {
            onSuccess: () => {
              showToast('刪除成功');
              setSelectedIds((ids) => ids.filter((id) => id !== item.id));
            },
          },
        ),
      ),
  });

  const saveOrder = async (sortedIdList: number[]) => {
    if (categoryId === null) throw new Error('sorting needs a category');
    await sortOrder.mutateAsync({ storeId, categoryId, sortedIdList });
  };

  const rows: readonly Item[] = sorting ? (categoryItems.data ?? []) : (itemPage.data?.list ?? []);
  const sortButton = (
    <Button
      variant="default"
      leftSection={<IconArrowsSort size={16} />}
      disabled={categoryId === null || sorting}
      onClick={() => setSorting(true)}
    >
      排序
    </Button>
  );

  return (
    <MenuFrame
      title="餐點"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(editorPath({ categoryId }))}>
            新增餐點
          </Button>
          {categoryId === null ? <Tooltip label="請先選擇分類再排序">{sortButton}</Tooltip> : sortButton}
          <ItemSheetButtons storeId={storeId} categoryId={categoryId} />
        </>
      }
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <CategoryFilter categories={categories.data ?? []} value={categoryId} onChange={changeCategory} />
          <SearchBar
            placeholder="搜尋餐點名稱或描述"
            onSearch={(next) => {
              setKeyword(next);
              setPage(1);
            }}
          />
        </Group>
        {selectedIds.length > 0 && !sorting && (
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setEnabled(selectedIds, true, () => setSelectedIds([]))}>
              批次上架（{selectedIds.length}）
            </Button>
            <Button variant="light" color="gray" size="xs" onClick={() => setEnabled(selectedIds, false, () => setSelectedIds([]))}>
              批次下架（{selectedIds.length}）
            </Button>
          </Group>
        )}
      </Group>
      <SortableTable
        label="餐點列表"
        rows={rows}
        columns={columns}
        rowName={(item) => item.name}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        renderExpanded={(item) => (
          <ItemDetails item={item} optionGroups={optionGroups.data} upgrades={upgrades.data} printAreas={printAreas.data} />
        )}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={sorting ? categoryItems.isPending : itemPage.isPending}
        emptyText={keyword ? '找不到符合的餐點' : '尚無餐點'}
      />
      {!sorting && itemPage.data && (
        <TablePager {...pager(itemPage.data.total)} />
      )}
      <StockModal
        storeId={storeId}
        itemId={stockItemId}
        onClose={() => setStockItemId(null)}
        onSaved={() => void refreshAreas(queryClient, [MENU_API.item.get.area])}
      />
    </MenuFrame>
  );
}

export default MealsPage;
