import { Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { brandAddUserRequestSchema, MODAL_WIDTH, type Brand } from '@diancan/core';
import { FormActions } from '../../../components/form-modal';
import { useAddBrandUser } from '../api';

const EMPTY = { account: '', password: '', name: '', email: '' };

/** 新增總部帳號: an HQ (總部) login for a brand; it signs in to the 總部 pages of that brand's stores. */
export function AddHqUserModal({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  return (
    <Modal opened={brand !== null} onClose={onClose} title={brand ? `新增總部帳號（${brand.name}）` : ''} size={MODAL_WIDTH} centered>
      {brand && <HqUserForm key={brand.id} brand={brand} onDone={onClose} />}
    </Modal>
  );
}

function HqUserForm({ brand, onDone }: { brand: Brand; onDone: () => void }) {
  const adding = useAddBrandUser();
  const form = useForm({
    initialValues: { ...EMPTY, brandId: brand.id },
    validate: schemaResolver(brandAddUserRequestSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit((values) => adding.mutate({ ...values, email: values.email || null }, { onSuccess: onDone }))}>
      <Stack gap="sm">
        <TextInput label="帳號" withAsterisk autoComplete="off" {...form.getInputProps('account')} />
        <PasswordInput label="密碼" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
        <TextInput label="姓名" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="信箱" {...form.getInputProps('email')} />
        <FormActions onCancel={onDone} saving={adding.isPending} mt="sm" />
      </Stack>
    </form>
  );
}
