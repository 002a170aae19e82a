import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  MSG,
  RESEND_SECONDS,
  RESET_CODE_LENGTH,
  verifyCodeRequestSchema,
  type SendVerifyCodeRequest,
} from '@diancan/core';
import { useSendVerifyCode } from './api/send-verify-code';
import { useVerifyCode } from './api/verify-code';
import { CountdownSuffix } from './CountdownSuffix';
import { RefusalText } from './RefusalText';

const codeFormSchema = verifyCodeRequestSchema.pick({ code: true });

/** Whatever is typed or pasted, keep its digits only, at most the code's length. */
function toCodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH);
}

export interface VerifyCodeStepProps {
  recipient: SendVerifyCodeRequest;
  resendInSeconds: number;
  onResent(resendAfterSeconds: number): void;
  onVerified(): void;
}

/** Step 2: the mailed code; another can be sent once the countdown ends. */
export function VerifyCodeStep({ recipient, resendInSeconds, onResent, onVerified }: VerifyCodeStepProps) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(codeFormSchema, { sync: true }),
  });
  const verifying = useVerifyCode();
  const resending = useSendVerifyCode();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(({ code }) => {
    setRefusal(null);
    verifying.mutate(
      { account: recipient.account, code },
      {
        onSuccess: (reply) => {
          if (reply.status) onVerified();
          else setRefusal(reply.message ?? MSG.VERIFY_CODE_WRONG);
        },
      },
    );
  });

  const resend = () => {
    setRefusal(null);
    resending.mutate(recipient, {
      onSuccess: (reply) => {
        if (reply.status) {
          form.setFieldValue('code', '');
          onResent(reply.data ?? RESEND_SECONDS);
        } else setRefusal(reply.message ?? MSG.DEFAULT_ERROR);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          驗證碼已寄至 {recipient.email}
        </Text>
        {/* No maxLength: the browser would cut a pasted "482 913" before its digits are picked out. */}
        <TextInput
          {...form.getInputProps('code')}
          onChange={(event) => {
            setRefusal(null);
            form.setFieldValue('code', toCodeDigits(event.currentTarget.value));
          }}
          label="驗證碼"
          inputMode="numeric"
          autoComplete="one-time-code"
          // Step 2 appears inside an open modal, whose own autofocus has already run.
          autoFocus
        />
        <RefusalText message={refusal} />
        <Group grow>
          <Button variant="default" onClick={resend} loading={resending.isPending} disabled={resendInSeconds > 0}>
            重新發送
            <CountdownSuffix seconds={resendInSeconds} />
          </Button>
          <Button type="submit" loading={verifying.isPending}>
            下一步
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
