import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEMBER_NAME_MAX, memberAddRequestSchema, memberUpdateRequestSchema, type Member } from '@diancan/core';
import { FormActions, FormModal } from '../../components/form-modal';
import { fieldErrors } from '../../lib/form-errors';
import { useAddMember, useUpdateMember } from './api';

export interface MemberModalProps {
  storeId: number;
  editing: Member | 'new' | null;
  onClose: () => void;
}

/** 新增會員 / 編輯會員: mobile number (09 + 8 digits), name and birthday. */
export function MemberModal({ storeId, editing, onClose }: MemberModalProps) {
  return (
    <FormModal target={editing} titles={{ add: '新增會員', edit: '編輯會員' }} onClose={onClose}>
      {(record) => <MemberForm storeId={storeId} member={record} onClose={onClose} />}
    </FormModal>
  );
}

function MemberForm({ storeId, member, onClose }: { storeId: number; member: Member | null; onClose: () => void }) {
  // The list shows numbers masked: an edit asks for the whole number again (the member says it).
  const form = useForm({ initialValues: { phone: '', name: member?.name ?? '', birthday: member?.birthday ?? '' } });
  const adding = useAddMember();
  const updating = useUpdateMember();
  const submit = form.onSubmit((values) => {
    const fields = { storeId, phone: values.phone, name: values.name, birthday: values.birthday === '' ? null : values.birthday };
    const done = { onSuccess: onClose };
    if (member) {
      const checked = memberUpdateRequestSchema.safeParse({ ...fields, id: member.id });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
      return;
    }
    const checked = memberAddRequestSchema.safeParse(fields);
    if (!checked.success) return form.setErrors(fieldErrors(checked.error));
    adding.mutate(checked.data, done);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="手機號碼"
          withAsterisk
          inputMode="numeric"
          maxLength={12}
          placeholder={member ? `目前 ${member.phone}，請輸入完整號碼` : '09xxxxxxxx'}
          data-autofocus
          {...form.getInputProps('phone')}
        />
        <TextInput label="姓名" maxLength={MEMBER_NAME_MAX} {...form.getInputProps('name')} />
        <TextInput type="date" label="生日" {...form.getInputProps('birthday')} />
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} />
      </Stack>
    </form>
  );
}
