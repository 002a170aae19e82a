import { describe, it, expect } from 'vitest';
import { bluetoothConnectedMessage, discountGapMessage, MSG } from './messages.js';

describe('MSG', () => {
  it('keeps the spec strings verbatim, punctuation included', () => {
    expect(MSG.NETWORK).toBe('網絡問題，請檢查您的網絡連接');
    expect(MSG.RECONNECTED).toBe('重新連線成功!');
    expect(MSG.MANAGER_CODE_WRONG).toBe('識別碼錯誤!');
    expect(MSG.PASSWORD_RESET_LOGOUT).toBe('密碼已修改，三秒後即將登出！');
    expect(MSG.PASSWORD_TOO_WEAK).toBe('新密碼強度須為中(含)以上');
    expect(MSG.LOGOUT_CONFIRM).toBe('確定要登出嗎？');
    expect(MSG.SORT_API_MISSING).toBe('API 不存在！');
  });
  it('has no blank and no duplicate message', () => {
    const values = Object.values(MSG);
    values.forEach((value) => expect(value.trim()).not.toBe(''));
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('message builders', () => {
  it('fills in the device and the amount', () => {
    expect(bluetoothConnectedMessage('出單機 1')).toBe('出單機 1 出單機連結成功');
    expect(discountGapMessage(120)).toBe('差$120元');
  });
});
