import { Modal, Stepper } from '@mantine/core';
import { useState } from 'react';
import type { SendVerifyCodeRequest } from '@diancan/core';
import { NewPasswordStep } from './NewPasswordStep';
import { SendCodeStep } from './SendCodeStep';
import { useCountdown } from './use-countdown';
import { VerifyCodeStep } from './VerifyCodeStep';

export interface NewCredentials {
  account: string;
  password: string;
}

export interface ForgotPasswordWizardProps {
  opened: boolean;
  onClose(): void;
  /** The password was changed: the caller signs in with these credentials. The wizard closes itself after. */
  onDone(credentials: NewCredentials): void;
}

const SEND_STEP = 0;
const VERIFY_STEP = 1;
const NEW_PASSWORD_STEP = 2;

/**
 * Forgot password (access spec, section 4): send a code to the store's e-mail, verify it, set a new password.
 * The steps live inside the modal's content, so closing the modal forgets everything typed.
 */
export function ForgotPasswordWizard({ opened, onClose, onDone }: ForgotPasswordWizardProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="忘記密碼"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      <ForgotPasswordSteps
        onFinished={(credentials) => {
          onDone(credentials);
          onClose();
        }}
      />
    </Modal>
  );
}

function ForgotPasswordSteps({ onFinished }: { onFinished(credentials: NewCredentials): void }) {
  const [step, setStep] = useState(SEND_STEP);
  const [recipient, setRecipient] = useState<SendVerifyCodeRequest>({ email: '', account: '' });
  const resendCountdown = useCountdown();

  return (
    <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="xs">
      {/* Back to step 1 only from step 2, to correct the address; a verified code is not given up by a click. */}
      <Stepper.Step label="填寫資料" allowStepSelect={step === VERIFY_STEP}>
        <SendCodeStep
          initial={recipient}
          resendInSeconds={resendCountdown.remainingSeconds}
          onSent={(sentTo, resendAfterSeconds) => {
            setRecipient(sentTo);
            resendCountdown.start(resendAfterSeconds);
            setStep(VERIFY_STEP);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label="驗證信箱" allowStepSelect={false}>
        <VerifyCodeStep
          recipient={recipient}
          resendInSeconds={resendCountdown.remainingSeconds}
          onResent={resendCountdown.start}
          onVerified={() => setStep(NEW_PASSWORD_STEP)}
        />
      </Stepper.Step>
      <Stepper.Step label="設定新密碼" allowStepSelect={false}>
        <NewPasswordStep
          account={recipient.account}
          onChanged={(password) => onFinished({ account: recipient.account, password })}
        />
      </Stepper.Step>
    </Stepper>
  );
}
