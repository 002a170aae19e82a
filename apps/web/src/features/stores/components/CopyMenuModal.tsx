import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CopyMenuResult } from '@diancan/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useCopyMenu, useStoreOptions } from '../api/stores';

function copiedText(result: CopyMenuResult): string {
  return `已複製 ${result.categoryCount} 個分類、${result.itemCount} 個餐點、${result.optionGroupCount} 組口味、${result.upgradeCount} 個升級`;
}

/**
 * 複製菜單: another store's whole menu into this one. When this store already has a menu the server refuses (409)
 * unless 覆蓋 is ticked; the dialog then says so and offers to overwrite, so nothing is replaced by surprise.
 */
export function CopyMenuModal({ opened, onClose, target }: { opened: boolean; onClose: () => void; target: { id: number; name: string } }) {
  const stores = useStoreOptions(opened);
  const copying = useCopyMenu();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [targetHasMenu, setTargetHasMenu] = useState(false);

  const close = () => {
    setSourceId(null);
    setOverwrite(false);
    setTargetHasMenu(false);
    onClose();
  };

  const copy = () => {
    if (!sourceId) return;
    copying.mutate(
      { request: { sourceStoreId: Number(sourceId), targetStoreId: target.id, overwrite }, silent: !overwrite },
      {
        onSuccess: (result) => {
          showToast(copiedText(result));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.httpStatus === 409) setTargetHasMenu(true);
          // Other refusals were silent only on the first try: show them now.
          else if (!overwrite) showToast(error.message, { kind: 'error' });
        },
      },
    );
  };

  const options = (stores.data ?? []).filter((store) => store.id !== target.id).map((store) => ({ value: String(store.id), label: store.name }));
  return (
    <Modal opened={opened} onClose={close} title="複製菜單" centered>
      <Stack gap="md">
        <Text size="sm">
          將其他商店的分類、餐點、口味、升級與備註複製到「{target.name}」。
        </Text>
        <Select
          label="來源商店"
          placeholder={stores.isPending ? '商店載入中...' : '選擇商店'}
          data={options}
          value={sourceId}
          onChange={setSourceId}
          searchable
          nothingFoundMessage="找不到商店"
        />
        {targetHasMenu && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            「{target.name}」已有菜單。勾選「覆蓋現有菜單」會先刪除現有菜單再複製。
          </Alert>
        )}
        <Checkbox label="覆蓋現有菜單" checked={overwrite} onChange={(event) => setOverwrite(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={copying.isPending}>
            取消
          </Button>
          <Button onClick={copy} disabled={!sourceId || (targetHasMenu && !overwrite)} loading={copying.isPending} color={overwrite ? 'red' : undefined}>
            複製
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
