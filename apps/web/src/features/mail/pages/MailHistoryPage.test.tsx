import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAIL_MSG, type MailRow } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import MailHistoryPage from './MailHistoryPage';

const MAIL: MailRow = {
  id: 5,
  kind: 'NOTICE',
  storeId: 1,
  storeName: '示範餐廳',
  recipient: 'owner@example.com',
  subject: '合約即將到期',
  body: '您的合約即將到期',
  status: 'FAILED',
  error: 'connection refused',
  createdAt: '2026-11-26T08:00:00.000Z',
};
const page = (list: MailRow[]) => ok({ list, total: list.length, page: 1, size: 10 });

describe('MailHistoryPage', () => {
  it('lists the log through the typed caller and resends a mail, then reads the log again', async () => {
    let sent = false;
    const api = stubApi({
      'POST /api/back/mail/getPage': () => page([{ ...MAIL, status: sent ? 'SENT' : 'FAILED' }]),
      'POST /api/back/mail/resend': () => {
        sent = true;
        return ok({ status: 'SENT' });
      },
    });
    renderWithProviders(<MailHistoryPage />);
    const table = await screen.findByRole('table', { name: '郵件列表' });
    await within(table).findByText('owner@example.com');
    expect(api.callsTo('POST', '/back/mail/getPage')[0]?.body).toMatchObject({ page: 1, size: 10 });

    fireEvent.click(within(table).getByRole('button', { name: '重寄 合約即將到期' }));
    await expectToast(MAIL_MSG.RESENT);
    expect(api.callsTo('POST', '/back/mail/resend')[0]?.body).toEqual({ id: 5 });
    await waitFor(() => expect(api.callsTo('POST', '/back/mail/getPage').length).toBeGreaterThan(1));
  });

  it('shows why a resend did not go out (status false) and still reads the log again', async () => {
    const api = stubApi({
      'POST /api/back/mail/getPage': () => page([MAIL]),
      'POST /api/back/mail/resend': () => ({ envelope: { status: false, message: MAIL_MSG.NOT_CONFIGURED, data: { status: 'LOGGED' } } }),
    });
    renderWithProviders(<MailHistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重寄 合約即將到期' }));
    await expectToast(MAIL_MSG.NOT_CONFIGURED);
    await waitFor(() => expect(api.callsTo('POST', '/back/mail/getPage').length).toBeGreaterThan(1));
  });
});
