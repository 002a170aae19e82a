import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { MSG, newPasswordFormSchema, type NewPasswordForm } from '@diancan/core';
import { NewPasswordFields } from '../password-strength';
import { useChangePassword } from './api/change-password';
import { RefusalText } from './RefusalText';

export interface NewPasswordStepProps {
  account: string;
  onChanged(password: string): void;
}

/** Step 3: the new password, typed twice; saving it ends the wizard. */
export function NewPasswordStep({ account, onChanged }: NewPasswordStepProps) {
  const form = useForm<NewPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(newPasswordFormSchema, { sync: true }),
  });
  const changing = useChangePassword();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(({ password }) => {
    setRefusal(null);
    changing.mutate(
      { account, password },
      {
        onSuccess: (reply) => {
          if (reply.status) onChanged(password);
          else setRefusal(reply.message ?? MSG.DEFAULT_ERROR);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NewPasswordFields
          passwordInput={form.getInputProps('password')}
          confirmInput={form.getInputProps('confirmPassword')}
          autoFocus
        />
        <RefusalText message={refusal} />
        <Button type="submit" fullWidth loading={changing.isPending}>
          確認
        </Button>
      </Stack>
    </form>
  );
}
