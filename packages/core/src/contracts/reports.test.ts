import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  REPORT_MSG,
  REPORT_PATHS,
  reportBatchRemoveRequestSchema,
  reportExportRequestSchema,
  reportMailRequestSchema,
  reportOrderFilterSchema,
  salesRankingRequestSchema,
  turnoverPageRequestSchema,
} from './reports.js';

const range = { storeId: 3, startDate: '2026-11-01', endDate: '2026-11-30' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('report contracts', () => {
  it('uses the spec paths', () => {
    expect(REPORT_PATHS.orderPage).toEqual({ method: 'POST', path: '/api/back/store/report/order/page' });
    expect(REPORT_PATHS.revenue.path).toBe('/api/back/store/report/order/revenue');
    expect(REPORT_PATHS.batchRemove).toEqual({ method: 'DELETE', path: '/api/back/store/report/order/batchRemove' });
    expect(REPORT_PATHS.salesRanking.path).toBe('/api/back/report/getSalesRanking');
    expect(REPORT_PATHS.mailList.method).toBe('GET');
  });

  it('fills the turnover page defaults and nulls the filters left out', () => {
    expect(turnoverPageRequestSchema.parse(range)).toEqual({
      ...range,
      page: 1,
      size: 10,
      payMethodId: null,
      status: null,
      type: null,
    });
  });

  it('refuses a start after the end with the spec message, and equal ends are one day', () => {
    expect(firstMessage(reportOrderFilterSchema.safeParse({ ...range, startDate: '2026-12-01' }))).toBe(MSG.DATE_RANGE);
    expect(MSG.DATE_RANGE).toBe('開始時間晚於結束時間!');
    expect(reportOrderFilterSchema.safeParse({ ...range, endDate: '2026-11-01' }).success).toBe(true);
  });

  it('caps a range at 366 days', () => {
    expect(reportOrderFilterSchema.safeParse({ ...range, startDate: '2025-11-30', endDate: '2026-11-30' }).success).toBe(true);
    expect(firstMessage(reportOrderFilterSchema.safeParse({ ...range, startDate: '2025-11-29' }))).toBe(REPORT_MSG.RANGE_TOO_LONG);
  });

  it('refuses page sizes other than 10 to 50 in tens, bad dates and unknown statuses', () => {
    expect(turnoverPageRequestSchema.safeParse({ ...range, size: 25 }).success).toBe(false);
    expect(firstMessage(reportOrderFilterSchema.safeParse({ ...range, startDate: '2026-02-30' }))).toBe('開始日期格式不正確');
    expect(firstMessage(reportOrderFilterSchema.safeParse({ ...range, status: 'LOST' }))).toBe('訂單狀態不正確');
    expect(firstMessage(reportOrderFilterSchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30' }))).toBe('商店編號為必填');
  });

  it('needs a reason and distinct ids to remove orders', () => {
    expect(firstMessage(reportBatchRemoveRequestSchema.safeParse({ storeId: 3, idList: [1], reason: ' ' }))).toBe('刪除原因為必填');
    expect(firstMessage(reportBatchRemoveRequestSchema.safeParse({ storeId: 3, idList: [1, 1], reason: '測試單' }))).toBe(
      '清單內不可有重複項目',
    );
    expect(reportBatchRemoveRequestSchema.parse({ storeId: 3, idList: [1, 2], reason: ' 測試單 ' }).reason).toBe('測試單');
  });

  it('ranks by count unless asked otherwise', () => {
    expect(salesRankingRequestSchema.parse(range)).toMatchObject({ sortBy: 'COUNT', keyword: null, categoryId: null });
  });

  it('exports and mails a named report with its own filters', () => {
    expect(reportExportRequestSchema.parse({ ...range, report: 'TURNOVER', status: 'COMPLETED' })).toMatchObject({
      report: 'TURNOVER',
      status: 'COMPLETED',
    });
    expect(firstMessage(reportExportRequestSchema.safeParse({ ...range, report: 'PAYROLL' }))).toBe('報表類型不正確');
    expect(reportMailRequestSchema.parse({ ...range, report: 'SALES_RANKING' }).recipients).toEqual([]);
    expect(firstMessage(reportMailRequestSchema.safeParse({ ...range, report: 'SALES_RANKING', recipients: ['x'] }))).toBe(
      '信箱格式不正確',
    );
  });
});
