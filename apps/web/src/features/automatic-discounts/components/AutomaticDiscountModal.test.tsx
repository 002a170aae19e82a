import { fireEvent, screen, within } from '@testing-library/react';
import type { AutomaticDiscount } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { AutomaticDiscountModal } from './AutomaticDiscountModal';

const TIER: AutomaticDiscount = {
  id: 3,
  name: '滿千打九折',
  minimumSpendingAmount: 100000,
  discountType: 'PERCENTAGE',
  discountAmount: null,
  discountPercentage: 10,
  enabled: true,
  sort: 1,
  lastUpdateTime: '2026-11-21T10:00:00.000+08:00',
};

describe('AutomaticDiscountModal', () => {
  it('adds an amount tier in cents and reads it back', async () => {
    const api = stubApi({
      'POST /api/back/automaticDiscount/checkItem': () => ok(null, '此最低消費金額可使用'),
      'POST /api/back/automaticDiscount/add': () => ok(TIER),
    });
    renderWithProviders(<AutomaticDiscountModal storeId={1} editing="new" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '自動折扣名稱' }), { target: { value: '滿三百折三十' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '最低消費金額' }), { target: { value: '300' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '折扣金額' }), { target: { value: '30' } });
    expect(within(dialog).getByText('滿NT$300折NT$30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('新增成功');
    expect(api.callsTo('POST', '/back/automaticDiscount/add')[0]?.body).toEqual({
      storeId: 1,
      name: '滿三百折三十',
      minimumSpendingAmount: 30000,
      discountType: 'AMOUNT',
      discountAmount: 3000,
      discountPercentage: null,
      enabled: true,
    });
  });

  it('says at once when another tier has the minimum, and checks the amount against it', async () => {
    stubApi({ 'POST /api/back/automaticDiscount/checkItem': () => ({ envelope: { status: false, message: '已有相同最低消費金額的自動折扣', data: null } }) });
    renderWithProviders(<AutomaticDiscountModal storeId={1} editing="new" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const minimum = within(dialog).getByRole('textbox', { name: '最低消費金額' });
    fireEvent.change(minimum, { target: { value: '1000' } });
    fireEvent.blur(minimum);
    expect(await within(dialog).findByText('已有相同最低消費金額的自動折扣')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '自動折扣名稱' }), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '折扣金額' }), { target: { value: '2000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText('折扣金額不可大於最低消費金額')).toBeTruthy();
  });

  it('edits a percentage tier with its lastUpdateTime', async () => {
    const api = stubApi({
      'POST /api/back/automaticDiscount/checkItem': () => ok(null),
      'PUT /api/back/automaticDiscount/update': () => ok({ ...TIER, discountPercentage: 15 }),
    });
    renderWithProviders(<AutomaticDiscountModal storeId={1} editing={TIER} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('滿NT$1,000打9折')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '折扣百分比' }), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expectToast('編輯成功');
    expect(api.callsTo('PUT', '/back/automaticDiscount/update')[0]?.body).toMatchObject({
      id: 3,
      discountType: 'PERCENTAGE',
      discountPercentage: 15,
      discountAmount: null,
      lastUpdateTime: TIER.lastUpdateTime,
    });
  });
});
