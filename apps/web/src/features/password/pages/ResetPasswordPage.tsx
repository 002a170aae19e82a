import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, newPasswordFormSchema, updatePasswordRequestSchema, type NewPasswordForm } from '@diancan/core';
import { NewPasswordFields, PASSWORD_TOGGLE_PROPS } from '../../../components/password-strength';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/update-password';

type ResetPasswordForm = NewPasswordForm & { oldPassword: string };

const EMPTY_FORM: ResetPasswordForm = { oldPassword: '', password: '', confirmPassword: '' };

const validateOldPassword = schemaResolver(updatePasswordRequestSchema.pick({ oldPassword: true }), { sync: true });
const validateNewPassword = schemaResolver(newPasswordFormSchema, { sync: true });

/** The form checks the old password as the change call does, and the new one as every new-password form does. */
function validate(values: ResetPasswordForm) {
  return { ...validateOldPassword(values), ...validateNewPassword(values) };
}

/**
 * Change my password (routes /reset-password for staff, /account-manage/reset-password for stores).
 * The server signs the user's other sessions out at once; every page of the account, this one included, then gets
 * the realtime PASSWORD_RESET notice and signs out 3 s later (access section 4), so the new password is used next.
 */
export function ResetPasswordPage() {
  const form = useForm<ResetPasswordForm>({ initialValues: EMPTY_FORM, validate });
  const updating = useUpdatePassword();

  const submit = form.onSubmit(({ oldPassword, password }) => {
    updating.mutate(
      { oldPassword, newPassword: password },
      {
        onSuccess: (reply) => {
          if (!reply.status) {
            showErrorToast(reply.message ?? MSG.DEFAULT_ERROR);
            return;
          }
          showToast(MSG.PASSWORD_CHANGED);
          form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={440}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3}>修改密碼</Title>
          <PasswordInput
            {...form.getInputProps('oldPassword')}
            label="舊密碼"
            autoComplete="current-password"
            visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
            disabled={updating.isPending}
          />
          <NewPasswordFields
            passwordInput={form.getInputProps('password')}
            confirmInput={form.getInputProps('confirmPassword')}
            disabled={updating.isPending}
          />
          <Button type="submit" loading={updating.isPending}>
            確認
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export default ResetPasswordPage;
