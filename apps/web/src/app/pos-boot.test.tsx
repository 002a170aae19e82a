import { setViewport } from '../test/setup-dom';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_CONFIG, POS_MENU_API, type CurrentUser } from '@diancan/core';
import { apiKey } from '../lib/api-query';
import { BOOT_READS_KEY, sendBootReads } from '../lib/boot-reads';
import { loadSession } from '../lib/current-user';
import { FakeStompServer } from '../lib/realtime/fake-stomp-server';
import { announceLogout } from '../lib/realtime-hooks';
import { initialSession, useSession } from '../lib/session';
import { envelope, failure, fakeApi } from '../test/fake-api';
import { AppRoot } from './App';
import { POS_MENU_HEAD_READ } from '../features/pos';
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

/** The counter's three reads as the server answers them. */
function counterApi() {
  return fakeApi({
    'GET /api/back/user/getCurrent': () => envelope(USER),
    'GET /api/back/store/setting/getConfig': () => envelope(DEFAULT_STORE_CONFIG),
    'GET /api/back/pos/getMenu': () => envelope(MENU),
  });
}

/** One cold start of the counter, to the end: the session checked, the menu head in the cache. */
async function startCounter(): Promise<void> {
  bootCounter();
  await loadSession();
  await waitFor(() => expect(queryClient.getQueryData(MENU_HEAD_KEY)).toEqual(MENU));
}

describe('the boot reads (lib/boot-reads.ts, boot.ts)', () => {
  it('the next cold start sends the counter reads before the app runs, and the app takes those answers', async () => {
    const api = counterApi();
    await startCounter();
    expect(api.calls).toHaveLength(3);
    // The next cold load: boot.ts runs first, with the list the last start wrote down.
    queryClient.clear();
    const sent = sendBootReads();
    expect(api.calls.map((call) => call.key)).toEqual([...api.calls.slice(0, 3).map((call) => call.key), 'GET /api/back/user/getCurrent', 'GET /api/back/store/setting/getConfig', 'GET /api/back/pos/getMenu']);
    // The menu head's answer, found by its label, and the hints for the first screen drawn from it (boot-screen).
    expect(sent?.hints).toEqual({ fontPx: 16, storeName: null });
    expect([...(sent?.labelled.keys() ?? [])]).toEqual([POS_MENU_HEAD_READ]);
    const head = (await (await sent?.labelled.get(POS_MENU_HEAD_READ))?.json()) as { data: unknown };
    expect(head.data).toHaveProperty('categories');
    // Sent with the app's own headers (the session's CSRF token and store).
    expect(api.calls[5]?.headers.get('x-csrf-token')).toBe('xsrf');
    expect(api.calls[5]?.headers.get('x-sid')).toBe(String(STORE.id));
    await startCounter();
    expect(api.calls).toHaveLength(6);
  });

  it('an answer sent ahead for another session is not taken: the app asks for its own', async () => {
    const api = counterApi();
    await startCounter();
    queryClient.clear();
    sendBootReads();
    // The session changed between the two (signed in again: a new CSRF token).
    useSession.setState({ xsrfToken: 'another' });
    await startCounter();
    expect(api.calls).toHaveLength(9);
    expect(api.calls.slice(6).every((call) => call.headers.get('x-csrf-token') === 'another')).toBe(true);
  });

  it('sends nothing on another page, and nothing once the cashier logged out', async () => {
    const api = counterApi();
    await startCounter();
    expect(localStorage.getItem(BOOT_READS_KEY)).not.toBeNull();
    window.history.pushState({}, '', '/report/order-list');
    sendBootReads();
    expect(api.calls).toHaveLength(3);
    window.history.pushState({}, '', '/store-pos');
    announceLogout();
    expect(localStorage.getItem(BOOT_READS_KEY)).toBeNull();
    sendBootReads();
    expect(api.calls).toHaveLength(3);
  });
});
