import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@diancan/core';
import { useSession } from '../../../lib/session';
import TastePage from './TastePage';
import { SWEETNESS } from '../testing/fixtures';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';

beforeEach(() => {
  useSession.setState({ storeId: 1 });
});

const dialog = () => screen.getByRole('dialog');

describe('TastePage', () => {
  it('lists groups with their range and opens a row to show option prices', async () => {
    stubApi({ 'GET /api/back/option/list': () => ok([SWEETNESS]) });
    renderWithProviders(<TastePage />);
    expect(await screen.findByText('最少 1 ／ 最多 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '展開 甜度' }));
    const prices = screen.getByRole('table', { name: '甜度 選項' });
    expect(within(prices).getByText('+NT$10')).toBeTruthy();
  });

  it('adds a group with least 1, most 2 and priced options', async () => {
    const api = stubApi({ 'GET /api/back/option/list': () => ok([]), 'POST /api/back/option/add': () => ok(null) });
    renderWithProviders(<TastePage />);
    fireEvent.click(screen.getByRole('button', { name: '新增口味' }));
    await screen.findByRole('dialog');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '口味名稱' }), { target: { value: '配料' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '選項 1 名稱' }), { target: { value: '珍珠' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '選項 1 價格' }), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '新增選項' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '選項 2 名稱' }), { target: { value: '椰果' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '不限' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '增加最多可選項' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/option/add')[0]?.body).toEqual({
      storeId: 1,
      name: '配料',
      leastSelectable: 1,
      mostSelectable: 2,
      options: [
        { name: '珍珠', price: 1000 },
        { name: '椰果', price: 0 },
      ],
    });
  });

  it('refuses to save most below least', async () => {
    const api = stubApi({ 'GET /api/back/option/list': () => ok([]), 'POST /api/back/option/add': () => ok(null) });
    renderWithProviders(<TastePage />);
    fireEvent.click(screen.getByRole('button', { name: '新增口味' }));
    await screen.findByRole('dialog');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '口味名稱' }), { target: { value: '配料' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '選項 1 名稱' }), { target: { value: '珍珠' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '不限' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '增加最少可選項' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(MSG.QUANTITY_RANGE);
    fireEvent.click(within(dialog()).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(within(dialog()).getAllByText(MSG.QUANTITY_RANGE).length).toBeGreaterThan(0));
    expect(api.callsTo('POST', '/back/option/add')).toHaveLength(0);
  });
});
