import { Button, Divider, Group, MultiSelect, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SALES_CODE_MAX, SALES_PHONE_MAX, SALES_REMARK_MAX, type SalesDetail } from '@diancan/core';
import { NewPasswordFields } from '../../../components/password-strength';
import { useAssignableStores, useSaveSales } from '../api/sales';
import { checkNewSales, checkSalesUpdate, EMPTY_SALES, salesToValues, type SalesFormValues } from './sales-form-values';

export interface SalesFormProps {
  person?: SalesDetail;
  onSaved: (person: SalesDetail) => void;
  onCancel?: () => void;
}

/**
 * A sales person: account and password (a new password on edit is optional and signs them out everywhere), contact,
 * 業務編號, remark, and the stores assigned to them (the assignment is replaced as a whole).
 */
export function SalesForm({ person, onSaved, onCancel }: SalesFormProps) {
  const adding = person === undefined;
  const saving = useSaveSales();
  const stores = useAssignableStores();
  const form = useForm<SalesFormValues>({ initialValues: person ? salesToValues(person) : EMPTY_SALES });

  const submit = form.onSubmit((values) => {
    const checked = adding ? checkNewSales(values) : checkSalesUpdate(values, person.id);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate(checked.request, {
      onSuccess: (saved) => {
        // A password is used once: the fields never keep it after it was sent.
        form.setValues({ password: '', confirmPassword: '' });
        onSaved(saved);
      },
    });
  });

  // Stores already assigned stay choosable even when inactive, so saving never drops them silently.
  const assigned = person?.stores ?? [];
  const options = [
    ...(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name })),
    ...assigned
      .filter((store) => !(stores.data ?? []).some((option) => option.id === store.id))
      .map((store) => ({ value: String(store.id), label: `${store.name}（停用）` })),
  ];

  const busy = saving.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="帳號" required autoComplete="off" disabled={busy || !adding} {...form.getInputProps('account')} />
          <TextInput label="業務編號" maxLength={SALES_CODE_MAX} disabled={busy} {...form.getInputProps('code')} />
          <TextInput label="姓名" required disabled={busy} {...form.getInputProps('name')} />
          <TextInput label="信箱" type="email" required disabled={busy} {...form.getInputProps('email')} />
          <TextInput label="電話" maxLength={SALES_PHONE_MAX} disabled={busy} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Textarea label="備註" autosize minRows={2} maxLength={SALES_REMARK_MAX} disabled={busy} {...form.getInputProps('remark')} />
        <MultiSelect
          label="負責商店"
          placeholder={stores.isPending ? '商店載入中...' : '搜尋並選擇商店'}
          data={options}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="找不到商店"
          disabled={busy}
          {...form.getInputProps('storeIds')}
        />
        <Divider />
        <Title order={5}>{adding ? '密碼' : '重設密碼'}</Title>
        {!adding && (
          <Text size="sm" c="dimmed">
            不修改請留白；設定新密碼後，此業務的所有裝置會登出。
          </Text>
        )}
        <NewPasswordFields passwordInput={form.getInputProps('password')} confirmInput={form.getInputProps('confirmPassword')} disabled={busy} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {adding ? '新增業務' : '儲存'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
