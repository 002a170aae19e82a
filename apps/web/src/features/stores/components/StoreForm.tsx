import { Button, Divider, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { STORE_ADDRESS_MAX, STORE_NAME_MAX, STORE_PHONE_MAX, STORE_REMARK_MAX, type StoreDetail } from '@diancan/core';
import { useEffect, useState } from 'react';
import { ImageUpload } from '../../../components/image-upload';
import { NewPasswordFields } from '../../../components/password-strength';
import { fetchRandomBindCode, useSalesOptions, useSaveStore } from '../api/stores';
import { checkNewStore, checkStoreUpdate, EMPTY_STORE, storeToValues, type StoreFormValues } from './store-form-values';
import { useIsPlatformManager } from './use-platform-role';

/** A chosen logo with its preview URL; the URL is released when another is chosen or the form goes away. */
interface ChosenLogo {
  file: File;
  url: string;
}

function useReleasedPreview(chosen: ChosenLogo | null): void {
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
  }, [chosen]);
}

export interface StoreFormProps {
  /** The store being edited; absent when adding (the owner account is created with the store). */
  store?: StoreDetail;
  onSaved: (store: StoreDetail) => void;
  onCancel?: () => void;
}

/** Basic data of a store (name, contact, tax id, bind code, sales person, remark, logo) and, when adding, its owner. */
export function StoreForm({ store, onSaved, onCancel }: StoreFormProps) {
  const adding = store === undefined;
  const manager = useIsPlatformManager();
  const sales = useSalesOptions(manager);
  const saving = useSaveStore();
  const form = useForm<StoreFormValues>({ initialValues: store ? storeToValues(store) : EMPTY_STORE });
  const [logo, setLogo] = useState<ChosenLogo | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [generating, setGenerating] = useState(false);
  useReleasedPreview(logo);
  const previewUrl = logo?.url ?? (!removeLogo && store?.logo ? store.logo.url : null);

  const generateBindCode = async () => {
    setGenerating(true);
    try {
      form.setFieldValue('bindCode', await fetchRandomBindCode());
    } catch {
      // The client showed why; the field keeps what it had.
    } finally {
      setGenerating(false);
    }
  };

  const submit = form.onSubmit((values) => {
    const checked = adding ? checkNewStore(values) : checkStoreUpdate(values, store.id, removeLogo && !logo);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate({ request: checked.request, logo: logo?.file ?? null }, { onSuccess: onSaved });
  });

  const busy = saving.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="商店名稱" required maxLength={STORE_NAME_MAX} disabled={busy} {...form.getInputProps('name')} />
          <TextInput label="電話" maxLength={STORE_PHONE_MAX} disabled={busy} {...form.getInputProps('phone')} />
          <TextInput label="統一編號" maxLength={8} inputMode="numeric" disabled={busy} {...form.getInputProps('uniformNumber')} />
          <TextInput
            label="綁定碼"
            description="8 碼英數字，裝置綁定商店時使用"
            disabled={busy}
            {...form.getInputProps('bindCode')}
            rightSectionWidth={72}
            rightSection={
              <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} />} loading={generating} onClick={() => void generateBindCode()}>
                產生
              </Button>
            }
          />
          {manager && (
            <Select
              label="業務人員"
              placeholder="未指派"
              clearable
              searchable
              data={(sales.data ?? []).map((person) => ({ value: String(person.id), label: `${person.name}（${person.account}）` }))}
              disabled={busy}
              {...form.getInputProps('salesId')}
            />
          )}
        </SimpleGrid>
        <TextInput label="地址" maxLength={STORE_ADDRESS_MAX} disabled={busy} {...form.getInputProps('address')} />
        <Textarea label="備註" autosize minRows={2} maxLength={STORE_REMARK_MAX} disabled={busy} {...form.getInputProps('remark')} />
        <ImageUpload
          label="商店 Logo"
          previewUrl={previewUrl}
          onSelect={(file) => {
            setLogo({ file, url: URL.createObjectURL(file) });
            setRemoveLogo(false);
          }}
          onRemove={() => {
            setLogo(null);
            setRemoveLogo(true);
          }}
          disabled={busy}
        />
        {adding && (
          <>
            <Divider />
            <Title order={4}>負責人帳號</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="店家帳號" required autoComplete="off" disabled={busy} {...form.getInputProps('owner.account')} />
              <TextInput label="負責人姓名" required disabled={busy} {...form.getInputProps('owner.name')} />
              <TextInput label="負責人信箱" type="email" disabled={busy} {...form.getInputProps('owner.email')} />
              <TextInput label="負責人電話" disabled={busy} {...form.getInputProps('owner.phone')} />
            </SimpleGrid>
            <NewPasswordFields
              passwordInput={form.getInputProps('owner.password')}
              confirmInput={form.getInputProps('owner.confirmPassword')}
              disabled={busy}
            />
          </>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              取消
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {adding ? '新增商店' : '儲存'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
