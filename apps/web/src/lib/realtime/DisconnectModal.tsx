import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { RECONNECT_MAX_TRIES } from '@diancan/core';
import { useOverlayState } from '../overlay-state';
import { requestReconnect } from '../realtime-hooks';
import { useRealtimeLink } from './link-store';

/**
 * Shown from the 3rd failed try until the link is back (access section 4). 重新連線 tries at once without
 * counting; the automatic tries go on underneath, and after the 30th failure the user is logged out.
 */
export function DisconnectModal() {
  // The POS selling offline shows its banner instead of blocking the counter (docs/offline.md).
  const posSells = useOverlayState((state) => state.offlineSelling);
  const opened = useRealtimeLink((state) => state.modalOpen) && !posSells;
  const connecting = useRealtimeLink((state) => state.status === 'connecting');
  const failures = useRealtimeLink((state) => state.failures);
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={4000}
      title="連線中斷"
    >
      <Text mb="xs">與伺服器的即時連線已中斷，正在嘗試重新連線…</Text>
      <Text size="sm" c="dimmed" mb="lg">
        已嘗試 {failures} / {RECONNECT_MAX_TRIES} 次
      </Text>
      <Group justify="flex-end">
        {connecting && <Loader size="sm" />}
        <Button onClick={requestReconnect} disabled={connecting}>
          重新連線
        </Button>
      </Group>
    </Modal>
  );
}
