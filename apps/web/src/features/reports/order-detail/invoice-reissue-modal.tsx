import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invoiceNumberText, MODAL_WIDTH, reissueInvoiceRequestSchema, VOID_REASON_MAX, type OrderInvoice } from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useReissueInvoice } from './invoice-api';

/** Keep the order's buyer, give a 統編 after the sale, or make it a consumer invoice. */
type BuyerChoice = 'keep' | 'uniformNumber' | 'consumer';

interface ReissueValues {
  reason: string;
  buyer: BuyerChoice;
  uniformNumber: string;
}

export interface ReissueInvoiceModalProps {
  storeId: number;
  orderId: number;
  opened: boolean;
  /** The issued invoice the reissue voids first, or null when the order has none left. */
  issued: OrderInvoice | null;
  onClose: () => void;
}

/** 重新開立: a new number for the order as it stands, the issued invoice voided first with the reason. */
export function ReissueInvoiceModal({ opened, onClose, ...rest }: ReissueInvoiceModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="重新開立發票" size={MODAL_WIDTH} centered>
      {opened && <ReissueForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

/** The request of the form's values; the contract's schema checks it (統編不正確, 作廢原因為必填). */
export function reissueRequestOf(storeId: number, orderId: number, values: ReissueValues) {
  return reissueInvoiceRequestSchema.safeParse({
    storeId,
    orderId,
    reason: values.reason,
    invoice: values.buyer === 'uniformNumber' ? { type: 'uniformNumber', number: values.uniformNumber } : null,
    clearBuyer: values.buyer === 'consumer',
  });
}

function ReissueForm({ storeId, orderId, issued, onClose }: Omit<ReissueInvoiceModalProps, 'opened'>) {
  const form = useForm<ReissueValues>({ initialValues: { reason: '', buyer: 'keep', uniformNumber: '' } });
  const reissuing = useReissueInvoice();
  const values = form.getValues();

  const submit = form.onSubmit((typed) => {
    const checked = reissueRequestOf(storeId, orderId, typed);
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      // The 統編 is checked inside `invoice`; its message belongs under the field the cashier typed it in.
      if (errors['invoice.number']) errors.uniformNumber = errors['invoice.number'];
      return form.setErrors(errors);
    }
    reissuing.mutate(checked.data, {
      onSuccess: (invoice) => {
        showToast(`重新開立成功：${invoiceNumberText(invoice.invoiceNumber)}`);
        onClose();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {issued ? `將作廢發票 ${invoiceNumberText(issued.invoiceNumber)}，並以新號碼重新開立。` : '將以新號碼為此訂單開立發票。'}
        </Text>
        <TextInput label={issued ? '作廢原因' : '開立原因'} withAsterisk maxLength={VOID_REASON_MAX} data-autofocus {...form.getInputProps('reason')} />
        <Radio.Group label="買受人" {...form.getInputProps('buyer')}>
          <Stack gap={6} mt={4}>
            <Radio value="keep" label="沿用原訂單" />
            <Radio value="uniformNumber" label="改開統編" />
            <Radio value="consumer" label="一般消費者（列印證明聯）" />
          </Stack>
        </Radio.Group>
        {values.buyer === 'uniformNumber' && (
          <TextInput label="統編" withAsterisk inputMode="numeric" maxLength={8} {...form.getInputProps('uniformNumber')} />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={reissuing.isPending}>
            重新開立
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
