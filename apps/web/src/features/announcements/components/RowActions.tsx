import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SortableTableColumn } from '../../../components/sortable-table';
import { confirmRemove } from '../../../components/confirm/confirm-danger';

/** 編輯 (a link to the edit page) and 刪除 (the caller confirms first). */
export function RowActions({ name, editTo, onRemove }: { name: string; editTo: string; onRemove: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="編輯">
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`編輯 ${name}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="刪除">
        <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${name}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The 操作 column of the announcement and template lists: 編輯 opens the row's edit page; 刪除 asks 請確認是否刪除,
 * then removes it and says 刪除成功.
 */
export function rowActionsColumn<Row extends { id: number }>(options: {
  name: (row: Row) => string;
  editTo: (id: number) => string;
  /** Removes the row; the mutation says 刪除成功. */
  remove: (id: number) => void;
}): SortableTableColumn<Row> {
  return {
    key: 'actions',
    title: '操作',
    width: 96,
    render: (row) => (
      <RowActions
        name={options.name(row)}
        editTo={options.editTo(row.id)}
        onRemove={() => confirmRemove(options.name(row), () => options.remove(row.id))}
      />
    ),
  };
}
