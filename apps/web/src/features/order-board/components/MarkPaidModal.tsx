import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCents, MODAL_WIDTH, type OrderCard } from '@diancan/core';
import { PaymentFields, usePaymentFields } from '../../../components/payment-fields';
import { usePayMethods } from '../api/pay-methods';
import { useUpdateOrderPaid } from '../api/order-edits';

export interface MarkPaidModalProps {
  card: OrderCard | null;
  onClose(): void;
}

/**
 * An unpaid order (a mobile or kiosk order) paid at the counter: the pay method, for cash what was handed over, for a
 * wallet the store charges through the customer's code (docs/payments.md), and the buyer's e-invoice choice.
 */
export function MarkPaidModal({ card, onClose }: MarkPaidModalProps) {
  const storeId = card?.storeId ?? 0;
  const methods = usePayMethods(storeId, card !== null);
  const markPaid = useUpdateOrderPaid();
  const fields = usePaymentFields({ storeId, amount: card?.amount ?? 0, methods: methods.data, active: card !== null });

  const close = () => {
    fields.reset();
    onClose();
  };

  const confirm = () => {
    if (!card || !fields.ready) return;
    markPaid.mutate(
      { storeId: card.storeId, orderId: card.id, version: card.version, ...fields.payment(), invoice: fields.invoice.invoice },
      { onSuccess: close },
    );
  };

  return (
    <Modal opened={card !== null} onClose={close} title="標記已付款" size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Text>
          訂單 #{card?.orderNo} 應付 <b>{formatCents(fields.amount)}</b>
        </Text>
        <PaymentFields fields={fields} methodsLoaded={methods.isSuccess} onConfirm={confirm} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button loading={markPaid.isPending} disabled={!fields.ready} onClick={confirm}>
            確認
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
