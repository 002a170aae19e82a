import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@diancan/core';
import { ok, rejected, renderWithProviders, stubApi } from '../password-strength/test-utils';
import { ForgotPasswordWizard } from './ForgotPasswordWizard';

const SEND = 'POST /api/back/forgotPassword/sendVerifyCode';
const VERIFY = 'POST /api/back/forgotPassword/verifyCode';
const CHANGE = 'POST /api/back/forgotPassword/changePassword';

const EMAIL = 'owner@example.com';
const ACCOUNT = 'store01';
const CODE = '482913';
const NEW_PASSWORD = 'Newpass2026';

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function inputValue(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

function renderWizard() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithProviders(<ForgotPasswordWizard opened onClose={onClose} onDone={onDone} />);
  return { onClose, onDone };
}

function fakeServer(resendSeconds = 60) {
  return stubApi({
    [SEND]: () => ok(resendSeconds),
    [VERIFY]: (body) => ((body as { code: string }).code === CODE ? ok(null) : rejected(MSG.VERIFY_CODE_WRONG)),
    [CHANGE]: () => ok(null),
  });
}

async function passStepOne() {
  fillIn('信箱', EMAIL);
  fillIn('店家帳號', ACCOUNT);
  click('發送驗證碼');
  await screen.findByLabelText('驗證碼');
}

async function passStepTwo() {
  fillIn('驗證碼', CODE);
  click('下一步');
  await screen.findByLabelText('新密碼');
}

describe('ForgotPasswordWizard, step 1', () => {
  it('requires the e-mail and the account, and a well-formed e-mail', async () => {
    const api = fakeServer();
    renderWizard();

    click('發送驗證碼');
    expect(await screen.findByText('信箱為必填')).toBeTruthy();
    expect(screen.getByText('店家帳號為必填')).toBeTruthy();

    fillIn('信箱', 'not-an-email');
    click('發送驗證碼');
    expect(await screen.findByText('信箱格式不正確')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed e-mail and account, then asks for the code with 重新發送 counting down', async () => {
    const api = fakeServer();
    renderWizard();
    fillIn('信箱', ` ${EMAIL} `);
    fillIn('店家帳號', ` ${ACCOUNT}`);
    click('發送驗證碼');

    await screen.findByLabelText('驗證碼');
    expect(api.callsTo(SEND).map((call) => call.body)).toEqual([{ email: EMAIL, account: ACCOUNT }]);
    const resend = screen.getByRole('button', { name: '重新發送' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/\((60|59)s\)/);
    expect(screen.getByText(`驗證碼已寄至 ${EMAIL}`)).toBeTruthy();
  });

  it('shows a refused send in the error colour and stays on step 1', async () => {
    stubApi({ [SEND]: () => rejected(MSG.ACCOUNT_EMAIL_MISMATCH) });
    renderWizard();
    fillIn('信箱', EMAIL);
    fillIn('店家帳號', ACCOUNT);
    click('發送驗證碼');

    expect((await screen.findByRole('alert')).textContent).toBe(MSG.ACCOUNT_EMAIL_MISMATCH);
    expect(screen.queryByLabelText('驗證碼')).toBeNull();
  });
});

describe('ForgotPasswordWizard, step 2', () => {
  it('keeps only digits, at most 6, and verifies only a full code', async () => {
    const api = fakeServer();
    renderWizard();
    await passStepOne();

    click('下一步');
    expect(await screen.findByText('請輸入驗證碼')).toBeTruthy();

    fillIn('驗證碼', '12a-3');
    expect(inputValue('驗證碼')).toBe('123');
    click('下一步');
    expect(await screen.findByText(MSG.CODE_INVALID)).toBeTruthy();

    fillIn('驗證碼', '48291377');
    expect(inputValue('驗證碼')).toBe(CODE);
    fillIn('驗證碼', '482 913');
    expect(inputValue('驗證碼')).toBe(CODE);
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('shows the message of a false verify result in the error colour, and moves on with the right code', async () => {
    const api = fakeServer();
    renderWizard();
    await passStepOne();

    fillIn('驗證碼', '000000');
    click('下一步');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(MSG.VERIFY_CODE_WRONG);
    expect(refusal.getAttribute('style') ?? '').toContain('red');

    await passStepTwo();
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([
      { account: ACCOUNT, code: '000000' },
      { account: ACCOUNT, code: CODE },
    ]);
  });

  it('enables 重新發送 when the countdown ends, and sends again to the same address', async () => {
    const api = fakeServer(1);
    renderWizard();
    await passStepOne();
    const resend = screen.getByRole('button', { name: '重新發送' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2_000 });
    click('重新發送');
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(2));
    expect(api.callsTo(SEND)[1]?.body).toEqual({ email: EMAIL, account: ACCOUNT });
    await waitFor(() => expect(resend.disabled).toBe(true));
  });
});

describe('ForgotPasswordWizard, step 3', () => {
  it('checks required fields, strength and the confirmation', async () => {
    const api = fakeServer();
    renderWizard();
    await passStepOne();
    await passStepTwo();

    click('確認');
    expect(await screen.findByText('新密碼為必填')).toBeTruthy();
    expect(screen.getByText('確認密碼為必填')).toBeTruthy();

    // 8 lower-case letters: long enough, but weak
    fillIn('新密碼', 'abcdefgh');
    fillIn('確認密碼', 'abcdefgh');
    click('確認');
    expect(await screen.findByText('新密碼強度須為中(含)以上')).toBeTruthy();
    expect(screen.getByText('密碼強度：弱')).toBeTruthy();

    fillIn('新密碼', NEW_PASSWORD);
    fillIn('確認密碼', `${NEW_PASSWORD}x`);
    click('確認');
    expect(await screen.findByText('新密碼不一致')).toBeTruthy();
    expect(api.callsTo(CHANGE)).toHaveLength(0);
  });

  it('empties the confirmation when the new password changes', async () => {
    fakeServer();
    renderWizard();
    await passStepOne();
    await passStepTwo();

    fillIn('新密碼', NEW_PASSWORD);
    fillIn('確認密碼', NEW_PASSWORD);
    fillIn('新密碼', `${NEW_PASSWORD}9`);
    expect(inputValue('確認密碼')).toBe('');
    expect(inputValue('新密碼')).toBe(`${NEW_PASSWORD}9`);
  });

  it('changes the password, hands the new credentials over and closes', async () => {
    const api = fakeServer();
    const { onClose, onDone } = renderWizard();
    await passStepOne();
    await passStepTwo();

    fillIn('新密碼', NEW_PASSWORD);
    expect(screen.getByText('密碼強度：中')).toBeTruthy();
    fillIn('確認密碼', NEW_PASSWORD);
    click('確認');

    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ account: ACCOUNT, password: NEW_PASSWORD }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo(CHANGE).map((call) => call.body)).toEqual([{ account: ACCOUNT, password: NEW_PASSWORD }]);
  });
});
