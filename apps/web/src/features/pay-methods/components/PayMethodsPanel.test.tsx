import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayMethod } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { PayMethodsPanel } from './PayMethodsPanel';

const CASH: PayMethod = { id: 7, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 };
const LINE_PAY: PayMethod = { id: 8, name: 'LINE Pay 線下付款', statisticKey: 'LINE_PAY_OFFLINE', enabled: false, sort: 2 };

describe('PayMethodsPanel', () => {
  it('lists the methods with their key, state and the 8-character cut', async () => {
    stubApi({ 'GET /api/back/payMethod/getList': () => ok([CASH, LINE_PAY]) });
    renderWithProviders(<PayMethodsPanel storeId={1} />);
    const table = await screen.findByRole('table', { name: '付款方式列表' });
    await within(table).findByText('LINE Pay 線下付款');
    expect(within(table).getByText('可找零')).toBeTruthy();
    expect(within(table).getByText('截斷')).toBeTruthy();
    expect((within(table).getByRole('switch', { name: 'LINE Pay 線下付款 啟用' }) as HTMLInputElement).checked).toBe(false);
  });

  it('switches a method on', async () => {
    const api = stubApi({
      'GET /api/back/payMethod/getList': () => ok([CASH, LINE_PAY]),
      'PUT /api/back/payMethod/updateStatus': () => ok(null),
    });
    renderWithProviders(<PayMethodsPanel storeId={1} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'LINE Pay 線下付款 啟用' }));
    await expectToast('已啟用');
    expect(api.callsTo('PUT', '/back/payMethod/updateStatus')[0]?.body).toEqual({ storeId: 1, idList: [8], enabled: true });
  });

  it('adds a method, checked by the contract first', async () => {
    const api = stubApi({
      'GET /api/back/payMethod/getList': () => ok([CASH]),
      'POST /api/back/payMethod/add': () => ok({ ...LINE_PAY, enabled: true }),
    });
    renderWithProviders(<PayMethodsPanel storeId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: '新增付款方式' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('付款方式名稱為必填')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '付款方式名稱' }), { target: { value: 'LINE Pay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/payMethod/add')[0]?.body).toEqual({ storeId: 1, name: 'LINE Pay', statisticKey: 'OTHER', enabled: true });
    await waitFor(() => expect(api.callsTo('GET', '/back/payMethod/getList').length).toBeGreaterThan(1));
  });
});
