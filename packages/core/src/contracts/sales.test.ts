import { describe, expect, it } from 'vitest';
import { mailPageRequestSchema } from './mail.js';
import { salesAddRequestSchema, salesUpdateRequestSchema } from './sales.js';
import { systemUpdateRequestSchema } from './system.js';

describe('sales contracts', () => {
  const person = { account: 'sales02', password: 'Abcd1234', name: '陳業務', email: 'a@b.tw' };
  it('creates a sales person with stores and keeps the password on update when none is given', () => {
    expect(salesAddRequestSchema.parse({ ...person, storeIdList: [1, 2] }).storeIdList).toEqual([1, 2]);
    expect(salesUpdateRequestSchema.parse({ id: 3, name: 'x', email: 'a@b.tw' }).password).toBeNull();
    expect(salesAddRequestSchema.safeParse({ ...person, email: 'nope' }).error?.issues[0]?.message).toBe('信箱格式不正確');
  });
});

describe('mail and system contracts', () => {
  it('refuses a reversed date range in the mail filter', () => {
    const result = mailPageRequestSchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(result.error?.issues[0]?.message).toBe('開始時間晚於結束時間!');
  });
  it('types the value by parameter', () => {
    expect(systemUpdateRequestSchema.safeParse({ paramId: 'MAINTENANCE', value: '1.0' }).success).toBe(false);
    expect(systemUpdateRequestSchema.parse({ paramId: 'APP_VERSION_IOS', value: ' 1.2.0 ' }).value).toBe('1.2.0');
  });
});
