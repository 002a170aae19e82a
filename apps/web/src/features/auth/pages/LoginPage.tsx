import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginRequestSchema, MSG, type LoginRequest } from '@diancan/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ForgotPasswordWizard } from '../../../components/forgot-password';
import { loadSession } from '../../../lib/current-user';
import { ApiError } from '../../../lib/http';
import { withLoadingOverlay } from '../../../lib/overlay-state';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.SERVER;
}

/**
 * Sign-in: account and password, POST back/login, then the current user (and the store config); the
 * /login route then sends the user to the landing page. 忘記密碼 opens the 3-step wizard, which ends by
 * signing in with the new password.
 */
export function LoginPage() {
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [loadingSession, setLoadingSession] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { account: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
  });

  async function signInWith(credentials: LoginRequest) {
    setFailure(null);
    let xsrfToken: string;
    try {
      const envelope = await loginMutation.mutateAsync(credentials);
      if (!envelope.status || !envelope.data) {
        setFailure(envelope.message ?? MSG.LOGIN_FAILED);
        return;
      }
      xsrfToken = envelope.data.xsrfToken;
    } catch (error) {
      setFailure(messageOf(error));
      return;
    }
    useSession.getState().signIn(xsrfToken);
    setLoadingSession(true);
    try {
      await withLoadingOverlay(loadSession);
    } catch (error) {
      setFailure(messageOf(error));
      useSession.getState().logout({ silent: true });
    } finally {
      setLoadingSession(false);
    }
  }

  function onForgotDone(credentials: { account: string; password: string }) {
    setForgotOpen(false);
    form.setValues(credentials);
    void signInWith(credentials);
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" shadow="md" radius="lg" p="xl" w="min(100%, 400px)" withBorder>
        <form onSubmit={form.onSubmit((values) => void signInWith(values))} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2" ta="center" c="brand.7">
              點餐 Diancan
            </Title>
            <TextInput
              label="帳號"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              key={form.key('account')}
              {...form.getInputProps('account')}
            />
            <PasswordInput
              label="密碼"
              autoComplete="current-password"
              visibilityToggleIcon={({ reveal }) => (reveal ? <IconEyeOff size={18} /> : <IconEye size={18} />)}
              visibilityToggleButtonProps={{ 'aria-label': '顯示或隱藏密碼' }}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            {failure && (
              <Text c="red" size="sm" role="alert">
                {failure}
              </Text>
            )}
            <Button type="submit" fullWidth size="md" loading={loginMutation.isPending || loadingSession}>
              登入
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setForgotOpen(true)}>
              忘記密碼
            </Anchor>
          </Stack>
        </form>
      </Paper>
      <ForgotPasswordWizard opened={forgotOpen} onClose={() => setForgotOpen(false)} onDone={onForgotDone} />
    </Center>
  );
}
