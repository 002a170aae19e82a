import { describe, expect, it } from 'vitest';
import { CONTRACT_PATHS, contractAddRequestSchema, contractPeriodState, NEARLY_EXPIRED_DAYS } from './store-contracts.js';

const contract = { storeId: 1, schemeId: 2, startDate: '2026-01-01', endDate: '2026-12-31', amount: 1_200_000 };

describe('contract contracts', () => {
  it('names every call under /api/back/contract', () => {
    for (const call of Object.values(CONTRACT_PATHS)) expect(call.path).toMatch(/^\/api\/back\/contract\/\w+$/);
    expect(NEARLY_EXPIRED_DAYS).toBe(30);
  });

  it('accepts a contract and refuses an end before its start', () => {
    expect(contractAddRequestSchema.parse(contract)).toMatchObject({ amount: 1_200_000, remark: null });
    const wrong = contractAddRequestSchema.safeParse({ ...contract, endDate: '2025-12-31' });
    expect(wrong.error?.issues[0]?.message).toBe('開始時間晚於結束時間!');
    expect(contractAddRequestSchema.safeParse({ ...contract, startDate: '2026-02-30' }).error?.issues[0]?.message).toBe(
      '開始日期格式不正確',
    );
    expect(contractAddRequestSchema.safeParse({ ...contract, amount: 10.5 }).success).toBe(false);
  });

  it('tells the state of a contract on a day, both ends included', () => {
    expect(contractPeriodState('2026-01-01', '2026-01-31', '2025-12-31')).toBe('NOT_STARTED');
    expect(contractPeriodState('2026-01-01', '2026-01-31', '2026-01-01')).toBe('ACTIVE');
    expect(contractPeriodState('2026-01-01', '2026-01-31', '2026-01-31')).toBe('ACTIVE');
    expect(contractPeriodState('2026-01-01', '2026-01-31', '2026-02-01')).toBe('EXPIRED');
  });
});
