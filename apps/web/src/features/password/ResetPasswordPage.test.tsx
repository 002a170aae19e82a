import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@diancan/core';
import { httpError, ok, renderWithProviders, stubApi } from '../../components/password-strength/test-utils';
import { ResetPasswordPage } from './index';

const UPDATE = 'PUT /api/back/account/updatePassword';
const OLD_PASSWORD = 'Demo1234';
const NEW_PASSWORD = 'Brandnew2026!';

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function inputValue(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '確認' }));
}

function fillValidForm() {
  fillIn('舊密碼', OLD_PASSWORD);
  fillIn('新密碼', NEW_PASSWORD);
  fillIn('確認密碼', NEW_PASSWORD);
}

describe('ResetPasswordPage', () => {
  it('requires every field and a new password of strength 中 or better, typed twice alike', async () => {
    const api = stubApi({ [UPDATE]: () => ok(null) });
    renderWithProviders(<ResetPasswordPage />);

    submit();
    expect(await screen.findByText('舊密碼為必填')).toBeTruthy();
    expect(screen.getByText('新密碼為必填')).toBeTruthy();
    expect(screen.getByText('確認密碼為必填')).toBeTruthy();

    fillIn('舊密碼', OLD_PASSWORD);
    fillIn('新密碼', 'abcdefgh');
    fillIn('確認密碼', 'abcdefgh');
    submit();
    expect(await screen.findByText('新密碼強度須為中(含)以上')).toBeTruthy();

    fillIn('新密碼', NEW_PASSWORD);
    expect(inputValue('確認密碼')).toBe('');
    fillIn('確認密碼', 'Brandnew2026?');
    submit();
    expect(await screen.findByText('新密碼不一致')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the old and new password, says 密碼修改成功 and empties the form', async () => {
    const api = stubApi({ [UPDATE]: () => ok(null) });
    renderWithProviders(<ResetPasswordPage />);
    fillValidForm();
    expect(screen.getByText('密碼強度：強')).toBeTruthy();
    submit();

    expect(await screen.findByText('密碼修改成功')).toBeTruthy();
    expect(api.callsTo(UPDATE).map((call) => call.body)).toEqual([
      { oldPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD },
    ]);
    await waitFor(() => expect(inputValue('舊密碼')).toBe(''));
    expect(inputValue('新密碼')).toBe('');
    expect(inputValue('確認密碼')).toBe('');
  });

  it('keeps what was typed when the server refuses the old password', async () => {
    stubApi({ [UPDATE]: () => httpError(400, MSG.OLD_PASSWORD_WRONG) });
    renderWithProviders(<ResetPasswordPage />);
    fillValidForm();
    submit();

    expect(await screen.findByText(MSG.OLD_PASSWORD_WRONG)).toBeTruthy();
    expect(inputValue('舊密碼')).toBe(OLD_PASSWORD);
    expect(inputValue('新密碼')).toBe(NEW_PASSWORD);
    expect(screen.queryByText('密碼修改成功')).toBeNull();
  });
});
