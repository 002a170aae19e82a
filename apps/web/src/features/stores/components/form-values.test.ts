import { describe, expect, it } from 'vitest';
import type { SchemeOption } from '@diancan/core';
import { applyScheme, checkContract, EMPTY_CONTRACT, endAfterMonths } from './contract-form-values';
import { checkNewStore, checkStoreUpdate, EMPTY_STORE, type StoreFormValues } from './store-form-values';
import { auditChanges } from './tabs/audit-changes';

const yearly: SchemeOption = { id: 4, name: '標準方案', amount: 1_200_000, months: 12 };

describe('contract form', () => {
  it('a contract of n months ends the day before the same date n months later', () => {
    expect(endAfterMonths('2026-03-15', 12)).toBe('2027-03-14');
    expect(endAfterMonths('2026-01-01', 1)).toBe('2026-01-31');
    // No 31 February: the same day is the month's last, and the contract ends the day before.
    expect(endAfterMonths('2026-01-31', 1)).toBe('2026-02-27');
  });

  it('choosing a scheme proposes its amount and length from the chosen start, or today', () => {
    expect(applyScheme(EMPTY_CONTRACT, yearly, '2026-05-01')).toEqual({
      schemeId: '4',
      period: { start: '2026-05-01', end: '2027-04-30' },
      amountDollars: 12_000,
      remark: '',
    });
    const started = { ...EMPTY_CONTRACT, period: { start: '2026-06-10', end: null } };
    expect(applyScheme(started, yearly, '2026-05-01').period).toEqual({ start: '2026-06-10', end: '2027-06-09' });
  });

  it('sends the amount in cents and puts date errors on the period', () => {
    const values = { schemeId: '4', period: { start: '2026-05-01', end: '2026-05-21' }, amountDollars: '1000.5', remark: '' };
    expect(checkContract(values, { storeId: 9 })).toEqual({
      ok: true,
      request: { storeId: 9, schemeId: 4, startDate: '2026-05-01', endDate: '2026-05-21', amount: 100_050, remark: null },
    });
    const backwards = { ...values, period: { start: '2026-05-21', end: '2026-05-01' } };
    expect(checkContract(backwards, { id: 3 })).toEqual({ ok: false, errors: { period: '開始時間晚於結束時間!' } });
    expect(checkContract({ ...EMPTY_CONTRACT }, { storeId: 9 })).toMatchObject({ ok: false, errors: { schemeId: '合約方案為必填' } });
  });
});

function newStore(change: Partial<StoreFormValues['owner']> = {}): StoreFormValues {
  return {
    ...EMPTY_STORE,
    name: '新店',
    salesId: '3',
    owner: { account: 'owner01', password: 'Owner2026ok', confirmPassword: 'Owner2026ok', name: '陳老闆', email: '', phone: '', ...change },
  };
}

describe('store form', () => {
  it('sends a new store with its owner, blanks as null and the sales person as a number', () => {
    const checked = checkNewStore(newStore());
    expect(checked).toMatchObject({
      ok: true,
      request: { name: '新店', phone: null, bindCode: null, salesId: 3, owner: { account: 'owner01', name: '陳老闆', email: null } },
    });
    expect(checked.ok && 'confirmPassword' in checked.request.owner).toBe(false);
  });

  it('needs the owner password typed twice the same', () => {
    expect(checkNewStore(newStore({ confirmPassword: 'Other2026ok' }))).toEqual({ ok: false, errors: { 'owner.confirmPassword': '新密碼不一致' } });
    expect(checkNewStore(newStore({ confirmPassword: '' }))).toEqual({ ok: false, errors: { 'owner.confirmPassword': '確認密碼為必填' } });
  });

  it('reports nested owner errors under their form path', () => {
    const checked = checkNewStore(newStore({ account: '', name: '' }));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors['owner.account']).toBe('店家帳號為必填');
    expect(!checked.ok && checked.errors['owner.name']).toBe('負責人姓名為必填');
  });

  it('an update names the store and whether its logo goes', () => {
    expect(checkStoreUpdate({ ...EMPTY_STORE, name: '改名', uniformNumber: '04595257' }, 7, true)).toMatchObject({
      ok: true,
      request: { id: 7, name: '改名', uniformNumber: '04595257', removeLogo: true },
    });
    expect(checkStoreUpdate({ ...EMPTY_STORE, name: '改名', uniformNumber: '11111111' }, 7, false)).toEqual({
      ok: false,
      errors: { uniformNumber: '統編不正確' },
    });
  });
});

describe('audit changes', () => {
  it('lists only the fields that changed, in words', () => {
    const changes = auditChanges({
      before: { name: '舊店', phone: '02-1111', active: true, salesId: null },
      after: { name: '新店', phone: '02-1111', active: false, salesId: 3 },
    });
    expect(changes).toEqual([
      { field: '名稱', before: '舊店', after: '新店' },
      { field: '啟用', before: '開', after: '關' },
      { field: '業務人員', before: '（空）', after: '3' },
    ]);
  });

  it('a creation has only the values after', () => {
    expect(auditChanges({ before: null, after: { remark: '備註' } })).toEqual([{ field: '備註', before: '（空）', after: '備註' }]);
  });
});
