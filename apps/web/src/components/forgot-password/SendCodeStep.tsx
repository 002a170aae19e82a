import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { MSG, RESEND_SECONDS, sendVerifyCodeRequestSchema, type SendVerifyCodeRequest } from '@diancan/core';
import { useSendVerifyCode } from './api/send-verify-code';
import { CountdownSuffix } from './CountdownSuffix';
import { RefusalText } from './RefusalText';

export interface SendCodeStepProps {
  /** What was sent last time, when the user comes back to this step to correct it. */
  initial: SendVerifyCodeRequest;
  /** Seconds before the server accepts another send (0 when it already does). */
  resendInSeconds: number;
  onSent(recipient: SendVerifyCodeRequest, resendAfterSeconds: number): void;
}

/** Step 1: the store's e-mail and account; a verify code is mailed to that address. */
export function SendCodeStep({ initial, resendInSeconds, onSent }: SendCodeStepProps) {
  const form = useForm<SendVerifyCodeRequest>({
    initialValues: initial,
    validate: schemaResolver(sendVerifyCodeRequestSchema, { sync: true }),
  });
  const sending = useSendVerifyCode();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    const request = sendVerifyCodeRequestSchema.parse(values);
    setRefusal(null);
    sending.mutate(request, {
      onSuccess: (reply) => {
        if (reply.status) onSent(request, reply.data ?? RESEND_SECONDS);
        else setRefusal(reply.message ?? MSG.DEFAULT_ERROR);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput {...form.getInputProps('email')} label="信箱" type="email" inputMode="email" autoComplete="email" data-autofocus />
        <TextInput {...form.getInputProps('account')} label="店家帳號" autoComplete="username" />
        <RefusalText message={refusal} />
        <Button type="submit" fullWidth loading={sending.isPending} disabled={resendInSeconds > 0}>
          發送驗證碼
          <CountdownSuffix seconds={resendInSeconds} />
        </Button>
      </Stack>
    </form>
  );
}
