import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnnouncementTemplate, Page, PageSize } from '@diancan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import TemplateListPage from './TemplateListPage';

const template = (id: number): AnnouncementTemplate => ({
  id,
  name: `範本 ${id}`,
  type: 'TEXT',
  title: `標題 ${id}`,
  content: '<p>內容</p>',
  iosAppUrl: null,
  androidAppUrl: null,
  sort: id,
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
});

function renderList() {
  const api = stubApi({
    'POST /api/back/announcementTemplate/getPage': (body) => {
      const { page, size } = body as { page: number; size: PageSize };
      const answer: Page<AnnouncementTemplate> = { list: [template(page * 100 + 1)], total: 35, page, size };
      return ok(answer);
    },
    'DELETE /api/back/announcementTemplate/remove': () => ok(null),
  });
  renderWithProviders(<TemplateListPage />, { route: '/announcementManager/announcementTemplate' });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TemplateListPage', { timeout: 20_000 }, () => {
  it('pages through the templates and goes back to page 1 for a new type', async () => {
    const api = renderList();
    const table = await screen.findByRole('table', { name: '公告範本列表' });
    await within(table).findByText('範本 101');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await within(table).findByText('範本 201');
    expect(api.callsTo('POST', '/back/announcementTemplate/getPage').at(-1)?.body).toMatchObject({ page: 2, type: null });

    fireEvent.click(screen.getByLabelText('公告類型', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '文字公告', hidden: true }));
    await within(table).findByText('範本 101');
    expect(api.callsTo('POST', '/back/announcementTemplate/getPage').at(-1)?.body).toMatchObject({ page: 1, type: 'TEXT' });
  });

  it('removes a template only after 是, and says 刪除成功', async () => {
    const api = renderList();
    fireEvent.click(await screen.findByRole('button', { name: '刪除 範本 101' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('確定要刪除「範本 101」嗎？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/back/announcementTemplate/remove')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/back/announcementTemplate/remove')[0]?.query.get('id')).toBe('101');
    expect(await screen.findByText('刪除成功')).toBeTruthy();
  });
});
