import { Button, Stack, Switch, Text } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { formatCents, mostSelectableLabel } from '@diancan/core';
import type { Upgrade } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { useRemoveUpgrade, useSortUpgrades, useUpdateUpgradeStatus, useUpgradeList } from '../api/menu-api';
import { EditRemoveActions } from '../components/EditRemoveActions';
import { MenuFrame } from '../components/MenuFrame';
import { surcharge } from '../components/option-price';
import { UpgradeModal } from '../components/UpgradeModal';
import { useStoreId } from '../store';

function UpgradeGroups({ upgrade }: { upgrade: Upgrade }) {
  return (
    <Stack gap={6}>
      {upgrade.groups.map((group) => (
        <Text size="sm" key={group.id}>
          <Text span fw={600}>
            {group.name}
          </Text>
          （選 {group.leastSelectable}～{mostSelectableLabel(group.mostSelectable)}）：
          {group.items.map((item) => `${item.name}${surcharge(item.comboItemPrice)}`).join('、')}
        </Text>
      ))}
    </Stack>
  );
}

/** 升級 (/menu-manage/upgrade): combos an item can be upgraded into, their groups of selectable items, on/off and drag sorting. */
export function UpgradePage() {
  const storeId = useStoreId();
  const [sorting, setSorting] = useState(false);
  const [editing, setEditing] = useState<Upgrade | 'new' | null>(null);
  const upgrades = useUpgradeList();
  const updateStatus = useUpdateUpgradeStatus();
  const removing = useRemoveUpgrade();
  const sortOrder = useSortUpgrades();

  if (storeId === null) return null;

  const columns: SortableTableColumn<Upgrade>[] = [
    { key: 'name', title: '套餐名稱', render: (upgrade) => <Text fw={500}>{upgrade.name}</Text> },
    { key: 'price', title: '套餐價格', align: 'right', render: (upgrade) => `+${formatCents(upgrade.comboPrice)}` },
    { key: 'groups', title: '群組', render: (upgrade) => upgrade.groups.map((group) => group.name).join('、') },
    { key: 'items', title: '使用餐點數', align: 'right', render: (upgrade) => upgrade.itemCount },
    {
      key: 'enabled',
      title: '上架',
      render: (upgrade) => (
        <Switch
          checked={upgrade.enabled}
          aria-label={`上架 ${upgrade.name}`}
          onChange={(event) => updateStatus.mutate({ storeId, idList: [upgrade.id], enabled: event.currentTarget.checked })}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (upgrade) => (
        <EditRemoveActions
          name={upgrade.name}
          onEdit={() => setEditing(upgrade)}
          remove={(onSuccess) => removing.mutate({ storeId, id: upgrade.id }, { onSuccess })}
        />
      ),
    },
  ];

  const saveOrder = (sortedIdList: number[]) => sortOrder.mutateAsync({ storeId, sortedIdList });

  return (
    <MenuFrame
      title="升級"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增套餐
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
        </>
      }
    >
      <SortableTable
        label="套餐列表"
        rows={upgrades.data ?? []}
        columns={columns}
        rowName={(upgrade) => upgrade.name}
        renderExpanded={(upgrade) => <UpgradeGroups upgrade={upgrade} />}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={upgrades.isPending}
        emptyText="尚無套餐"
      />
      <UpgradeModal storeId={storeId} target={editing} onClose={() => setEditing(null)} />
    </MenuFrame>
  );
}

export default UpgradePage;
