import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryPlatformStatus } from '@diancan/core';
import { beforeEach, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import DeliveryPlatformSetPage from './DeliveryPlatformSetPage';

const STORE_ID = 11;
const PAGE = '/account-manage/delivery-platform-set';

function platform(overrides: Partial<DeliveryPlatformStatus> & Pick<DeliveryPlatformStatus, 'platform'>): DeliveryPlatformStatus {
  return {
    label: overrides.platform === 'UBER_EATS' ? 'Uber Eats' : 'foodpanda',
    configured: true,
    standIn: false,
    authorizeUrl: 'https://auth.example/oauth/authorize',
    authorized: false,
    authorizedAt: null,
    boundStore: null,
    autoAccept: false,
    invoiceSwitch: false,
    pendingCalls: 0,
    ...overrides,
  };
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: STORE_ID, deliveryAuthorizationPending: true });
});

it('arriving with ?code= authorizes once, shows 授權成功, then binds the chosen platform store', async () => {
  let uberEats = platform({ platform: 'UBER_EATS' });
  const foodpanda = platform({ platform: 'FOODPANDA', authorized: true, standIn: true, boundStore: { platformStoreId: 'fp-9', name: '熊貓店' } });
  const api = stubApi({
    'GET /api/back/deliveryPlatform/status': () => ok({ platforms: [uberEats, foodpanda], deliveryPlatformSwitch: true }),
    'POST /api/back/deliveryPlatform/authorize': () => {
      uberEats = { ...uberEats, authorized: true };
      return ok(uberEats, '授權成功');
    },
    'GET /api/back/deliveryPlatform/storeInfo': () =>
      ok([
        { platformStoreId: 'ue-1', name: '台北信義店', address: '台北市信義區', bound: false },
        { platformStoreId: 'ue-2', name: '台北大安店', address: '台北市大安區', bound: false },
      ]),
    'POST /api/back/deliveryPlatform/bind': () => {
      uberEats = { ...uberEats, boundStore: { platformStoreId: 'ue-2', name: '台北大安店' } };
      return ok(uberEats);
    },
    'GET /api/back/deliveryPlatform/itemMapping/list': () => ok([]),
    'GET /api/back/item/dict': () => ok([]),
  });
  renderWithProviders(<DeliveryPlatformSetPage />, { route: `${PAGE}?code=c0de&state=UBER_EATS.11.n.sig` });

  await expectToast('授權成功');
  expect(api.callsTo('POST', '/back/deliveryPlatform/authorize').map((call) => call.body)).toEqual([
    { storeId: STORE_ID, platform: 'UBER_EATS', authorized: true, code: 'c0de', state: 'UBER_EATS.11.n.sig', redirectUri: `${window.location.origin}${PAGE}` },
  ]);
  expect(useSession.getState()).toMatchObject({ deliveryAuthorizationDone: true, deliveryAuthorizationPending: false });

  const panel = screen.getByRole('region', { name: 'Uber Eats' });
  fireEvent.click(await within(panel).findByRole('radio', { name: /台北大安店/ }));
  fireEvent.click(within(panel).getByRole('button', { name: '綁定' }));
  await within(panel).findByText('台北大安店', { selector: 'b' });
  expect(api.callsTo('POST', '/back/deliveryPlatform/bind').map((call) => call.body)).toEqual([
    { storeId: STORE_ID, platform: 'UBER_EATS', platformStoreId: 'ue-2' },
  ]);
  // Still one authorization call: the code is used once.
  expect(api.callsTo('POST', '/back/deliveryPlatform/authorize')).toHaveLength(1);
  await waitFor(() => expect(useSession.getState().deliveryPlatforms).toMatchObject({ uberEats: true, foodPanda: true }));

  // 送出測試訂單 only where the server runs the platform's stand-in.
  expect(within(screen.getByRole('region', { name: 'foodpanda' })).getByRole('button', { name: '送出測試訂單' })).toBeTruthy();
  expect(within(panel).queryByRole('button', { name: '送出測試訂單' })).toBeNull();
});
