import { Button, Modal, Stack, Text } from '@mantine/core';
import { formatCents, MODAL_WIDTH } from '@diancan/core';
import type { OrderDone } from './use-order-submit';

/** The order was created: its number (to call out), what was paid and, for cash, the change. */
export function OrderDoneModal({ done, onClose }: { done: OrderDone | null; onClose: () => void }) {
  return (
    <Modal opened={done !== null} onClose={onClose} size={MODAL_WIDTH} centered title="結帳完成">
      {done && (
        <Stack align="center" gap="sm">
          <Text c="dimmed">訂單編號</Text>
          <Text fz={48} fw={800} lh={1} aria-label="訂單編號">
            {done.result.orderNo}
          </Text>
          <Text>
            {done.payMethodName ?? '招待'} {formatCents(done.result.totals.payable)}
          </Text>
          {done.isCash && done.result.totals.change > 0 && (
            <Text fz="xl" fw={700} c="green.8" aria-label="找零金額">
              找零 {formatCents(done.result.totals.change)}
            </Text>
          )}
          <Button size="lg" fullWidth onClick={onClose} data-autofocus>
            完成
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
