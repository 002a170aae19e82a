import { Button, Chip, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invoiceNumberText, MODAL_WIDTH, VOID_REASON_MAX, voidInvoiceRequestSchema, type OrderInvoice } from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useVoidInvoice } from './invoice-api';

/** Reasons cashiers give most; a tap fills the field, which stays editable. */
export const COMMON_VOID_REASONS = ['訂單取消', '金額錯誤', '買受人資料錯誤', '重複開立'] as const;

export interface VoidInvoiceModalProps {
  storeId: number;
  /** The issued invoice to void; null when closed. */
  invoice: OrderInvoice | null;
  onClose: () => void;
}

/** 作廢發票: voids the order's issued invoice with its reason (at most 20 characters, MIG CancelReason). */
export function VoidInvoiceModal({ storeId, invoice, onClose }: VoidInvoiceModalProps) {
  return (
    <Modal opened={invoice !== null} onClose={onClose} title="作廢發票" size={MODAL_WIDTH} centered>
      {invoice && <VoidForm key={invoice.id} storeId={storeId} invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

function VoidForm({ storeId, invoice, onClose }: { storeId: number; invoice: OrderInvoice; onClose: () => void }) {
  const form = useForm({ initialValues: { reason: '' } });
  const voiding = useVoidInvoice();

  const submit = form.onSubmit(({ reason }) => {
    const checked = voidInvoiceRequestSchema.safeParse({ storeId, orderId: invoice.orderId, reason });
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    voiding.mutate(checked.data, {
      onSuccess: () => {
        showToast('作廢成功');
        onClose();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          確定要作廢發票 {invoiceNumberText(invoice.invoiceNumber)} 嗎？作廢後無法復原。
        </Text>
        <TextInput label="作廢原因" withAsterisk maxLength={VOID_REASON_MAX} data-autofocus {...form.getInputProps('reason')} />
        <Group gap={6}>
          {COMMON_VOID_REASONS.map((reason) => (
            <Chip key={reason} size="xs" checked={form.getValues().reason === reason} onChange={() => form.setFieldValue('reason', reason)}>
              {reason}
            </Chip>
          ))}
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" color="red" loading={voiding.isPending}>
            作廢
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
