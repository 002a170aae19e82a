import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, failure, fakeApi } from '../test/fake-api';
import { frontRouteOf } from './FrontApp';
import { claimPhoneOf } from './member-phone';
import PointsClaimPage from './PointsClaimPage';

const TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8t';
const INFO = { storeName: '測試店', points: 3, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), claimed: false };

const show = () =>
  render(
    <MantineProvider>
      <PointsClaimPage claimToken={TOKEN} />
    </MantineProvider>,
  );

describe('會員集點 (the receipt’s QR)', () => {
  it('is the page of /order/points/<token>', () => {
    expect(frontRouteOf(`/order/points/${TOKEN}`)).toEqual({ page: 'claim', claimToken: TOKEN });
    expect(frontRouteOf('/order/status/x')).toEqual({ page: 'status', statusToken: 'x' });
  });

  it('collects the points with the number, once; a wrong number is refused before sending', async () => {
    const api = fakeApi({
      'GET /api/front/points/claim': () => envelope(INFO),
      'POST /api/front/points/claim': () => envelope({ points: 3, balance: 13 }),
    });
    show();
    expect((await screen.findByLabelText('可集點數')).textContent).toBe('3 點');
    const field = screen.getByRole('textbox', { name: '手機號碼' });
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '集點' }));
    expect(await screen.findByText('手機號碼須為09開頭的10位數字')).toBeTruthy();
    expect(api.calls.filter((call) => call.key === 'POST /api/front/points/claim')).toEqual([]);

    fireEvent.change(field, { target: { value: '0912-345-678' } });
    fireEvent.click(screen.getByRole('button', { name: '集點' }));
    expect((await screen.findByLabelText('集點完成')).textContent).toBe('已集 3 點，目前點數 13 點');
    expect(api.calls.find((call) => call.key === 'POST /api/front/points/claim')?.body).toEqual({ token: TOKEN, phone: '0912345678' });
    expect(screen.queryByRole('button', { name: '集點' })).toBeNull();
  });

  it('says so when the points were collected already, or the link is unknown', async () => {
    fakeApi({ 'GET /api/front/points/claim': () => envelope({ ...INFO, claimed: true }) });
    const first = show();
    expect(await screen.findByText('此筆消費的點數已領取')).toBeTruthy();
    first.unmount();
    fakeApi({ 'GET /api/front/points/claim': () => failure(404, '集點連結無效') });
    show();
    expect(await screen.findByText('集點連結無效')).toBeTruthy();
  });

  it('reads a number with spaces and dashes', () => {
    expect(claimPhoneOf(' 0912 345-678 ')).toBe('0912345678');
    expect(claimPhoneOf('0812345678')).toBeNull();
  });
});
