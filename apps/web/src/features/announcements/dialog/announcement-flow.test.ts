import { describe, expect, it, vi } from 'vitest';
import { MSG, type AnnouncementDisplay } from '@diancan/core';
import {
  DIALOG_BUTTONS,
  pendingAnnouncements,
  prepareDisplayList,
  runDialogAction,
  sameVersion,
  type FlowEffects,
  type NativeApp,
} from './announcement-flow';
import { reloadUrl, searchWithoutReload } from './cache-reload';

function announcement(id: number, type: AnnouncementDisplay['type'], links: Partial<AnnouncementDisplay> = {}): AnnouncementDisplay {
  return {
    id,
    type,
    title: `公告 ${id}`,
    content: '<p>內容</p>',
    startTime: '2026-01-01T00:00:00+08:00',
    endTime: '2026-12-31T00:00:00+08:00',
    iosAppUrl: null,
    androidAppUrl: null,
    display: true,
    ...links,
  };
}

function effects(overrides: Partial<FlowEffects> = {}, native: NativeApp | null = null) {
  const fx = {
    native,
    hide: vi.fn(async () => {}),
    onlineVersion: vi.fn(async () => '2.0.0'),
    postToNative: vi.fn(() => true),
    reloadClearingCache: vi.fn(),
    toast: vi.fn(),
    ...overrides,
  };
  return fx satisfies FlowEffects;
}

const IOS_APP: NativeApp = { platform: 'IOS', installedVersion: '1.9.0' };

describe('the buttons of each type', () => {
  it('TEXT: 下次再提醒 and 我知道了; CLEAR_CACHE: 清除快取; APP_UPDATE: 前往更新', () => {
    expect(DIALOG_BUTTONS.TEXT.map((b) => b.label)).toEqual(['下次再提醒', '我知道了']);
    expect(DIALOG_BUTTONS.CLEAR_CACHE.map((b) => b.label)).toEqual(['下次再提醒', '清除快取']);
    expect(DIALOG_BUTTONS.APP_UPDATE.map((b) => b.label)).toEqual(['下次再提醒', '前往更新']);
  });
});

describe('TEXT', () => {
  it('我知道了 hides it for good (display false) and moves on', async () => {
    const fx = effects();
    expect(await runDialogAction(announcement(1, 'TEXT'), 'KNOW_IT', fx)).toBe('hidden');
    expect(fx.hide).toHaveBeenCalledWith(1);
  });

  it('下次再提醒 only puts it off for this session, nothing sent', async () => {
    const fx = effects();
    expect(await runDialogAction(announcement(1, 'TEXT'), 'REMIND_LATER', fx)).toBe('skipped');
    expect(fx.hide).not.toHaveBeenCalled();
  });

  it('a failed display call keeps it on screen to try again', async () => {
    const fx = effects({ hide: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await runDialogAction(announcement(1, 'TEXT'), 'KNOW_IT', fx)).toBe('stay');
  });
});

describe('CLEAR_CACHE', () => {
  it('on the web: hides it, then reloads with the reload parameter', async () => {
    const fx = effects();
    expect(await runDialogAction(announcement(2, 'CLEAR_CACHE'), 'CLEAR_CACHE', fx)).toBe('hidden');
    expect(fx.hide).toHaveBeenCalledWith(2);
    expect(fx.reloadClearingCache).toHaveBeenCalledOnce();
    expect(fx.postToNative).not.toHaveBeenCalled();
  });

  it('in the native app: hides it, then asks the wrapper to clear its cache', async () => {
    const fx = effects({}, IOS_APP);
    expect(await runDialogAction(announcement(2, 'CLEAR_CACHE'), 'CLEAR_CACHE', fx)).toBe('hidden');
    expect(fx.postToNative).toHaveBeenCalledWith({ type: 'clearCache' });
    expect(fx.reloadClearingCache).not.toHaveBeenCalled();
  });

  it('does not clear anything when hiding failed', async () => {
    const fx = effects({ hide: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await runDialogAction(announcement(2, 'CLEAR_CACHE'), 'CLEAR_CACHE', fx)).toBe('stay');
    expect(fx.reloadClearingCache).not.toHaveBeenCalled();
  });

  it('下次再提醒 skips', async () => {
    expect(await runDialogAction(announcement(2, 'CLEAR_CACHE'), 'REMIND_LATER', effects())).toBe('skipped');
  });
});

describe('APP_UPDATE', () => {
  const update = announcement(3, 'APP_UPDATE', { iosAppUrl: 'https://apps.apple.com/app/id1', androidAppUrl: 'https://play.google.com/x' });

  it('on the web 前往更新 just skips', async () => {
    const fx = effects();
    expect(await runDialogAction(update, 'GO_UPDATE', fx)).toBe('skipped');
    expect(fx.onlineVersion).not.toHaveBeenCalled();
    expect(fx.postToNative).not.toHaveBeenCalled();
  });

  it('same version: hides it and says 目前已是最新版本', async () => {
    const fx = effects({ onlineVersion: vi.fn(async () => 'v1.9.0') }, IOS_APP);
    expect(await runDialogAction(update, 'GO_UPDATE', fx)).toBe('hidden');
    expect(fx.onlineVersion).toHaveBeenCalledWith('IOS');
    expect(fx.hide).toHaveBeenCalledWith(3);
    expect(fx.toast).toHaveBeenCalledWith(MSG.APP_ALREADY_LATEST);
  });

  it('newer version online: asks the wrapper to open the platform store link', async () => {
    const fx = effects({}, { platform: 'ANDROID', installedVersion: '1.0.0' });
    expect(await runDialogAction(update, 'GO_UPDATE', fx)).toBe('skipped');
    expect(fx.postToNative).toHaveBeenCalledWith({ type: 'openStoreLink', url: 'https://play.google.com/x' });
    expect(fx.hide).not.toHaveBeenCalled();
  });

  it('the version cannot be read: skips', async () => {
    const fx = effects({ onlineVersion: vi.fn(async () => Promise.reject(new Error('offline'))) }, IOS_APP);
    expect(await runDialogAction(update, 'GO_UPDATE', fx)).toBe('skipped');
    expect(fx.postToNative).not.toHaveBeenCalled();
  });

  it('compares versions as trimmed text with an optional v', () => {
    expect(sameVersion(' v2.1.0', '2.1.0 ')).toBe(true);
    expect(sameVersion('2.1.0', '2.1.1')).toBe(false);
    expect(sameVersion('', '')).toBe(false);
  });
});

describe('the queue', () => {
  it('shows what is neither hidden nor put off, in the server order', () => {
    const list = [announcement(1, 'TEXT'), announcement(2, 'TEXT'), announcement(3, 'CLEAR_CACHE')];
    expect(pendingAnnouncements(list, { hiddenIds: [1], skippedIds: [3] }).map((a) => a.id)).toEqual([2]);
    expect(pendingAnnouncements(list, { hiddenIds: [1, 2], skippedIds: [3] })).toEqual([]);
  });

  it('in the native app an APP_UPDATE already matching the installed version is marked not displayed and left out', async () => {
    const fx = effects({ onlineVersion: vi.fn(async () => '1.9.0') }, IOS_APP);
    const list = [announcement(1, 'TEXT'), announcement(5, 'APP_UPDATE')];
    expect((await prepareDisplayList(list, fx)).map((a) => a.id)).toEqual([1]);
    expect(fx.hide).toHaveBeenCalledWith(5);
  });

  it('keeps APP_UPDATE on the web, and in the app when the version differs or cannot be read', async () => {
    const list = [announcement(5, 'APP_UPDATE')];
    expect(await prepareDisplayList(list, effects())).toHaveLength(1);
    expect(await prepareDisplayList(list, effects({ onlineVersion: vi.fn(async () => '3.0.0') }, IOS_APP))).toHaveLength(1);
    const failing = effects({ onlineVersion: vi.fn(async () => Promise.reject(new Error('x'))) }, IOS_APP);
    expect(await prepareDisplayList(list, failing)).toHaveLength(1);
    expect(failing.hide).not.toHaveBeenCalled();
  });
});

describe('the reload parameter', () => {
  it('is added to the address and removed after the reload', () => {
    expect(reloadUrl('https://pos.example.com/order-manage/socket?tab=2', 99)).toBe('https://pos.example.com/order-manage/socket?tab=2&reload=99');
    expect(searchWithoutReload('?tab=2&reload=99')).toBe('?tab=2');
    expect(searchWithoutReload('?reload=99')).toBe('');
    expect(searchWithoutReload('?tab=2')).toBeNull();
  });
});
