import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { MODAL_WIDTH, STATUS_REASON_MAX, type OrderCard } from '@diancan/core';
import { useState } from 'react';
import { useCancelPlatformOrder, useDenyPlatformOrder } from '../api/platform-order';
import { useUpdateOrderStatus } from '../api/order-edits';
import { historyReasonOf, useVoidReasons, voidFieldsOf } from '../void/void-reasons';
import { VoidReasonFields } from '../void/VoidReasonFields';

export interface CancelOrderModalProps {
  card: OrderCard | null;
  /** 拒單: a platform order refused while the platform waits for the store. */
  deny?: boolean;
  onClose(): void;
}

const WORDING = {
  cancel: { title: '取消訂單', question: '確定要取消訂單', reason: '取消原因' },
  deny: { title: '拒單', question: '確定要拒絕訂單', reason: '拒單原因' },
} as const;

/**
 * Asks before cancelling (or, for a waiting platform order, denying) an order, with an optional reason kept in the
 * order's history. A platform order's cancel and deny go through the platform's calls, which tell the platform too.
 * In staff mode a cancel is a void: it names a reason of the store's list (作廢原因), and the free text goes beside it.
 */
export function CancelOrderModal({ card, deny = false, onClose }: CancelOrderModalProps) {
  if (!card) return null;
  return <CancelOrderDialog key={card.id} card={card} deny={deny} onClose={onClose} />;
}

function CancelOrderDialog({ card, deny, onClose }: { card: OrderCard; deny: boolean; onClose(): void }) {
  const cancel = useUpdateOrderStatus();
  const cancelOnPlatform = useCancelPlatformOrder();
  const denyOnPlatform = useDenyPlatformOrder();
  const [reason, setReason] = useState('');
  const [voidReason, setVoidReason] = useState<string | null>(null);
  const voids = useVoidReasons(card.storeId);
  const asksVoid = voids.required && !card.platformOrder;
  const wording = WORDING[deny ? 'deny' : 'cancel'];
  const pending = cancel.isPending || cancelOnPlatform.isPending || denyOnPlatform.isPending;

  const close = () => {
    setReason('');
    setVoidReason(null);
    onClose();
  };

  const confirm = () => {
    const trimmed = reason.trim();
    const order = { storeId: card.storeId, orderId: card.id, version: card.version };
    if (card.platformOrder) {
      (deny ? denyOnPlatform : cancelOnPlatform).mutate({ ...order, reason: trimmed }, { onSuccess: close });
      return;
    }
    const why = asksVoid ? voidFieldsOf(voidReason, reason) : {};
    const history = asksVoid ? historyReasonOf(voidReason, reason) : trimmed;
    cancel.mutate({ ...order, status: 'CANCELLED', deliveryOrder: null, ...why, ...(history ? { reason: history } : {}) }, { onSuccess: close });
  };

  return (
    <Modal opened onClose={close} title={wording.title} size={MODAL_WIDTH} centered>
      <Text size="sm">
        {wording.question} #{card.orderNo} 嗎？
      </Text>
      {asksVoid ? (
        <VoidReasonFields reasons={voids.reasons} reason={voidReason} note={reason} onReason={setVoidReason} onNote={setReason} noteLabel={wording.reason} />
      ) : (
        <Textarea
          mt="sm"
          label={wording.reason}
          placeholder="選填"
          maxLength={STATUS_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          否
        </Button>
        <Button color="red" disabled={asksVoid && voidReason === null} loading={pending} onClick={confirm}>
          是
        </Button>
      </Group>
    </Modal>
  );
}
