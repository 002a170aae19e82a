import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementDisplay, RealtimeMessage } from '@diancan/core';
import { emitRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { expectToast, renderWithProviders } from '../../../test/render';
import { AnnouncementDialog } from './AnnouncementDialog';
import { useDismissedAnnouncements } from './dismissed-store';

const LIST_KEY = 'GET /api/back/announcement/getDisplayList';
const DISPLAY_KEY = 'PUT /api/back/announcement/updateDisplay';

function shown(id: number, type: AnnouncementDisplay['type'], title: string): AnnouncementDisplay {
  return {
    id,
    type,
    title,
    content: `<p>${title}的內容</p><script>window.ran = 1</script>`,
    startTime: '2026-01-01T00:00:00+08:00',
    endTime: '2026-12-31T00:00:00+08:00',
    iosAppUrl: null,
    androidAppUrl: null,
    display: true,
  };
}

function announcementMessage(id: number): RealtimeMessage {
  return { messageId: `m-${id}`, type: 'ANNOUNCEMENT', data: { announcementId: id, kind: 'TEXT', title: 'x' }, sentAt: new Date().toISOString() } as RealtimeMessage;
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, manager: false, storeId: 7, storeName: '信義店' });
  useDismissedAnnouncements.getState().reset();
});

describe('AnnouncementDialog', () => {
  it('shows the store list one at a time; 我知道了 sends display false and moves on; 下次再提醒 closes it', async () => {
    const api = fakeApi({
      [LIST_KEY]: ({ query }) => {
        expect(query.get('storeId')).toBe('7');
        expect(query.has('app')).toBe(false);
        return envelope([shown(1, 'TEXT', '春節公休'), shown(2, 'TEXT', '新功能')]);
      },
      [DISPLAY_KEY]: () => envelope(null),
    });
    renderWithProviders(<AnnouncementDialog />);

    expect(await screen.findByText('春節公休')).toBeTruthy();
    expect((await screen.findByRole('region', { name: '公告內容' })).innerHTML).not.toContain('script');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));

    expect(await screen.findByText('新功能')).toBeTruthy();
    expect(api.calls.find((call) => call.key === DISPLAY_KEY)?.body).toEqual({ announcementId: 1, display: false, storeId: 7 });

    fireEvent.click(screen.getByRole('button', { name: '下次再提醒' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count(DISPLAY_KEY)).toBe(1);
  });

  it('is never fetched for a manager', async () => {
    useSession.setState({ manager: true });
    const api = fakeApi({ [LIST_KEY]: () => envelope([shown(1, 'TEXT', '不該出現')]) });
    renderWithProviders(<AnnouncementDialog />);
    await act(async () => emitRealtimeMessage(announcementMessage(1)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.count(LIST_KEY)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new ANNOUNCEMENT message refetches the list', async () => {
    let list: AnnouncementDisplay[] = [];
    const api = fakeApi({ [LIST_KEY]: () => envelope(list) });
    renderWithProviders(<AnnouncementDialog />);
    await waitFor(() => expect(api.count(LIST_KEY)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    list = [shown(9, 'TEXT', '臨時公告')];
    await act(async () => emitRealtimeMessage(announcementMessage(9)));
    expect(await screen.findByText('臨時公告')).toBeTruthy();
    expect(api.count(LIST_KEY)).toBe(2);
  });

  it('an announcement put off stays away for the session even when the list is fetched again', async () => {
    const api = fakeApi({ [LIST_KEY]: () => envelope([shown(4, 'TEXT', '稍後提醒')]) });
    renderWithProviders(<AnnouncementDialog />);
    fireEvent.click(await screen.findByRole('button', { name: '下次再提醒' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => emitRealtimeMessage(announcementMessage(5)));
    await waitFor(() => expect(api.count(LIST_KEY)).toBe(2));
    expect(screen.queryByText('稍後提醒')).toBeNull();
  });

  it('清除快取 on the web hides it and reloads with the reload parameter', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/order-manage/socket', replace });
    fakeApi({ [LIST_KEY]: () => envelope([shown(3, 'CLEAR_CACHE', '請清除快取')]), [DISPLAY_KEY]: () => envelope(null) });
    renderWithProviders(<AnnouncementDialog />);
    fireEvent.click(await screen.findByRole('button', { name: '清除快取' }));
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(new URL(replace.mock.calls[0]?.[0] as string).searchParams.has('reload')).toBe(true);
  });

  it('after that reload says 清除快取成功', async () => {
    fakeApi({ [LIST_KEY]: () => envelope([]) });
    renderWithProviders(<AnnouncementDialog />, { route: '/order-manage/socket?reload=123' });
    await expectToast('清除快取成功');
  });

  it('in the native app, 前往更新 with an older app asks the wrapper to open the store link', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    useSession.setState({ androidVersion: '1.0.0' });
    const update = { ...shown(6, 'APP_UPDATE', '新版本'), androidAppUrl: 'https://play.google.com/store/apps/details?id=tw.diancan' };
    const api = fakeApi({
      [LIST_KEY]: () => envelope([update]),
      'GET /api/back/system/get': ({ query }) => envelope(query.get('paramId') === 'APP_VERSION_ANDROID' ? '1.2.0' : null),
    });
    renderWithProviders(<AnnouncementDialog />);
    fireEvent.click(await screen.findByRole('button', { name: '前往更新' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'openStoreLink', url: update.androidAppUrl })));
    expect(api.calls.find((call) => call.key === LIST_KEY)?.key).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
