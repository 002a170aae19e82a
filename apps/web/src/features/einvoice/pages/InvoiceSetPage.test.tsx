import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import { invoiceSetting, track, uploadStatus } from '../testing/fixtures';
import InvoiceSetPage from './InvoiceSetPage';

const GET_SETTING = 'GET /api/back/account/getStoreInvoiceSetting';
const GET_UPLOADS = 'GET /api/back/einvoice/getUploadStatus';
const GET_BLOCKS = 'GET /api/back/einvoice/getOfflineBlockList';
/** The page reads the Turnkey queue and the terminals' offline blocks beside the settings. */
const stubPage = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [GET_UPLOADS]: () => ok(uploadStatus()), [GET_BLOCKS]: () => ok([]), ...routes });

const block = {
  id: 4,
  terminalId: 'a1b2c3d4e5f60718',
  periodKey: '11512',
  letters: 'AB',
  startNumber: 100,
  endNumber: 149,
  usedNumbers: [100, 101, 102],
  reservedAt: '2026-11-21T04:00:00.000Z',
  revokedAt: null,
};

beforeEach(() => {
  useSession.setState({ storeId: 1 });
});

describe('發票設定', () => {
  it('lists the tracks with what is left and warns when the current period’s numbers run out', async () => {
    const unused = track({ id: 2, year: 2027, startMonth: 1, periodText: '116年01-02月', letters: 'CD', firstNumber: 'CD00000000', lastNumber: 'CD00000099', start: 0, end: 99, nextNumber: 0, size: 100, used: 0, remaining: 100, state: 'FUTURE', removable: true });
    stubPage({ [GET_SETTING]: () => ok(invoiceSetting({ tracks: [track(), unused] })) });
    renderWithProviders(<InvoiceSetPage />);

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toBe('115年11-12月剩餘發票號碼10個（共50個，近7日每日約12張），請盡快新增字軌');
    expect(screen.getByLabelText('本期剩餘號碼').textContent).toBe('本期 115年11-12月，剩餘 10 個號碼');
    const table = screen.getByRole('table', { name: '字軌列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('AB00000000 ~ AB00000049');
    expect(rows[1]?.textContent).toContain('AB00000040');
    expect(rows[2]?.textContent).toContain('未開始');
    // Only the unused track can be removed: no delete button on the one in use.
    expect(within(table).queryByRole('button', { name: '刪除 AB00000000' })).toBeNull();
    expect(within(table).getByRole('button', { name: '刪除 CD00000000' })).toBeTruthy();
    expect(screen.getByLabelText('金鑰狀態').textContent).toBe('已設定');
  });

  it('says so when no number is left, and shows no warning with enough', async () => {
    stubPage({ [GET_SETTING]: () => ok(invoiceSetting({ currentRemaining: 0 })) });
    const { unmount } = renderWithProviders(<InvoiceSetPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('115年11-12月沒有可用的發票號碼，結帳將無法開立發票，請新增字軌');
    unmount();

    stubPage({ [GET_SETTING]: () => ok(invoiceSetting({ currentRemaining: 40, lowOnNumbers: false })) });
    renderWithProviders(<InvoiceSetPage />);
    await screen.findByRole('table', { name: '字軌列表' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a track in whole books of 50, refusing a broken book before sending', async () => {
    const api = stubPage({
      [GET_SETTING]: () => ok(invoiceSetting()),
      'POST /api/back/einvoice/addTrack': () => ok(track({ id: 3, letters: 'EF' })),
    });
    renderWithProviders(<InvoiceSetPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新增字軌' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '字軌' }), { target: { value: 'ef' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '起始號碼' }), { target: { value: '00000050' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '結束號碼' }), { target: { value: '00000098' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('結束號碼須為每本最後一號（尾數49或99）')).toBeTruthy();
    expect(api.callsTo('POST', '/back/einvoice/addTrack')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '結束號碼' }), { target: { value: '00000149' } });
    expect(within(dialog).getByLabelText('號碼數量').textContent).toBe('2 本，共 100 個號碼');
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/einvoice/addTrack')[0]?.body).toEqual({
      storeId: 1,
      year: 2026,
      startMonth: 11,
      letters: 'EF',
      startNumber: '00000050',
      endNumber: '00000149',
    });
    await waitFor(() => expect(api.callsTo('GET', '/back/account/getStoreInvoiceSetting').length).toBeGreaterThan(1));
  });

  it('removes an unused track after the confirmation, and shows the server refusal of one in use', async () => {
    const unused = track({ id: 2, letters: 'CD', firstNumber: 'CD00000000', lastNumber: 'CD00000049', removable: true });
    const api = stubPage({
      [GET_SETTING]: () => ok(invoiceSetting({ tracks: [unused] })),
      'DELETE /api/back/einvoice/removeTrack': () => httpError(409, '字軌已開始使用，不可刪除'),
    });
    renderWithProviders(<InvoiceSetPage />);
    fireEvent.click(await screen.findByRole('button', { name: '刪除 CD00000000' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await expectToast('字軌已開始使用，不可刪除');
    const sent = api.callsTo('DELETE', '/back/einvoice/removeTrack')[0];
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ storeId: '1', id: '2' });
  });

  it('saves the seller, keeping the stored AES key when the field is left empty, and checks a typed key', async () => {
    const api = stubPage({
      [GET_SETTING]: () => ok(invoiceSetting()),
      'PUT /api/back/account/updateStoreInvoiceSetting': (body) => ok(invoiceSetting({ sellerName: (body as { sellerName: string }).sellerName })),
    });
    renderWithProviders(<InvoiceSetPage />);
    const name = await screen.findByRole('textbox', { name: '賣方名稱' });
    fireEvent.change(name, { target: { value: '點餐小吃 中正店' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expectToast('儲存成功');
    expect(api.callsTo('PUT', '/back/account/updateStoreInvoiceSetting')[0]?.body).toEqual({
      storeId: 1,
      storeInvoiceSwitch: true,
      sellerTaxId: '12345678',
      sellerName: '點餐小吃 中正店',
      sellerAddress: '台北市中正區重慶南路一段1號',
      aesKey: null,
    });

    fireEvent.change(screen.getByLabelText('QR Code 加密金鑰 (AES)'), { target: { value: 'XYZ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '賣方統編' }), { target: { value: '12345679' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('AES金鑰須為32位十六進位字元')).toBeTruthy();
    expect(screen.getByText('統編不正確')).toBeTruthy();
    expect(api.callsTo('PUT', '/back/account/updateStoreInvoiceSetting')).toHaveLength(1);
  });

  it('lists the failed, waiting and near-deadline uploads with a re-send, and last period’s blank numbers', async () => {
    const api = stubPage({ [GET_SETTING]: () => ok(invoiceSetting()), 'POST /api/back/einvoice/resendUpload': () => ok(null) });
    renderWithProviders(<InvoiceSetPage />);
    const panel = await screen.findByRole('region', { name: '發票上傳' });
    expect((await within(panel).findByLabelText('上傳統計')).textContent).toBe('待上傳 1已上傳 12失敗 1即將逾期 1');
    const failed = within(panel).getByRole('row', { name: 'F0401 11512-AB00000041' });
    expect(failed.textContent).toContain('失敗');
    expect(failed.textContent).toContain('發票號碼重複');
    const waiting = within(panel).getByRole('row', { name: 'F0401 11512-AB00000042' });
    expect(waiting.textContent).toContain('待上傳即將逾期');
    expect(within(waiting).queryByRole('button', { name: '重送' })).toBeNull();
    const blanks = within(panel).getByLabelText('空白字軌');
    expect(blanks.textContent).toContain('115年09-10月未使用號碼，申報期限 2026-11-10，已排入上傳');
    expect(blanks.textContent).toContain('AB00000120 ~ AB00000149');

    fireEvent.click(within(failed).getByRole('button', { name: '重送' }));
    await expectToast('已重新排入上傳');
    expect(api.callsTo('POST', '/back/einvoice/resendUpload')[0]?.body).toEqual({ storeId: 1, uploadId: 7 });
    await waitFor(() => expect(api.callsTo('GET', '/back/einvoice/getUploadStatus').length).toBeGreaterThan(1));
  });

  it('lists the terminals’ offline blocks and revokes one only after confirming', async () => {
    let revoked: string | null = null;
    const api = stubPage({
      [GET_SETTING]: () => ok(invoiceSetting()),
      [GET_BLOCKS]: () => ok([{ ...block, revokedAt: revoked }]),
      'PUT /api/back/einvoice/revokeOfflineBlock': () => {
        revoked = '2026-11-21T05:00:00.000Z';
        return ok(null);
      },
    });
    renderWithProviders(<InvoiceSetPage />);
    const table = await screen.findByRole('table', { name: '離線發票終端機列表' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('a1b2c3d4e5f60718');
    expect(row?.textContent).toContain('AB00000100 ~ AB00000149');
    expect(row?.textContent).toContain('3 / 50');
    fireEvent.click(within(table).getByRole('button', { name: '撤銷' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '否' }));
    expect(api.callsTo('PUT', '/back/einvoice/revokeOfflineBlock')).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: '撤銷' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '是' }));
    await expectToast('撤銷成功');
    expect(api.callsTo('PUT', '/back/einvoice/revokeOfflineBlock')[0]?.body).toEqual({ storeId: 1, id: 4 });
    await waitFor(() => expect(within(screen.getByRole('table', { name: '離線發票終端機列表' })).getByText('已撤銷')).toBeTruthy());
  });
});
