import { Button, Group, Select, Switch, Text } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { MSG } from '@diancan/core';
import type { Category } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { useCategoryList, useKitchenAreaList, usePrintAreaList, useRemoveCategory, useSortCategories, useUpdateCategoryKitchenArea, useUpdateCategoryPrintTag, useUpdateCategoryStatus } from '../api/menu-api';
import { AreaManagerModal, type AreaKind } from '../components/AreaManagerModal';
import { CategoryModal } from '../components/CategoryModal';
import { EditRemoveActions } from '../components/EditRemoveActions';
import { namesOf } from '../components/ItemDetails';
import { MenuFrame } from '../components/MenuFrame';
import { useStoreId } from '../store';

/**
 * 分類 (/menu-manage/category): the store's categories with on/off, print tag and kitchen area set in the
 * row, the print areas in the edit modal, drag sorting, and the kitchen and print area lists. Removing a
 * category that still holds items is refused by the server with its message.
 */
export function CategoryPage() {
  const storeId = useStoreId();
  const [sorting, setSorting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [areaKind, setAreaKind] = useState<AreaKind | null>(null);
  const categories = useCategoryList();
  const kitchenAreas = useKitchenAreaList();
  const printAreas = usePrintAreaList();
  const updateStatus = useUpdateCategoryStatus();
  const updatePrintTag = useUpdateCategoryPrintTag();
  const updateKitchenArea = useUpdateCategoryKitchenArea();
  const removing = useRemoveCategory();
  const sortOrder = useSortCategories();

  if (storeId === null) return null;

  const kitchenOptions = (kitchenAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name }));
  const columns: SortableTableColumn<Category>[] = [
    { key: 'name', title: '分類名稱', render: (category) => <Text fw={500}>{category.name}</Text> },
    { key: 'count', title: '餐點數', align: 'right', render: (category) => category.itemCount },
    {
      key: 'enabled',
      title: '上架',
      render: (category) => (
        <Switch
          checked={category.enabled}
          aria-label={`上架 ${category.name}`}
          onChange={(event) => updateStatus.mutate({ storeId, idList: [category.id], enabled: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'printTag',
      title: '列印標籤',
      render: (category) => (
        <Switch
          checked={category.printTag}
          aria-label={`列印標籤 ${category.name}`}
          onChange={(event) => updatePrintTag.mutate({ storeId, idList: [category.id], printTag: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'kitchen',
      title: '廚房區域',
      render: (category) => (
        <Select
          size="xs"
          w={140}
          aria-label={`廚房區域 ${category.name}`}
          placeholder="不指定"
          clearable
          data={kitchenOptions}
          nothingFoundMessage={MSG.SELECT_EMPTY}
          value={category.kitchenAreaId === null ? null : String(category.kitchenAreaId)}
          onChange={(value) => updateKitchenArea.mutate({ storeId, idList: [category.id], kitchenAreaId: value === null ? null : Number(value) })}
        />
      ),
    },
    { key: 'print', title: '出單區域', render: (category) => namesOf(category.printAreaIds, printAreas.data) },
    {
      key: 'actions',
      title: '操作',
      render: (category) => (
        <EditRemoveActions
          name={category.name}
          onEdit={() => setEditing(category)}
          remove={(onSuccess) => removing.mutate({ storeId, id: category.id }, { onSuccess })}
        />
      ),
    },
  ];

  const saveOrder = (sortedIdList: number[]) => sortOrder.mutateAsync({ storeId, sortedIdList });

  const setChecked = (enabled: boolean) =>
    updateStatus.mutate({ storeId, idList: selectedIds, enabled }, { onSuccess: () => setSelectedIds([]) });

  return (
    <MenuFrame
      title="分類"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增分類
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
          <Button variant="default" onClick={() => setAreaKind('kitchen')}>
            廚房區域管理
          </Button>
          <Button variant="default" onClick={() => setAreaKind('print')}>
            出單區域管理
          </Button>
        </>
      }
    >
      {selectedIds.length > 0 && !sorting && (
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => setChecked(true)}>
            批次上架（{selectedIds.length}）
          </Button>
          <Button variant="light" color="gray" size="xs" onClick={() => setChecked(false)}>
            批次下架（{selectedIds.length}）
          </Button>
        </Group>
      )}
      <SortableTable
        label="分類列表"
        rows={categories.data ?? []}
        columns={columns}
        rowName={(category) => category.name}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={categories.isPending}
        emptyText="尚無分類"
      />
      <CategoryModal storeId={storeId} target={editing} onClose={() => setEditing(null)} />
      <AreaManagerModal storeId={storeId} kind={areaKind} onClose={() => setAreaKind(null)} />
    </MenuFrame>
  );
}

export default CategoryPage;
