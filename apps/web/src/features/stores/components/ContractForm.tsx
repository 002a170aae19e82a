import { Button, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTRACT_REMARK_MAX, formatCents, type Contract } from '@diancan/core';
import { DateRangeField, taipeiDate } from '../../../components/date-range';
import { usePlanList, useSaveContract } from '../api/stores';
import { applyScheme, checkContract, contractToValues, EMPTY_CONTRACT, type ContractFormValues } from './contract-form-values';

export interface ContractFormProps {
  /** The store a new contract is for; or the contract being edited. */
  target: { storeId: number } | { contract: Contract };
  onSaved: (contract: Contract) => void;
  onCancel?: () => void;
}

/** A store contract: its scheme (which proposes amount and length), first and last day, amount in NT$, remark. */
export function ContractForm({ target, onSaved, onCancel }: ContractFormProps) {
  const plans = usePlanList();
  const saving = useSaveContract();
  const editing = 'contract' in target ? target.contract : null;
  const form = useForm<ContractFormValues>({ initialValues: editing ? contractToValues(editing) : EMPTY_CONTRACT });
  const values = form.getValues();

  const chooseScheme = (id: string | null) => {
    const scheme = plans.data?.find((plan) => String(plan.id) === id);
    if (scheme) form.setValues(applyScheme(form.getValues(), scheme, taipeiDate()));
    else form.setFieldValue('schemeId', id);
  };

  const submit = form.onSubmit((formValues) => {
    const checked = checkContract(formValues, editing ? { id: editing.id } : { storeId: 'storeId' in target ? target.storeId : 0 });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate(checked.request, { onSuccess: onSaved });
  });

  const busy = saving.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="合約方案"
          required
          placeholder={plans.data?.length === 0 ? '尚無合約方案，請先到合約管理新增' : '選擇方案'}
          data={(plans.data ?? []).map((plan) => ({
            value: String(plan.id),
            label: `${plan.name}（${plan.months} 個月，${formatCents(plan.amount)}）`,
          }))}
          value={values.schemeId}
          onChange={chooseScheme}
          error={form.errors.schemeId}
          searchable
          disabled={busy}
        />
        <DateRangeField
          label="合約期間"
          required
          value={values.period}
          onChange={(period) => form.setFieldValue('period', period)}
          error={form.errors.period}
          disabled={busy}
        />
        <NumberInput
          label="合約金額（NT$）"
          required
          min={0}
          decimalScale={2}
          thousandSeparator=","
          prefix="NT$"
          disabled={busy}
          {...form.getInputProps('amountDollars')}
        />
        <Textarea label="備註" autosize minRows={2} maxLength={CONTRACT_REMARK_MAX} disabled={busy} {...form.getInputProps('remark')} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {editing ? '儲存' : '新增合約'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
