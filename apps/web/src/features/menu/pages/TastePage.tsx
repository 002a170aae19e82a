import { Button, Table, Text } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { formatCents, mostSelectableLabel } from '@diancan/core';
import type { OptionGroup } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { useOptionGroupList, useRemoveOptionGroup, useSortOptionGroups } from '../api/menu-api';
import { EditRemoveActions } from '../components/EditRemoveActions';
import { MenuFrame } from '../components/MenuFrame';
import { surcharge } from '../components/option-price';
import { OptionGroupModal } from '../components/OptionGroupModal';
import { useStoreId } from '../store';

/** "最少 1 ／ 最多 不限" */
export function selectableText(group: Pick<OptionGroup, 'leastSelectable' | 'mostSelectable'>): string {
  return `最少 ${group.leastSelectable} ／ 最多 ${mostSelectableLabel(group.mostSelectable)}`;
}

function OptionPrices({ group }: { group: OptionGroup }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} maw={360} aria-label={`${group.name} 選項`}>
      <Table.Tbody>
        {group.options.map((option) => (
          <Table.Tr key={option.id}>
            <Table.Td>{option.name}</Table.Td>
            <Table.Td ta="right">{option.price === 0 ? formatCents(0) : surcharge(option.price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 口味 (/menu-manage/taste): taste groups with their options and prices, how many a customer picks, drag sorting. */
export function TastePage() {
  const storeId = useStoreId();
  const [sorting, setSorting] = useState(false);
  const [editing, setEditing] = useState<OptionGroup | 'new' | null>(null);
  const groups = useOptionGroupList();
  const removing = useRemoveOptionGroup();
  const sortOrder = useSortOptionGroups();

  if (storeId === null) return null;

  const columns: SortableTableColumn<OptionGroup>[] = [
    { key: 'name', title: '口味名稱', render: (group) => <Text fw={500}>{group.name}</Text> },
    { key: 'range', title: '可選數量', render: selectableText },
    {
      key: 'options',
      title: '選項',
      render: (group) => (
        <Text size="sm" lineClamp={1} maw={280}>
          {group.options.map((option) => `${option.name}${surcharge(option.price)}`).join('、')}
        </Text>
      ),
    },
    { key: 'items', title: '使用餐點數', align: 'right', render: (group) => group.itemCount },
    {
      key: 'actions',
      title: '操作',
      render: (group) => (
        <EditRemoveActions
          name={group.name}
          onEdit={() => setEditing(group)}
          remove={(onSuccess) => removing.mutate({ storeId, id: group.id }, { onSuccess })}
        />
      ),
    },
  ];

  const saveOrder = (sortedIdList: number[]) => sortOrder.mutateAsync({ storeId, sortedIdList });

  return (
    <MenuFrame
      title="口味"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增口味
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
        </>
      }
    >
      <SortableTable
        label="口味列表"
        rows={groups.data ?? []}
        columns={columns}
        rowName={(group) => group.name}
        renderExpanded={(group) => <OptionPrices group={group} />}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={groups.isPending}
        emptyText="尚無口味"
      />
      <OptionGroupModal storeId={storeId} target={editing} onClose={() => setEditing(null)} />
    </MenuFrame>
  );
}

export default TastePage;
