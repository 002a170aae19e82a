import { setViewport } from '../test/setup-dom';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_CONFIG, POS_MENU_API, type CurrentUser } from '@diancan/core';
import { apiKey } from '../lib/api-query';
import { loadSession } from '../lib/current-user';
import { FakeStompServer } from '../lib/realtime/fake-stomp-server';
import { announceLogout } from '../lib/realtime-hooks';
import { initialSession, useSession } from '../lib/session';
import { envelope, failure, fakeApi } from '../test/fake-api';
import { AppRoot } from './App';
import { bootCounter } from './pos-boot';
import { queryClient } from './query-client';
import { appRoutes } from './router';

/** The counter opened cold: its first reads start at once, before React, and app start and the POS use them. */

const STORE = { id: 11, name: '示範餐廳 信義店' };
const USER: CurrentUser = {
  id: 1, account: 'store', name: '店員', phone: null, email: null, loginTime: '2026-01-01T09:00:00+08:00', buyerType: null,
  loginType: 'BACK', permissionList: ['USER_STORE'], storeList: [STORE], manager: false, superManager: false, notManager: true, sales: false,
};
const MENU = { categories: [], optionGroups: [], upgrades: [], remarks: [], kitchenAreas: [], printAreas: [] };
const MENU_HEAD_KEY = apiKey(POS_MENU_API.getMenu, { storeId: STORE.id, head: true });

beforeEach(() => {
  announceLogout();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  // What a reload finds: the persisted session of a store user, its store, not yet checked.
  useSession.setState({ ...initialSession, token: true, xsrfToken: 'xsrf', userId: USER.id, loginRole: 'USER_STORE', switchRole: 'USER_STORE', storeId: STORE.id, storeList: [STORE] });
  setViewport(1280, 800);
  vi.stubGlobal('WebSocket', new FakeStompServer().WebSocket);
  window.history.pushState({}, '', '/store-pos');
});

afterEach(() => window.history.pushState({}, '', '/'));

describe('bootCounter', () => {
  it('asks for the session, the store config and the menu head at once, and app start and the POS take them', async () => {
    const api = fakeApi({
      'GET /api/back/user/getCurrent': () => envelope(USER),
      'GET /api/back/store/setting/getConfig': () => envelope(DEFAULT_STORE_CONFIG),
      'GET /api/back/pos/getMenu': ({ query }) => envelope(query.get('head') === 'true' ? MENU : { ...MENU, categories: [] }),
    });
    bootCounter();
    // All three before anything rendered or awaited.
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/back/user/getCurrent', 'GET /api/back/store/setting/getConfig', 'GET /api/back/pos/getMenu']);
    await waitFor(() => expect(queryClient.getQueryData(MENU_HEAD_KEY)).toEqual(MENU));
    await loadSession();
    expect(useSession.getState()).toMatchObject({ sessionLoaded: true, storeConfigLoaded: true, storeId: STORE.id });
    expect(api.count('GET /api/back/user/getCurrent')).toBe(1);
    expect(api.count('GET /api/back/store/setting/getConfig')).toBe(1);
  });

  it('asks for nothing on another page or without a store session', () => {
    const api = fakeApi({});
    window.history.pushState({}, '', '/report/order-list');
    bootCounter();
    window.history.pushState({}, '', '/store-pos');
    useSession.setState({ ...initialSession });
    bootCounter();
    expect(api.calls).toEqual([]);
  });

  it('on an expired session (401) still sends the cashier to /login, and the next sign-in reads afresh', async () => {
    const api = fakeApi({
      'GET /api/back/user/getCurrent': () => failure(401, '請先登入'),
      'GET /api/back/store/setting/getConfig': () => failure(401, '請先登入'),
      'GET /api/back/pos/getMenu': () => failure(401, '請先登入'),
    });
    bootCounter();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/store-pos'] });
    render(<AppRoot router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBe(false);
    expect(api.count('GET /api/back/user/getCurrent')).toBe(1);
    // The early reads were for the session that ended: the next session's start asks the server again.
    api.calls.length = 0;
    const again = fakeApi({
      'GET /api/back/user/getCurrent': () => envelope(USER),
      'GET /api/back/store/setting/getConfig': () => envelope(DEFAULT_STORE_CONFIG),
    });
    useSession.setState({ token: true });
    await loadSession();
    expect(again.count('GET /api/back/user/getCurrent')).toBe(1);
    expect(again.count('GET /api/back/store/setting/getConfig')).toBe(1);
  });
});
