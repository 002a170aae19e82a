import { Badge, Button, Group, Paper, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SELLER_ADDRESS_MAX, SELLER_NAME_MAX, updateStoreInvoiceSettingRequestSchema, type StoreInvoiceSetting } from '@diancan/core';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdateInvoiceSetting } from '../api/invoice-setting';

interface SellerFormValues {
  storeInvoiceSwitch: boolean;
  sellerTaxId: string;
  sellerName: string;
  sellerAddress: string;
  aesKey: string;
}

function initialValues(setting: StoreInvoiceSetting): SellerFormValues {
  return {
    storeInvoiceSwitch: setting.storeInvoiceSwitch,
    sellerTaxId: setting.sellerTaxId ?? '',
    sellerName: setting.sellerName ?? '',
    sellerAddress: setting.sellerAddress ?? '',
    aesKey: '',
  };
}

/**
 * The store's e-invoice switch and the seller as its invoices carry it: 統編, name, address, and the QR code's AES key.
 * The key is never shown back: an empty field keeps the stored one.
 */
export function SellerSettingsForm({ setting }: { setting: StoreInvoiceSetting }) {
  const form = useForm<SellerFormValues>({ initialValues: initialValues(setting) });
  const saving = useUpdateInvoiceSetting();

  const submit = form.onSubmit((values) => {
    const checked = updateStoreInvoiceSettingRequestSchema.safeParse({
      storeId: setting.storeId,
      ...values,
      aesKey: values.aesKey.trim() === '' ? null : values.aesKey,
    });
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    saving.mutate(checked.data, {
      onSuccess: (saved) => {
        showToast('儲存成功');
        form.setValues(initialValues(saved));
        form.resetDirty(initialValues(saved));
      },
    });
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>發票資料</Title>
          <Group gap="xs">
            <Text size="sm">平台發票功能</Text>
            <Badge variant="light" color={setting.adminInvoiceSwitch ? 'green' : 'gray'} aria-label="平台發票功能">
              {setting.adminInvoiceSwitch ? '已開啟' : '未開啟'}
            </Badge>
          </Group>
          <Switch
            label="開立電子發票"
            description={setting.adminInvoiceSwitch ? '結帳時自動開立電子發票' : '平台開啟發票功能後才會開立'}
            {...form.getInputProps('storeInvoiceSwitch', { type: 'checkbox' })}
          />
          <TextInput label="賣方統編" inputMode="numeric" maxLength={8} {...form.getInputProps('sellerTaxId')} />
          <TextInput label="賣方名稱" maxLength={SELLER_NAME_MAX} {...form.getInputProps('sellerName')} />
          <TextInput label="賣方地址" maxLength={SELLER_ADDRESS_MAX} {...form.getInputProps('sellerAddress')} />
          <PasswordInput
            label="QR Code 加密金鑰 (AES)"
            maxLength={32}
            autoComplete="off"
            placeholder={setting.aesKeySet ? '已設定，留空則不變更' : '32位十六進位字元'}
            description="財政部電子發票整合服務平台產生的金鑰，用於證明聯左側QR碼的檢驗碼"
            {...form.getInputProps('aesKey')}
          />
          <Group gap="xs">
            <Text size="sm">金鑰狀態</Text>
            <Badge variant="light" color={setting.aesKeySet ? 'green' : 'orange'} aria-label="金鑰狀態">
              {setting.aesKeySet ? '已設定' : '未設定'}
            </Badge>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving.isPending}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
