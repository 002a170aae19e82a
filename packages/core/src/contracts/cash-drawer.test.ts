import { describe, expect, it } from 'vitest';
import {
  CASH_DRAWER_PATHS,
  cashDrawerRecordAddRequestSchema,
  cashDrawerRecordBatchRemoveRequestSchema,
  cashDrawerRecordPageRequestSchema,
  cashDrawerSummaryRequestSchema,
} from './cash-drawer.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('cash drawer contract', () => {
  it('uses /api/back/store/cashDrawerRecord/ paths with the spec methods', () => {
    expect(CASH_DRAWER_PATHS.add).toEqual({ method: 'POST', path: '/api/back/store/cashDrawerRecord/add' });
    expect(CASH_DRAWER_PATHS.update.method).toBe('PUT');
    expect(CASH_DRAWER_PATHS.batchRemove).toEqual({ method: 'DELETE', path: '/api/back/store/cashDrawerRecord/batchRemove' });
    expect(CASH_DRAWER_PATHS.page.method).toBe('POST');
    expect(CASH_DRAWER_PATHS.summary.method).toBe('POST');
  });

  it('requires a numeric amount (金額為必填), above 0, in whole cents', () => {
    const record = { storeId: 1, type: 'INCOME' };
    expect(firstMessage(cashDrawerRecordAddRequestSchema.safeParse(record))).toBe('金額為必填');
    expect(firstMessage(cashDrawerRecordAddRequestSchema.safeParse({ ...record, amount: '100' }))).toBe('金額為必填');
    expect(firstMessage(cashDrawerRecordAddRequestSchema.safeParse({ ...record, amount: 0 }))).toBe('金額須大於0');
    expect(firstMessage(cashDrawerRecordAddRequestSchema.safeParse({ ...record, amount: 10.5 }))).toBe('金額須為整數(以分為單位)');
    expect(cashDrawerRecordAddRequestSchema.parse({ ...record, amount: 50_000 })).toEqual({ ...record, amount: 50_000, remark: '' });
  });

  it('takes INCOME or EXPENSE only', () => {
    expect(firstMessage(cashDrawerRecordAddRequestSchema.safeParse({ storeId: 1, type: 'REFUND', amount: 100 }))).toBe('請選擇收支類型');
  });

  it('refuses a start after the end with the spec message and accepts one day', () => {
    const range = { storeId: 1, startDate: '2026-11-21', endDate: '2026-11-01' };
    expect(firstMessage(cashDrawerRecordPageRequestSchema.safeParse(range))).toBe('開始時間晚於結束時間!');
    expect(firstMessage(cashDrawerSummaryRequestSchema.safeParse(range))).toBe('開始時間晚於結束時間!');
    const page = cashDrawerRecordPageRequestSchema.parse({ ...range, endDate: '2026-11-21' });
    expect(page).toMatchObject({ page: 1, size: 10, type: null });
    expect(firstMessage(cashDrawerSummaryRequestSchema.safeParse({ ...range, startDate: '2026-02-30' }))).toBe('日期格式不正確');
  });

  it('pages by 10 to 50 rows', () => {
    const range = { storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(cashDrawerRecordPageRequestSchema.parse({ ...range, size: 50 }).size).toBe(50);
    expect(firstMessage(cashDrawerRecordPageRequestSchema.safeParse({ ...range, size: 15 }))).toBe('每頁行數須為10、20、30、40或50');
  });

  it('removes a non-empty list of distinct ids', () => {
    expect(firstMessage(cashDrawerRecordBatchRemoveRequestSchema.safeParse({ storeId: 1, idList: [] }))).toBe('請選擇臨時收支');
    expect(firstMessage(cashDrawerRecordBatchRemoveRequestSchema.safeParse({ storeId: 1, idList: [2, 2] }))).toBe('清單內不可有重複項目');
  });
});
