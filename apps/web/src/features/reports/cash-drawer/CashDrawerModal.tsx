import { Button, Group, Modal, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CASH_DRAWER_MSG,
  CASH_DRAWER_RECORD_TYPES,
  CASH_DRAWER_REMARK_MAX,
  CASH_DRAWER_TYPE_LABELS,
  cashDrawerRecordAddRequestSchema,
  cashDrawerRecordUpdateRequestSchema,
  CASH_MODAL_WIDTH,
  type CashDrawerRecord,
  type CashDrawerRecordType,
} from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useAddCashDrawerRecord, useUpdateCashDrawerRecord } from './api/cash-drawer-api';
import { MoneyInput, moneyCents, moneyField } from './MoneyInput';

export interface CashDrawerModalProps {
  storeId: number;
  /** The record edited, 'new' to add one, null when closed. */
  editing: CashDrawerRecord | 'new' | null;
  onClose: () => void;
}

/** 新增臨時收支 / 編輯臨時收支 (store operations sections 2, 3 and 5): type, amount (required, numeric), remark. */
export function CashDrawerModal({ storeId, editing, onClose }: CashDrawerModalProps) {
  const title = editing === 'new' ? CASH_DRAWER_MSG.ADD_TITLE : CASH_DRAWER_MSG.EDIT_TITLE;
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size={CASH_MODAL_WIDTH} centered>
      {editing !== null && (
        <CashDrawerForm key={editing === 'new' ? 'new' : editing.id} storeId={storeId} record={editing === 'new' ? null : editing} onClose={onClose} />
      )}
    </Modal>
  );
}

interface CashDrawerFormValues {
  type: CashDrawerRecordType;
  /** NT$ as the field holds it; '' while empty. */
  amount: number | string;
  remark: string;
}

function CashDrawerForm({ storeId, record, onClose }: { storeId: number; record: CashDrawerRecord | null; onClose: () => void }) {
  const form = useForm<CashDrawerFormValues>({
    mode: 'controlled',
    initialValues: {
      type: record?.type ?? 'INCOME',
      amount: record ? moneyField(record.amount) : '',
      remark: record?.remark ?? '',
    },
    // The spec's one message for an empty or non-numeric amount, as soon as the field is left.
    validate: { amount: (value) => (moneyCents(value) === null ? CASH_DRAWER_MSG.AMOUNT_REQUIRED : null) },
    validateInputOnBlur: ['amount'],
  });
  const adding = useAddCashDrawerRecord();
  const updating = useUpdateCashDrawerRecord();

  const submit = form.onSubmit((values) => {
    const fields = { storeId, type: values.type, amount: moneyCents(values.amount) ?? undefined, remark: values.remark };
    const done = {
      onSuccess: () => {
        showToast(record ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (record) {
      const checked = cashDrawerRecordUpdateRequestSchema.safeParse({ ...fields, id: record.id });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
      return;
    }
    const checked = cashDrawerRecordAddRequestSchema.safeParse(fields);
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    adding.mutate(checked.data, done);
  });

  const amountEmpty = moneyCents(form.values.amount) === null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* The spec's cash modal is 742 wide: type and amount side by side, the remark under them. */}
        <SimpleGrid cols={2} spacing="md">
          <Radio.Group label="類型" withAsterisk {...form.getInputProps('type')}>
            <Group gap="lg" mt={6}>
              {CASH_DRAWER_RECORD_TYPES.map((type) => (
                <Radio key={type} value={type} label={CASH_DRAWER_TYPE_LABELS[type]} />
              ))}
            </Group>
          </Radio.Group>
          <MoneyInput label="金額" withAsterisk data-autofocus {...form.getInputProps('amount')} />
        </SimpleGrid>
        <Textarea label="備註" autosize minRows={2} maxLength={CASH_DRAWER_REMARK_MAX} {...form.getInputProps('remark')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={amountEmpty} loading={adding.isPending || updating.isPending}>
            確認
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
