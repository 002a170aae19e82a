import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Allowance, cancelAllowanceRequestSchema, MODAL_WIDTH, VOID_REASON_MAX } from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useCancelAllowance } from './invoice-api';

/** 作廢折讓 (G0501): cancels an allowance with its reason; its refund is reverted. */
export function CancelAllowanceModal({ storeId, allowance, onClose }: { storeId: number; allowance: Allowance | null; onClose: () => void }) {
  return (
    <Modal opened={allowance !== null} onClose={onClose} title="作廢折讓" size={MODAL_WIDTH} centered>
      {allowance && <CancelForm key={allowance.id} storeId={storeId} allowance={allowance} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ storeId, allowance, onClose }: { storeId: number; allowance: Allowance; onClose: () => void }) {
  const form = useForm({ initialValues: { reason: '' } });
  const cancelling = useCancelAllowance();
  const submit = form.onSubmit(({ reason }) => {
    const checked = cancelAllowanceRequestSchema.safeParse({ storeId, allowanceId: allowance.id, reason });
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    cancelling.mutate(checked.data, {
      onSuccess: () => {
        showToast('折讓已作廢');
        onClose();
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">確定要作廢折讓單 {allowance.allowanceNumber} 嗎？其退款將撤銷。</Text>
        <TextInput label="作廢原因" withAsterisk maxLength={VOID_REASON_MAX} data-autofocus {...form.getInputProps('reason')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" color="red" loading={cancelling.isPending}>
            作廢
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
