import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../test/render';
import { MemberSet } from './MemberSetPage';
import { membersCsv } from './member-text';

const RULE = { enabled: false, earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000, expireMonths: null };
const LISTED: Member = {
  id: 5,
  name: '王小明',
  phone: '0912***678',
  birthday: null,
  points: 35,
  visits: 3,
  totalSpent: 90_000,
  lastVisit: '2026-11-20T04:00:00.000Z',
  createdAt: '2026-11-01T02:00:00.000Z',
};

describe('會員設定', () => {
  it('saves the points rule in cents, with a blank expiry as never', async () => {
    const api = stubApi({
      'GET /api/back/member/settings': () => ok(RULE),
      'PUT /api/back/member/settings': () => ok({ ...RULE, enabled: true, earnAmount: 5_000 }),
    });
    renderWithProviders(<MemberSet storeId={3} />);
    fireEvent.click(await screen.findByRole('switch', { name: '啟用會員點數' }));
    fireEvent.change(screen.getByRole('textbox', { name: /每消費金額/ }), { target: { value: '50' } });
    expect((await screen.findByLabelText('規則說明')).textContent).toContain('每消費 NT$50 累積 1 點；每 10 點折抵 NT$10；點數永久有效');
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expectToast('儲存成功');
    expect(api.callsTo('PUT', '/back/member/settings')[0]?.body).toEqual({
      storeId: 3,
      enabled: true,
      earnAmount: 5_000,
      earnPoints: 1,
      redeemPoints: 10,
      redeemAmount: 1_000,
      expireMonths: null,
    });
  });

  it('lists members masked, searches, adds one and refuses a wrong number in the form', async () => {
    const api = stubApi({
      'GET /api/back/member/settings': () => ok(RULE),
      'GET /api/back/member/list': () => ok({ total: 1, page: 1, pageSize: 10, members: [LISTED] }),
      'POST /api/back/member/add': () => ok({ id: 6 }),
    });
    renderWithProviders(<MemberSet storeId={3} />);
    fireEvent.click(await screen.findByRole('tab', { name: '會員列表' }));
    const table = await screen.findByRole('table', { name: '會員列表' });
    const row = (await within(table).findByText('0912***678')).closest('tr') as HTMLElement;
    expect(within(row).getByText('王小明')).toBeTruthy();
    expect(within(row).getByText('NT$900')).toBeTruthy();
    expect(within(row).getByText('2026-11-20')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '搜尋會員' }), { target: { value: '678' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(api.callsTo('GET', '/back/member/list').some((call) => call.query.get('search') === '678')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: '新增會員' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /手機號碼/ }), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('手機號碼須為09開頭的10位數字')).toBeTruthy();
    expect(api.callsTo('POST', '/back/member/add')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /手機號碼/ }), { target: { value: '0922 333 444' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '姓名' }), { target: { value: '林小華' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/member/add')[0]?.body).toEqual({ storeId: 3, phone: '0922333444', name: '林小華', birthday: null });
  });

  it('writes the export as CSV with formulas quoted as text', () => {
    const csv = membersCsv([{ ...LISTED, phone: '0912345678', name: '=HYPERLINK("x")' }]);
    expect(csv.split('\n')[0]).toBe('手機號碼,姓名,生日,點數,來店次數,累積消費,最近來店,加入日期');
    expect(csv.split('\n')[1]).toBe('0912345678,"\'=HYPERLINK(""x"")",,35,3,900,2026-11-20,2026-11-01');
  });
});
