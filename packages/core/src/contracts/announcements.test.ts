import { describe, expect, it } from 'vitest';
import {
  announcementAddRequestSchema,
  announcementDisplayUpdateSchema,
  announcementState,
  announcementTemplateAddRequestSchema,
} from './announcements.js';

const base = {
  type: 'TEXT',
  title: '系統公告',
  content: '<p>你好</p>',
  startTime: '2026-01-01T00:00:00+08:00',
  endTime: '2026-01-31T00:00:00+08:00',
  allStores: true,
};
const first = (input: unknown) => announcementAddRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('announcement contracts', () => {
  it('accepts an announcement for every store', () => {
    expect(announcementAddRequestSchema.parse(base)).toMatchObject({ storeIdList: [], iosAppUrl: null });
  });

  it('needs chosen stores, an ordered time range and app links for APP_UPDATE', () => {
    expect(first({ ...base, allStores: false })).toBe('請選擇公告商店');
    expect(first({ ...base, endTime: base.startTime })).toBe('開始時間晚於結束時間!');
    expect(first({ ...base, type: 'APP_UPDATE' })).toBe('App 更新公告須填寫 iOS 或 Android 下載連結');
    expect(first({ ...base, iosAppUrl: 'javascript:alert(1)' })).toBe('連結須為 http 或 https 網址');
    expect(announcementTemplateAddRequestSchema.safeParse({ ...base, name: 'n', type: 'APP_UPDATE' }).success).toBe(false);
  });

  it('only hides (display false) from the store side', () => {
    expect(announcementDisplayUpdateSchema.safeParse({ announcementId: 1, display: true, storeId: 1 }).success).toBe(false);
    expect(announcementDisplayUpdateSchema.parse({ announcementId: 1, display: false, storeId: 1 }).display).toBe(false);
  });

  it('tells scheduled, active and ended apart', () => {
    expect(announcementState(base.startTime, base.endTime, new Date('2025-12-31T15:59:59Z'))).toBe('SCHEDULED');
    expect(announcementState(base.startTime, base.endTime, new Date('2025-12-31T16:00:00Z'))).toBe('ACTIVE');
    expect(announcementState(base.startTime, base.endTime, new Date('2026-01-30T16:00:00Z'))).toBe('ENDED');
  });
});
