import { describe, it, expect } from 'vitest';
import {
  changePasswordRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  newPasswordFormSchema,
  sendVerifyCodeRequestSchema,
  updatePasswordRequestSchema,
  updateStorePrincipalPasswordRequestSchema,
  validManagerCodeRequestSchema,
  verifyCodeRequestSchema,
} from './auth.js';

/** The message the server would return: the first issue's. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('loginRequestSchema', () => {
  it('accepts an account and password and trims the account only', () => {
    expect(loginRequestSchema.parse({ account: ' shop01 ', password: ' pw ' })).toEqual({ account: 'shop01', password: ' pw ' });
  });
  it('names the missing field in zh-TW', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe('帳號為必填');
    expect(firstMessage(loginRequestSchema.safeParse({ account: '   ', password: 'x' }))).toBe('帳號為必填');
    expect(firstMessage(loginRequestSchema.safeParse({ account: 'a', password: '' }))).toBe('密碼為必填');
    expect(firstMessage(loginRequestSchema.safeParse({ account: 'a', password: 12 }))).toBe('密碼為必填');
  });
  it('rejects a missing body with a zh-TW message', () => {
    expect(firstMessage(loginRequestSchema.safeParse(undefined))).toBe('請求內容格式不正確');
  });
});

describe('new password rules', () => {
  it('rejects a password below mid strength', () => {
    expect(firstMessage(updatePasswordRequestSchema.safeParse({ oldPassword: 'x', newPassword: 'abcdefgh' }))).toBe(
      '新密碼強度須為中(含)以上',
    );
  });
  it('rejects a short password even when varied', () => {
    expect(firstMessage(changePasswordRequestSchema.safeParse({ account: 'a', password: 'Ab1!@#x' }))).toBe('新密碼長度須為8碼以上');
  });
  it('gives one message at a time: required, then strength, then length', () => {
    const issues = (password: string) =>
      changePasswordRequestSchema.safeParse({ account: 'a', password }).error?.issues.map((i) => i.message);
    expect(issues('')).toEqual(['新密碼為必填']);
    expect(issues('abc')).toEqual(['新密碼強度須為中(含)以上']);
    expect(issues('Ab1!@#x')).toEqual(['新密碼長度須為8碼以上']);
  });
  it('accepts a mid password of 8 characters', () => {
    expect(changePasswordRequestSchema.safeParse({ account: 'a', password: 'abcde123' }).success).toBe(true);
  });
  it('requires the old password and a store id', () => {
    expect(firstMessage(updatePasswordRequestSchema.safeParse({ newPassword: 'abcde123' }))).toBe('舊密碼為必填');
    expect(firstMessage(updateStorePrincipalPasswordRequestSchema.safeParse({ password: 'abcde123' }))).toBe('商店編號為必填');
    expect(firstMessage(updateStorePrincipalPasswordRequestSchema.safeParse({ storeId: 0, password: 'abcde123' }))).toBe(
      '商店編號不正確',
    );
  });
  it('requires the confirmation to match', () => {
    expect(firstMessage(newPasswordFormSchema.safeParse({ password: 'abcde123', confirmPassword: '' }))).toBe('確認密碼為必填');
    const mismatch = newPasswordFormSchema.safeParse({ password: 'abcde123', confirmPassword: 'abcde124' });
    expect(firstMessage(mismatch)).toBe('新密碼不一致');
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('forgot password', () => {
  it('step 1 checks email then account', () => {
    expect(firstMessage(sendVerifyCodeRequestSchema.safeParse({ account: 'a' }))).toBe('信箱為必填');
    expect(firstMessage(sendVerifyCodeRequestSchema.safeParse({ email: ' ', account: 'a' }))).toBe('信箱為必填');
    expect(firstMessage(sendVerifyCodeRequestSchema.safeParse({ email: 'nope', account: 'a' }))).toBe('信箱格式不正確');
    expect(firstMessage(sendVerifyCodeRequestSchema.safeParse({ email: 'a@b.tw', account: '' }))).toBe('店家帳號為必填');
    expect(sendVerifyCodeRequestSchema.parse({ email: ' a@b.tw ', account: 'a' }).email).toBe('a@b.tw');
  });
  it('step 2 needs exactly 6 digits', () => {
    expect(firstMessage(verifyCodeRequestSchema.safeParse({ account: 'a', code: '' }))).toBe('請輸入驗證碼');
    expect(firstMessage(verifyCodeRequestSchema.safeParse({ account: 'a', code: '12345' }))).toBe('驗證碼須為6位數字');
    expect(firstMessage(verifyCodeRequestSchema.safeParse({ account: 'a', code: '1234567' }))).toBe('驗證碼須為6位數字');
    expect(firstMessage(verifyCodeRequestSchema.safeParse({ account: 'a', code: '12345a' }))).toBe('驗證碼須為6位數字');
    expect(verifyCodeRequestSchema.safeParse({ account: 'a', code: '012345' }).success).toBe(true);
  });
});

describe('validManagerCodeRequestSchema', () => {
  it('needs 6 digits and a store', () => {
    expect(validManagerCodeRequestSchema.safeParse({ managerCode: '000000', storeId: 3 }).success).toBe(true);
    expect(firstMessage(validManagerCodeRequestSchema.safeParse({ managerCode: '12345', storeId: 3 }))).toBe('識別碼須為6位數字');
    expect(firstMessage(validManagerCodeRequestSchema.safeParse({ managerCode: '123456' }))).toBe('商店編號為必填');
  });
});

describe('currentUserSchema', () => {
  const user = {
    id: 1,
    account: 'shop01',
    name: '小吃店',
    phone: null,
    email: 'a@b.tw',
    loginTime: '2026-11-21T09:00:00+08:00',
    buyerType: null,
    loginType: 'BACK',
    permissionList: ['USER_STORE'],
    storeList: [{ id: 7, name: '本店' }],
    manager: false,
    superManager: false,
    notManager: true,
    sales: false,
  };
  it('accepts the section 3 shape', () => {
    expect(currentUserSchema.parse(user)).toEqual(user);
  });
  it('rejects a time without offset and another login type', () => {
    expect(currentUserSchema.safeParse({ ...user, loginTime: '2026-11-21 09:00' }).success).toBe(false);
    expect(currentUserSchema.safeParse({ ...user, loginType: 'FRONT' }).success).toBe(false);
  });
});
