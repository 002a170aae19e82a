import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

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
