import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../test/render';
import { BrandSharingCard } from './BrandSharingCard';

const RULE = { enabled: true, earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000, expireMonths: null };

describe('品牌共用', () => {
  it('turns shared members on after saying what happens to the stores’ members, and sends the brand’s switches', async () => {
    const api = stubApi({
      'GET /api/back/brand/settings': () => ok({ brandId: 4, sharedMembers: false, sharedCoupons: false, memberRule: null }),
      'PUT /api/back/brand/settings': () => ok({ brandId: 4, sharedMembers: true, sharedCoupons: true, memberRule: RULE }),
    });
    renderWithProviders(<BrandSharingCard brandId={4} />);
    const save = await screen.findByRole('button', { name: '儲存' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /共用會員/ }));
    expect(await screen.findByText(/依手機號碼合併為一位會員/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: /共用優惠券/ }));
    fireEvent.click(save);
    await expectToast('儲存成功');
    expect(api.callsTo('PUT', '/back/brand/settings')[0]?.body).toEqual({ brandId: 4, sharedMembers: true, sharedCoupons: true, memberRule: null });
  });

  it('shows the brand’s points rule and warns before sharing is turned off', async () => {
    stubApi({ 'GET /api/back/brand/settings': () => ok({ brandId: 4, sharedMembers: true, sharedCoupons: false, memberRule: RULE }) });
    renderWithProviders(<BrandSharingCard brandId={4} />);
    expect((await screen.findByLabelText('品牌點數規則')).textContent).toContain('每消費 NT$100 累積 1 點；每 10 點折抵 NT$10');
    fireEvent.click(screen.getByRole('switch', { name: /共用會員/ }));
    await waitFor(() => expect(screen.getByText(/會員回到其加入的商店/)).toBeTruthy());
  });
});
