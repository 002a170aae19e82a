import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { PasswordStrength } from './PasswordStrength';

/** Mantine names the eye button in English; our users read Chinese. */
export const PASSWORD_TOGGLE_PROPS = { 'aria-label': '顯示或隱藏密碼' } as const;

export interface NewPasswordFieldsProps {
  /** `form.getInputProps('<new password field>')` of a @mantine/form form. */
  passwordInput: GetInputPropsReturnType;
  /** `form.getInputProps('<confirmation field>')` of the same form. */
  confirmInput: GetInputPropsReturnType;
  disabled?: boolean;
  /** Focus 新密碼 when shown (e.g. a wizard step that appears after the modal opened). */
  autoFocus?: boolean;
}

/**
 * 新密碼 (with its strength and hint) and 確認密碼, as every new-password form shows them.
 * Typing a new password empties the confirmation (access spec, section 5): a confirmation
 * only means something for the password it was typed against.
 */
export function NewPasswordFields({ passwordInput, confirmInput, disabled, autoFocus }: NewPasswordFieldsProps) {
  const password = typeof passwordInput.value === 'string' ? passwordInput.value : '';

  const changePassword = (event: ChangeEvent<HTMLInputElement>) => {
    passwordInput.onChange(event);
    if (confirmInput.value !== '') confirmInput.onChange('');
  };

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <PasswordInput
          {...passwordInput}
          onChange={changePassword}
          label="新密碼"
          autoComplete="new-password"
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          disabled={disabled}
          autoFocus={autoFocus}
        />
        <PasswordStrength value={password} />
      </Stack>
      <PasswordInput
        {...confirmInput}
        label="確認密碼"
        autoComplete="new-password"
        visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
        disabled={disabled}
      />
    </Stack>
  );
}
