import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { MODAL_WIDTH, STATUS_REASON_MAX, type OrderCard } from '@diancan/core';
import { useState } from 'react';
import { useUpdateOrderStatus } from '../api/update-order-status';

export interface CancelOrderModalProps {
  card: OrderCard | null;
  onClose(): void;
}

/** Asks before cancelling an order, with an optional reason kept in the order's history. */
export function CancelOrderModal({ card, onClose }: CancelOrderModalProps) {
  const cancel = useUpdateOrderStatus();
  const [reason, setReason] = useState('');

  const close = () => {
    setReason('');
    onClose();
  };

  const confirm = () => {
    if (!card) return;
    const trimmed = reason.trim();
    cancel.mutate(
      { storeId: card.storeId, orderId: card.id, version: card.version, status: 'CANCELLED', deliveryOrder: null, ...(trimmed ? { reason: trimmed } : {}) },
      { onSuccess: close },
    );
  };

  return (
    <Modal opened={card !== null} onClose={close} title="取消訂單" size={MODAL_WIDTH} centered>
      <Text size="sm">確定要取消訂單 #{card?.orderNo} 嗎？</Text>
      <Textarea
        mt="sm"
        label="取消原因"
        placeholder="選填"
        maxLength={STATUS_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          否
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={confirm}>
          是
        </Button>
      </Group>
    </Modal>
  );
}
