import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { showToast } from '../../../lib/toast';
import { confirmRemove } from '../../../components/confirm/confirm-danger';

/** The 操作 cell of the catalogue lists: edit, and remove after 請確認是否刪除 (then 刪除成功). */
export function EditRemoveActions({ name, onEdit, remove }: { name: string; onEdit(): void; remove(onSuccess: () => void): void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="編輯">
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={`編輯 ${name}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="刪除">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`刪除 ${name}`}
          onClick={() => confirmRemove(name, () => remove(() => showToast('刪除成功')))}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
