import { ActionIcon, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsSort, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { MODAL_WIDTH, MSG } from '@diancan/core';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../lib/toast';
import { SortableTable } from './SortableTable';
import type { SortableTableColumn } from './types';

/** A refused call: the http client has already shown why, and the list stays as it was. */
const ignoreRefusal = () => undefined;

/** A row of a store's settings list: named, on or off, in an order the store sets. */
export interface SwitchableRow {
  id: number;
  name: string;
  enabled: boolean;
}

export interface SwitchableListProps<Row extends SwitchableRow> {
  /** The table's accessible name, e.g. 付款方式列表. */
  label: string;
  /** The add button's text, e.g. 新增付款方式. */
  addLabel: string;
  emptyText: string;
  rows: readonly Row[];
  loading: boolean;
  /** The row's own columns; the status switch and the edit / remove buttons follow them. */
  columns: SortableTableColumn<Row>[];
  /** Switches rows on or off (one row's switch, or the checked rows at once); resolves once saved. */
  onSetEnabled(idList: number[], enabled: boolean): Promise<unknown>;
  statusPending: boolean;
  onAdd(): void;
  onEdit(row: Row): void;
  /** Removes a row once confirmed; resolves when it is gone (its check mark is then dropped). */
  onRemove(row: Row): Promise<unknown>;
  onSaveOrder(sortedIdList: number[]): Promise<void>;
  /** Shown above the list (e.g. how the settings are applied). */
  intro?: ReactNode;
}

/**
 * A store's settings list with the shared behaviour of the spec's sortable checkbox table: add, drag to sort (Escape
 * cancels), a switch per row, the checked rows switched on or off together, edit, and remove after 確定要刪除嗎.
 */
export function SwitchableList<Row extends SwitchableRow>(props: SwitchableListProps<Row>) {
  const [sorting, setSorting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const setEnabled = (idList: number[], enabled: boolean) => {
    void props.onSetEnabled(idList, enabled).then(() => showToast(enabled ? '已啟用' : '已停用'), ignoreRefusal);
  };

  const confirmRemove = (row: Row) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要刪除「{row.name}」嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        void props.onRemove(row).then(() => {
          setSelected((ids) => ids.filter((id) => id !== row.id));
          showToast('刪除成功');
        }, ignoreRefusal);
      },
    });

  const columns: SortableTableColumn<Row>[] = [
    ...props.columns,
    {
      key: 'enabled',
      title: '狀態',
      width: 120,
      render: (row) => (
        <Switch
          checked={row.enabled}
          label={row.enabled ? '啟用' : '停用'}
          aria-label={`${row.name} 啟用`}
          disabled={props.statusPending}
          onChange={(event) => setEnabled([row.id], event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`編輯 ${row.name}`} onClick={() => props.onEdit(row)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${row.name}`} onClick={() => confirmRemove(row)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {props.intro}
      <Group justify="space-between">
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
        </Group>
        {selected.length > 0 && !sorting && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              已選 {selected.length} 項
            </Text>
            <Button variant="light" size="xs" onClick={() => setEnabled(selected, true)}>
              啟用
            </Button>
            <Button variant="light" size="xs" color="gray" onClick={() => setEnabled(selected, false)}>
              停用
            </Button>
          </Group>
        )}
      </Group>
      <SortableTable
        label={props.label}
        rows={props.rows}
        columns={columns}
        rowName={(row) => row.name}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={props.onSaveOrder}
        loading={props.loading}
        emptyText={props.emptyText}
      />
    </Stack>
  );
}
