import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { MODAL_WIDTH, MSG } from '@diancan/core';
import { MENU_NAME_MAX, type KitchenArea } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useAddKitchenArea, useAddPrintArea, useKitchenAreaList, usePrintAreaList, useRemoveKitchenArea, useRemovePrintArea, useUpdateKitchenArea, useUpdatePrintArea } from '../api/menu-api';
import { confirmRemove } from './confirm-remove';

export type AreaKind = 'kitchen' | 'print';

const LABEL: Record<AreaKind, string> = { kitchen: '廚房區域', print: '出單區域' };

/** The calls of one kind of area, so one modal serves both. */
function useAreaCalls(kind: AreaKind) {
  const kitchen = {
    list: useKitchenAreaList(),
    add: useAddKitchenArea(),
    update: useUpdateKitchenArea(),
    remove: useRemoveKitchenArea(),
  };
  const print = { list: usePrintAreaList(), add: useAddPrintArea(), update: useUpdatePrintArea(), remove: useRemovePrintArea() };
  return kind === 'kitchen' ? kitchen : print;
}

export interface AreaManagerModalProps {
  storeId: number;
  kind: AreaKind | null;
  onClose: () => void;
}

/** Adds, renames and removes the store's kitchen areas (廚房區域) or print areas (出單區域). */
export function AreaManagerModal({ storeId, kind, onClose }: AreaManagerModalProps) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? `${LABEL[kind]}管理` : ''} size={MODAL_WIDTH} centered>
      {kind && <AreaManager key={kind} storeId={storeId} kind={kind} />}
    </Modal>
  );
}

function AreaManager({ storeId, kind }: { storeId: number; kind: AreaKind }) {
  const calls = useAreaCalls(kind);
  const label = LABEL[kind];
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const add = () => {
    const name = draft.trim();
    if (!name) return;
    calls.add.mutate({ storeId, name }, { onSuccess: () => setDraft('') });
  };

  const rename = () => {
    if (!editing || !editing.name.trim()) return;
    calls.update.mutate({ storeId, id: editing.id, name: editing.name.trim() }, { onSuccess: () => setEditing(null) });
  };

  const remove = (area: KitchenArea) =>
    confirmRemove(area.name, () => calls.remove.mutate({ storeId, id: area.id }, { onSuccess: () => showToast('刪除成功') }));

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          flex={1}
          aria-label={`新${label}名稱`}
          placeholder={`新${label}名稱`}
          value={draft}
          maxLength={MENU_NAME_MAX}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
        <Button onClick={add} loading={calls.add.isPending} disabled={!draft.trim()}>
          新增
        </Button>
      </Group>
      {calls.list.data?.length === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {MSG.NO_DATA}
        </Text>
      )}
      {(calls.list.data ?? []).map((area) =>
        editing?.id === area.id ? (
          <Group key={area.id} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={`${label}名稱`}
              value={editing.name}
              maxLength={MENU_NAME_MAX}
              onChange={(event) => setEditing({ id: area.id, name: event.currentTarget.value })}
              onKeyDown={(event) => event.key === 'Enter' && rename()}
              autoFocus
            />
            <ActionIcon onClick={rename} loading={calls.update.isPending} aria-label="儲存名稱">
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="default" onClick={() => setEditing(null)} aria-label="取消編輯">
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Group key={area.id} justify="space-between" wrap="nowrap">
            <Text>{area.name}</Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" onClick={() => setEditing({ id: area.id, name: area.name })} aria-label={`編輯 ${area.name}`}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" onClick={() => remove(area)} aria-label={`刪除 ${area.name}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ),
      )}
    </Stack>
  );
}
