import { Alert, Button, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTool } from '@tabler/icons-react';
import { MODAL_WIDTH, type Maintenance } from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useUpdateSystemParam } from '../api/system';

/**
 * 系統維護: while on, every store user sees the maintenance overlay with this title and message (the server answers
 * their calls with 503 and pushes START_MAINTENANCE); staff keep working. Off pushes END_MAINTENANCE.
 */
export function MaintenanceSettings({ maintenance }: { maintenance: Maintenance }) {
  const [draft, setDraft] = useState<Maintenance>(maintenance);
  const updating = useUpdateSystemParam();
  const changed = draft.on !== maintenance.on || draft.title !== maintenance.title || draft.message !== maintenance.message;

  const save = () => {
    const send = () =>
      updating.mutate(
        { paramId: 'MAINTENANCE', value: { on: draft.on, title: draft.title.trim(), message: draft.message.trim() } },
        { onSuccess: () => showToast(draft.on ? '維護模式已開啟' : '維護模式已關閉') },
      );
    if (!draft.on || maintenance.on) return send();
    modals.openConfirmModal({
      title: '開啟維護模式',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">開啟後，所有商店的畫面會顯示維護訊息並暫停操作，直到關閉維護模式。</Text>,
      labels: { confirm: '開啟', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: send,
    });
  };

  return (
    <Stack gap="md" maw={640}>
      {maintenance.on && (
        <Alert color="orange" icon={<IconTool size={18} />} title="維護模式進行中">
          商店使用者目前看到維護畫面。
        </Alert>
      )}
      <Switch
        size="md"
        label="維護模式"
        checked={draft.on}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setDraft((current) => ({ ...current, on }));
        }}
      />
      <TextInput
        label="維護標題"
        placeholder="系統維護中"
        value={draft.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          setDraft((current) => ({ ...current, title }));
        }}
      />
      <Textarea
        label="維護訊息"
        placeholder="例如：系統將於 02:00 至 04:00 進行維護，造成不便敬請見諒。"
        autosize
        minRows={3}
        value={draft.message}
        onChange={(event) => {
          const message = event.currentTarget.value;
          setDraft((current) => ({ ...current, message }));
        }}
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={updating.isPending} disabled={!changed}>
          儲存維護設定
        </Button>
      </Group>
    </Stack>
  );
}
