import { Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PAY_METHOD_NAME_MAX,
  PAY_METHOD_NAME_MAX_LENGTH,
  PAY_METHOD_STATISTIC_KEYS,
  PAY_METHOD_STATISTIC_LABELS,
  payMethodAddRequestSchema,
  payMethodUpdateRequestSchema,
  type PayMethod,
} from '@diancan/core';
import { useAddPayMethod, useUpdatePayMethod } from '../api/pay-methods';
import { fieldErrors } from '../../../lib/form-errors';
import { FormActions, FormModal } from '../../../components/form-modal';

export interface PayMethodModalProps {
  storeId: number;
  /** The method edited, 'new' to add one, null when closed. */
  editing: PayMethod | 'new' | null;
  onClose: () => void;
}

/** The label of a statistic key: ours for the known ones, the key itself for a store's own. */
export function statisticKeyLabel(key: string): string {
  return PAY_METHOD_STATISTIC_LABELS[key] ?? key;
}

/** Add or edit a pay method: its name (the checkout shows the first 8 characters) and its statistic key. */
export function PayMethodModal({ storeId, editing, onClose }: PayMethodModalProps) {
  return (
    <FormModal target={editing} titles={{ add: '新增付款方式', edit: '編輯付款方式' }} onClose={onClose}>
      {(record) => <PayMethodForm storeId={storeId} method={record} onClose={onClose} />}
    </FormModal>
  );
}

function PayMethodForm({ storeId, method, onClose }: { storeId: number; method: PayMethod | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: method?.name ?? '', statisticKey: method?.statisticKey ?? 'OTHER', enabled: method?.enabled ?? true },
  });
  const adding = useAddPayMethod();
  const updating = useUpdatePayMethod();
  const keys: string[] = [...PAY_METHOD_STATISTIC_KEYS];
  if (method && !keys.includes(method.statisticKey)) keys.push(method.statisticKey);

  const submit = form.onSubmit((values) => {
    const done = { onSuccess: onClose };
    if (method) {
      const checked = payMethodUpdateRequestSchema.safeParse({ storeId, id: method.id, name: values.name, statisticKey: values.statisticKey });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
      return;
    }
    const checked = payMethodAddRequestSchema.safeParse({ storeId, ...values });
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    adding.mutate(checked.data, done);
  });

  const name = form.getValues().name;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="付款方式名稱"
          withAsterisk
          maxLength={PAY_METHOD_NAME_MAX_LENGTH}
          data-autofocus
          description={[...name].length > PAY_METHOD_NAME_MAX ? `結帳畫面顯示前${PAY_METHOD_NAME_MAX}個字：${[...name].slice(0, PAY_METHOD_NAME_MAX).join('')}` : undefined}
          {...form.getInputProps('name')}
        />
        <Select
          label="統計類別"
          withAsterisk
          allowDeselect={false}
          data={keys.map((key) => ({ value: key, label: statisticKeyLabel(key) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('statisticKey')}
        />
        {!method && <Switch label="啟用" {...form.getInputProps('enabled', { type: 'checkbox' })} />}
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} />
      </Stack>
    </form>
  );
}
