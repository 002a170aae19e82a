import { ActionIcon, Badge, Group, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatCents, MSG } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import type { SortableTableColumn } from '../../../components/sortable-table';

export interface ItemRowActions {
  onToggleEnabled: (item: Item, enabled: boolean) => void;
  onToggleMobile: (item: Item, mobileEnabled: boolean) => void;
  onStock: (item: Item) => void;
  onEdit: (item: Item) => void;
  onCopy: (item: Item) => void;
  onRemove: (item: Item) => void;
  /** Ids whose change is on its way: their switches wait. */
  busyIds: ReadonlySet<number>;
  showCategory: boolean;
}

/** 正常供應 / 售完 with what is left, e.g. "正常供應 · 剩 12". */
export function stockLabel(item: Pick<Item, 'availableForSale' | 'availableQuantity'>): string {
  const state = item.availableForSale ? MSG.STOCK_ON : MSG.STOCK_OFF;
  return item.availableQuantity === null ? state : `${state} · 剩 ${item.availableQuantity}`;
}

/** The columns of the meals table. */
export function itemColumns(actions: ItemRowActions): SortableTableColumn<Item>[] {
  const columns: (SortableTableColumn<Item> | null)[] = [
    { key: 'name', title: '餐點名稱', render: (item) => <Text fw={500}>{item.name}</Text> },
    actions.showCategory ? { key: 'category', title: '分類', render: (item) => item.categoryName } : null,
    { key: 'price', title: '價格', align: 'right', render: (item) => formatCents(item.price) },
    {
      key: 'stock',
      title: '供應狀態',
      render: (item) => (
        <UnstyledButton onClick={() => actions.onStock(item)} aria-label={`調整庫存 ${item.name}`}>
          <Badge color={item.availableForSale ? 'green' : 'red'} variant="light" style={{ cursor: 'pointer' }}>
            {stockLabel(item)}
          </Badge>
        </UnstyledButton>
      ),
    },
    {
      key: 'enabled',
      title: '上架',
      render: (item) => (
        <Switch
          checked={item.enabled}
          disabled={actions.busyIds.has(item.id)}
          onChange={(event) => actions.onToggleEnabled(item, event.currentTarget.checked)}
          aria-label={`上架 ${item.name}`}
        />
      ),
    },
    {
      key: 'mobile',
      title: '手機點餐',
      render: (item) => (
        <Switch
          checked={item.mobileEnabled}
          disabled={actions.busyIds.has(item.id)}
          onChange={(event) => actions.onToggleMobile(item, event.currentTarget.checked)}
          aria-label={`手機點餐 ${item.name}`}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (item) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="編輯">
            <ActionIcon variant="subtle" onClick={() => actions.onEdit(item)} aria-label={`編輯 ${item.name}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="複製">
            <ActionIcon variant="subtle" onClick={() => actions.onCopy(item)} aria-label={`複製 ${item.name}`}>
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="刪除">
            <ActionIcon variant="subtle" color="red" onClick={() => actions.onRemove(item)} aria-label={`刪除 ${item.name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return columns.filter((column): column is SortableTableColumn<Item> => column !== null);
}
