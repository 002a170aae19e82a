import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MSG } from '@diancan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { MailReportModal } from './MailReportModal';

const REQUEST = { report: 'SALES_RANKING' as const, storeId: 1, startDate: '2026-11-01', endDate: '2026-11-30' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderModal(delivery: 'SENT' | 'LOGGED', addresses = ['owner@shop.tw', 'boss@shop.tw']) {
  const onClose = vi.fn();
  const api = stubApi({
    'GET /api/back/report/mailList': () => ok(addresses),
    'POST /api/back/report/sendMail': (body) =>
      ok({ recipients: (body as { recipients: string[] }).recipients, delivery, fileName: '銷售排行_2026-11-01_2026-11-30.xlsx' }),
  });
  renderWithProviders(<MailReportModal opened onClose={onClose} storeId={1} request={REQUEST} subject="銷售排行 2026-11-01 ~ 2026-11-30" />);
  return { api, onClose };
}

describe('MailReportModal', { timeout: 20_000 }, () => {
  it('sends the report to the ticked addresses of the mail list', async () => {
    const { api, onClose } = renderModal('SENT');
    const dialog = await screen.findByRole('dialog', { name: '寄送報表' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'boss@shop.tw' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '寄送' }));
    await expectToast(REPORT_MSG.MAIL_SENT);
    expect(api.callsTo('POST', '/back/report/sendMail')[0]?.body).toEqual({ ...REQUEST, recipients: ['owner@shop.tw'] });
    expect(api.callsTo('GET', '/back/report/mailList')[0]?.query.get('storeId')).toBe('1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says so when the mail was only recorded (no mail server)', async () => {
    renderModal('LOGGED');
    const dialog = await screen.findByRole('dialog', { name: '寄送報表' });
    await within(dialog).findByRole('checkbox', { name: 'owner@shop.tw' });
    fireEvent.click(within(dialog).getByRole('button', { name: '寄送' }));
    await expectToast(REPORT_MSG.MAIL_LOGGED);
  });

  it('explains an empty mail list and keeps 寄送 disabled', async () => {
    renderModal('SENT', []);
    const dialog = await screen.findByRole('dialog', { name: '寄送報表' });
    await within(dialog).findByText(REPORT_MSG.NO_MAIL_LIST);
    expect((within(dialog).getByRole('button', { name: '寄送' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
