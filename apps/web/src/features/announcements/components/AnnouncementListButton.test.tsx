import { fireEvent, screen, within } from '@testing-library/react';
import type { AnnouncementStoreEntry } from '@diancan/core';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import { AnnouncementListButton } from './AnnouncementListButton';

const entry = (id: number, title: string, display: boolean): AnnouncementStoreEntry => ({
  id,
  type: 'TEXT',
  title,
  content: `<p>${title}的內容</p>`,
  startTime: '2026-11-20T02:00:00.000Z',
  endTime: '2026-12-31T15:59:59.000Z',
  iosAppUrl: null,
  androidAppUrl: null,
  display,
});

afterEach(() => useSession.setState({ storeId: null, manager: false }));

describe('the header’s 公告 list', () => {
  it('opens the store’s announcements, read ones included, the unread marked 未讀', async () => {
    useSession.setState({ storeId: 3, manager: false });
    const api = stubApi({ 'GET /api/back/announcement/getStoreList': () => ok([entry(1, '年終公休', true), entry(2, '新功能上線', false)]) });
    renderWithProviders(<AnnouncementListButton />);
    fireEvent.click(screen.getByRole('button', { name: '公告' }));
    const dialog = await screen.findByRole('dialog', { name: '公告' });
    await within(dialog).findByText('年終公休');
    expect(within(dialog).getByText('新功能上線')).toBeTruthy();
    expect(within(dialog).getAllByText('未讀')).toHaveLength(1);
    expect(await within(dialog).findByText('年終公休的內容')).toBeTruthy();
    expect(api.callsTo('GET', '/back/announcement/getStoreList')[0]?.query.get('storeId')).toBe('3');
  });

  it('is not shown to a manager session', () => {
    useSession.setState({ storeId: 3, manager: true });
    renderWithProviders(<AnnouncementListButton />);
    expect(screen.queryByRole('button', { name: '公告' })).toBeNull();
  });
});
