import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  newPasswordFormSchema,
  storeOwnerUpdateRequestSchema,
  type NewPasswordForm,
  type StoreDetail,
  type StoreOwner,
} from '@diancan/core';
import { NewPasswordFields } from '../../../../components/password-strength';
import { useSetOwnerPassword, useUpdateOwner } from '../../api/stores';
import { fieldErrors } from '../errors';

function OwnerInfoForm({ storeId, owner }: { storeId: number; owner: StoreOwner }) {
  const updating = useUpdateOwner();
  const form = useForm({ initialValues: { name: owner.name, email: owner.email ?? '', phone: owner.phone ?? '' } });
  const submit = form.onSubmit((values) => {
    const result = storeOwnerUpdateRequestSchema.safeParse({ storeId, ...values });
    if (!result.success) {
      form.setErrors(fieldErrors(result.error));
      return;
    }
    updating.mutate(result.data);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="負責人姓名" required disabled={updating.isPending} {...form.getInputProps('name')} />
          <TextInput label="負責人信箱" type="email" disabled={updating.isPending} {...form.getInputProps('email')} />
          <TextInput label="負責人電話" disabled={updating.isPending} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={updating.isPending}>
            儲存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const EMPTY_PASSWORD: NewPasswordForm = { password: '', confirmPassword: '' };

function OwnerPasswordForm({ storeId }: { storeId: number }) {
  const setting = useSetOwnerPassword();
  const form = useForm<NewPasswordForm>({ initialValues: EMPTY_PASSWORD, validate: schemaResolver(newPasswordFormSchema, { sync: true }) });
  const submit = form.onSubmit(({ password }) =>
    setting.mutate({ storeId, password }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <NewPasswordFields passwordInput={form.getInputProps('password')} confirmInput={form.getInputProps('confirmPassword')} disabled={setting.isPending} />
        <Group justify="flex-end">
          <Button type="submit" loading={setting.isPending}>
            設定密碼
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 負責人帳號: the owner's contact details, and a new password for them (their sessions end at once). */
export function OwnerTab({ store }: { store: StoreDetail }) {
  const { owner } = store;
  if (!owner) {
    return (
      <Text c="dimmed" py="lg">
        此商店沒有負責人帳號。
      </Text>
    );
  }
  return (
    <Stack gap="md" maw={880}>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={4}>負責人資料</Title>
            <Text c="dimmed">帳號 {owner.account}</Text>
            {!owner.active && <Badge color="gray">停用</Badge>}
          </Group>
          <OwnerInfoForm key={owner.id} storeId={store.id} owner={owner} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={4}>設定密碼</Title>
          <Text size="sm" c="dimmed">
            設定後負責人的所有裝置會登出，需以新密碼重新登入。
          </Text>
          <OwnerPasswordForm storeId={store.id} />
        </Stack>
      </Paper>
    </Stack>
  );
}
