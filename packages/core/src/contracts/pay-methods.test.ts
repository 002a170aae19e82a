import { describe, expect, it } from 'vitest';
import { PAY_METHOD_PATHS, payMethodAddRequestSchema, payMethodSortRequestSchema } from './pay-methods.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('pay method contract', () => {
  it('uses /api/back/payMethod/ paths', () => {
    expect(PAY_METHOD_PATHS.getList).toEqual({ method: 'GET', path: '/api/back/payMethod/getList' });
    expect(PAY_METHOD_PATHS.remove.method).toBe('DELETE');
    expect(PAY_METHOD_PATHS.updateSort.method).toBe('PUT');
  });

  it('checks name and statistic key', () => {
    expect(payMethodAddRequestSchema.parse({ storeId: 1, name: '現金', statisticKey: 'CASH' }).enabled).toBe(true);
    expect(firstMessage(payMethodAddRequestSchema.safeParse({ storeId: 1, name: ' ', statisticKey: 'CASH' }))).toBe('付款方式名稱為必填');
    expect(firstMessage(payMethodAddRequestSchema.safeParse({ storeId: 1, name: '現金', statisticKey: 'cash' }))).toBe(
      '統計代碼須為大寫英文字母、數字或底線',
    );
  });

  it('refuses repeated ids in a sort', () => {
    expect(firstMessage(payMethodSortRequestSchema.safeParse({ storeId: 1, sortedIdList: [1, 1] }))).toBe('清單內不可有重複項目');
  });
});
