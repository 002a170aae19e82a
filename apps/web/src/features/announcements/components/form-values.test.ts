import { describe, expect, it } from 'vitest';
import type { AnnouncementTemplate } from '@diancan/core';
import { applyTemplate, checkAnnouncement, checkTemplate, emptyAnnouncement, EMPTY_TEMPLATE, type AnnouncementFormValues } from './form-values';

function filled(change: Partial<AnnouncementFormValues> = {}): AnnouncementFormValues {
  return {
    ...emptyAnnouncement(new Date('2026-05-01T02:00:30Z')),
    title: '五一公休',
    content: '<p>五月一日公休</p>',
    ...change,
  };
}

describe('announcement form', () => {
  it('starts this minute, for a week, for every store (times in Taipei)', () => {
    const values = emptyAnnouncement(new Date('2026-05-01T02:00:30Z'));
    expect(values.range).toEqual({ start: '2026-05-01 10:00:00', end: '2026-05-08 10:00:00' });
    expect(values.audience).toBe('ALL');
  });

  it('sends ISO times with the Taipei offset and no store list for all stores', () => {
    const checked = checkAnnouncement(filled({ storeIds: ['3'] }), null);
    expect(checked).toMatchObject({
      ok: true,
      request: { startTime: '2026-05-01T10:00:00+08:00', endTime: '2026-05-08T10:00:00+08:00', allStores: true, storeIdList: [] },
    });
  });

  it('sends the chosen store ids as numbers, and needs at least one', () => {
    expect(checkAnnouncement(filled({ audience: 'CHOSEN', storeIds: ['3', '12'] }), 9)).toMatchObject({
      ok: true,
      request: { id: 9, allStores: false, storeIdList: [3, 12] },
    });
    expect(checkAnnouncement(filled({ audience: 'CHOSEN', storeIds: [] }), null)).toEqual({ ok: false, errors: { storeIds: '請選擇公告商店' } });
  });

  it('puts time errors on the period field', () => {
    expect(checkAnnouncement(filled({ range: { start: null, end: null } }), null)).toEqual({ ok: false, errors: { range: '公告期間為必填' } });
    const backwards = filled({ range: { start: '2026-05-02 10:00:00', end: '2026-05-02 10:00:00' } });
    expect(checkAnnouncement(backwards, null)).toEqual({ ok: false, errors: { range: '開始時間晚於結束時間!' } });
  });

  it('app links only go with app updates, which need one', () => {
    const text = checkAnnouncement(filled({ iosAppUrl: 'https://apps.apple.com/x' }), null);
    expect(text.ok && text.request.iosAppUrl).toBeNull();
    expect(checkAnnouncement(filled({ type: 'APP_UPDATE' }), null)).toEqual({
      ok: false,
      errors: { iosAppUrl: 'App 更新公告須填寫 iOS 或 Android 下載連結' },
    });
    expect(checkAnnouncement(filled({ type: 'APP_UPDATE', androidAppUrl: 'javascript:alert(1)' }), null)).toMatchObject({
      ok: false,
      errors: { androidAppUrl: '連結須為 http 或 https 網址' },
    });
  });

  it('a template fills the content but keeps the period and the stores', () => {
    const template: AnnouncementTemplate = {
      id: 1,
      name: '更新範本',
      type: 'APP_UPDATE',
      title: '新版上架',
      content: '<p>請更新</p>',
      iosAppUrl: 'https://apps.apple.com/app/id1',
      androidAppUrl: null,
      sort: 1,
      createdAt: '2026-01-01T00:00:00+08:00',
      updatedAt: '2026-01-01T00:00:00+08:00',
    };
    const before = filled({ audience: 'CHOSEN', storeIds: ['5'] });
    const after = applyTemplate(before, template);
    expect(after).toMatchObject({ type: 'APP_UPDATE', title: '新版上架', iosAppUrl: 'https://apps.apple.com/app/id1', androidAppUrl: '' });
    expect(after.range).toEqual(before.range);
    expect(after.storeIds).toEqual(['5']);
  });
});

describe('template form', () => {
  it('needs a name and a title', () => {
    expect(checkTemplate(EMPTY_TEMPLATE, null)).toEqual({ ok: false, errors: { name: '範本名稱為必填', title: '公告標題為必填' } });
    expect(checkTemplate({ ...EMPTY_TEMPLATE, name: '公休', title: '公休通知' }, 4)).toMatchObject({ ok: true, request: { id: 4, name: '公休' } });
  });
});
