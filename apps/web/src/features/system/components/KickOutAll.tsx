import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout2 } from '@tabler/icons-react';
import { formatThousands, MODAL_WIDTH } from '@diancan/core';
import { showToast } from '../../../lib/toast';
import { useKickOutAllUsers } from '../api/system';

/** 踢出所有使用者: every session but this one ends; signed-in users are sent to the login page at once. */
export function KickOutAll() {
  const kicking = useKickOutAllUsers();
  const confirm = () =>
    modals.openConfirmModal({
      title: '踢出所有使用者',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">所有已登入的使用者（您自己除外）都會被登出，需重新登入。確定要執行嗎？</Text>,
      labels: { confirm: '確定', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        kicking.mutate(undefined, { onSuccess: (result) => showToast(`已登出 ${formatThousands(result.revokedSessions)} 個工作階段`) }),
    });
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        例如更新後需要所有人重新登入時使用。
      </Text>
      <Button color="red" variant="light" leftSection={<IconLogout2 size={16} />} onClick={confirm} loading={kicking.isPending}>
        踢出所有使用者
      </Button>
    </Stack>
  );
}
