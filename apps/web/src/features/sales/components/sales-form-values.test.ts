import { describe, expect, it } from 'vitest';
import { checkNewSales, checkSalesUpdate, EMPTY_SALES, type SalesFormValues } from './sales-form-values';

function person(change: Partial<SalesFormValues> = {}): SalesFormValues {
  return {
    ...EMPTY_SALES,
    account: 'sales02',
    password: 'Sales2026ok',
    confirmPassword: 'Sales2026ok',
    name: '林業務',
    email: 'lin@example.tw',
    storeIds: ['2', '5'],
    ...change,
  };
}

describe('sales form', () => {
  it('a new sales person needs a confirmed password; stores go as numbers', () => {
    expect(checkNewSales(person())).toMatchObject({ ok: true, request: { account: 'sales02', storeIdList: [2, 5], code: null } });
    expect(checkNewSales(person({ confirmPassword: 'Other2026ok' }))).toEqual({ ok: false, errors: { confirmPassword: '新密碼不一致' } });
    expect(checkNewSales(person({ password: '', confirmPassword: '' }))).toMatchObject({ ok: false, errors: { password: '密碼為必填' } });
  });

  it('an update keeps the password when it is left blank, and checks a new one', () => {
    expect(checkSalesUpdate(person({ password: '', confirmPassword: '' }), 8)).toMatchObject({ ok: true, request: { id: 8, password: null } });
    expect(checkSalesUpdate(person({ confirmPassword: '' }), 8)).toEqual({ ok: false, errors: { confirmPassword: '確認密碼為必填' } });
    expect(checkSalesUpdate(person({ password: 'abc', confirmPassword: 'abc' }), 8)).toMatchObject({ ok: false, errors: { password: '新密碼強度須為中(含)以上' } });
  });

  it('needs a valid email', () => {
    expect(checkNewSales(person({ email: 'not-an-email' }))).toEqual({ ok: false, errors: { email: '信箱格式不正確' } });
  });
});
