import { NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AUTOMATIC_DISCOUNT_NAME_MAX,
  automaticDiscountAddRequestSchema,
  automaticDiscountUpdateRequestSchema,
  type AutomaticDiscount,
} from '@diancan/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { checkMinimumTaken, useAddAutomaticDiscount, useUpdateAutomaticDiscount } from '../api/automatic-discounts';
import { fieldErrors } from '../../../lib/form-errors';
import { tierText } from '../tier-text';
import {
  centsOrNull,
  DiscountFields,
  discountFieldValues,
  discountFormErrors,
  discountOf,
  dollarsOf,
  type DiscountFieldValues,
} from '../../../components/discount-fields';
import { FormActions, FormModal } from '../../../components/form-modal';

export interface AutomaticDiscountModalProps {
  storeId: number;
  editing: AutomaticDiscount | 'new' | null;
  onClose: () => void;
}

/** Add or edit a tier: its name, the minimum spending amount, and money or a percentage off. */
export function AutomaticDiscountModal({ storeId, editing, onClose }: AutomaticDiscountModalProps) {
  return (
    <FormModal target={editing} titles={{ add: '新增自動折扣', edit: '編輯自動折扣' }} onClose={onClose}>
      {(record) => <DiscountForm storeId={storeId} discount={record} onClose={onClose} />}
    </FormModal>
  );
}

interface FormValues extends DiscountFieldValues {
  name: string;
  /** NT$ as typed. */
  minimum: number | string;
  enabled: boolean;
}

function DiscountForm({ storeId, discount, onClose }: { storeId: number; discount: AutomaticDiscount | null; onClose: () => void }) {
  const form = useForm<FormValues>({
    initialValues: {
      name: discount?.name ?? '',
      minimum: dollarsOf(discount?.minimumSpendingAmount),
      ...discountFieldValues(discount),
      enabled: discount?.enabled ?? true,
    },
  });
  const [minimumTaken, setMinimumTaken] = useState<string | null>(null);
  const adding = useAddAutomaticDiscount();
  const updating = useUpdateAutomaticDiscount();
  const values = form.getValues();

  const request = (v: FormValues) => ({
    storeId,
    name: v.name,
    minimumSpendingAmount: centsOrNull(v.minimum),
    ...discountOf(v),
  });

  // The server says at once whether another tier already starts at this amount.
  const checkMinimum = async () => {
    const minimumSpendingAmount = centsOrNull(form.getValues().minimum);
    if (minimumSpendingAmount === null) return;
    try {
      setMinimumTaken(await checkMinimumTaken({ storeId, id: discount?.id ?? null, minimumSpendingAmount }));
    } catch {
      setMinimumTaken(null);
    }
  };

  const submit = form.onSubmit((v) => {
    const done = {
      onSuccess: () => {
        showToast(discount ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (discount) {
      const checked = automaticDiscountUpdateRequestSchema.safeParse({ ...request(v), id: discount.id, lastUpdateTime: discount.lastUpdateTime });
      if (!checked.success) return form.setErrors(discountFormErrors(fieldErrors(checked.error), 'minimumSpendingAmount'));
      updating.mutate(checked.data, done);
      return;
    }
    const checked = automaticDiscountAddRequestSchema.safeParse({ ...request(v), enabled: v.enabled });
    if (!checked.success) return form.setErrors(discountFormErrors(fieldErrors(checked.error), 'minimumSpendingAmount'));
    adding.mutate(checked.data, done);
  });

  const preview = request(values);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="自動折扣名稱" withAsterisk maxLength={AUTOMATIC_DISCOUNT_NAME_MAX} data-autofocus placeholder="例如 滿千折百" {...form.getInputProps('name')} />
        <NumberInput
          label="最低消費金額"
          withAsterisk
          prefix="NT$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps('minimum')}
          error={form.errors.minimum ?? minimumTaken ?? undefined}
          onBlur={() => void checkMinimum()}
        />
        <DiscountFields form={form} />
        {!discount && <Switch label="啟用" {...form.getInputProps('enabled', { type: 'checkbox' })} />}
        {preview.minimumSpendingAmount !== null && (
          <Text size="sm" c="dimmed">
            {tierText({ ...preview, minimumSpendingAmount: preview.minimumSpendingAmount })}
          </Text>
        )}
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} />
      </Stack>
    </form>
  );
}
