import { setViewport } from '../test/setup-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_CONFIG, type CurrentUser, type StoreConfig } from '@diancan/core';
import { useOverlayState } from '../lib/overlay-state';
import { FakeStompServer } from '../lib/realtime/fake-stomp-server';
import { announceLogout } from '../lib/realtime-hooks';
import { initialSession, useSession } from '../lib/session';
import { envelope, failure, fakeApi, type Handler } from '../test/fake-api';
import { AppRoot } from './App';
import { queryClient } from './query-client';
import { appRoutes } from './router';

/**
 * The whole shell over a fake network: sign-in, landing, guards, headers, logout, store switch, report gate.
 * Only `fetch` is replaced; the http client, session, router and pages are the real ones.
 */

const STORES = [
  { id: 11, name: '示範餐廳 信義店' },
  { id: 12, name: '示範餐廳 大安店' },
];

function currentUser(account: string): CurrentUser {
  const permissions: Record<string, string[]> = {
    store: ['USER_STORE'],
    manager: ['USER_MANAGER'],
    sales: ['USER_SALES_PERSON'],
    super: ['USER_SUPER_MANAGER'],
  };
  const permissionList = permissions[account];
  return {
    id: Object.keys(permissions).indexOf(account) + 1,
    account,
    name: `${account} 使用者`,
    phone: null,
    email: null,
    loginTime: '2026-01-01T09:00:00+08:00',
    buyerType: null,
    loginType: 'BACK',
    permissionList,
    storeList: account === 'store' ? STORES : [],
    manager: account === 'manager' || account === 'super',
    superManager: account === 'super',
    notManager: account === 'store',
    sales: account === 'sales',
  };
}

function storeConfig({ gate = false, pos = true } = {}): StoreConfig {
  const { switchSettings, uiSettings, systemModules } = DEFAULT_STORE_CONFIG;
  return {
    ...DEFAULT_STORE_CONFIG,
    switchSettings: { ...switchSettings, mobileOrderSwitch: true, reportManagerCodeVerificationSwitch: gate },
    uiSettings: { ...uiSettings, backPosCheckoutMode: 'DEFAULT', backPosTagMode: 'DEFAULT', printClient: 'WEB' },
    systemModules: { ...systemModules, POS_ORDER: pos },
  };
}

/** A small fake of the server's session calls, enough for the shell. */
function fakeServer(options: { gate?: boolean; pos?: boolean } = {}, extra: Record<string, Handler> = {}) {
  let signedIn: string | null = null;
  return fakeApi({
    'POST /api/back/login': ({ body }) => {
      const { account, password } = body as { account: string; password: string };
      if (password !== 'Demo1234') return failure(400, '帳號或密碼錯誤');
      signedIn = account;
      return envelope({ xsrfToken: `xsrf-${account}` });
    },
    'GET /api/back/user/getCurrent': () => (signedIn ? envelope(currentUser(signedIn)) : failure(401, '請先登入')),
    'GET /api/back/store/setting/getConfig': () => envelope(storeConfig(options)),
    // What the pages these tests open load (POS, sales ranking), empty: no error toast crowds out the shell's own.
    'GET /api/back/pos/getMenu': () =>
      envelope({ categories: [], optionGroups: [], upgrades: [], remarks: [], kitchenAreas: [], printAreas: [] }),
    'GET /api/back/automaticDiscount/getActiveList': () => envelope([]),
    'POST /api/back/report/getSalesRanking': () => envelope({ list: [], totalCount: 0, totalPrice: 0 }),
    'POST /api/back/report/getCategorySalesDetail': () => envelope([]),
    'GET /api/back/category/simpleList': () => envelope([]),
    'POST /api/logout': () => {
      signedIn = null;
      return envelope(null);
    },
    ...extra,
  });
}

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<AppRoot router={router} />);
  return router;
}

async function signIn(account: string, password = 'Demo1234') {
  fireEvent.change(await screen.findByLabelText('帳號'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('密碼'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登入' }));
}

async function landsOn(router: ReturnType<typeof renderApp>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

beforeEach(() => {
  // What a logout of the previous test's user would have reset (e.g. the page to go back to from /login).
  announceLogout();
  // The app's query cache is module-wide: no query of a page an earlier test opened may refetch into this one.
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ ...initialSession });
  useOverlayState.setState({ loadingCount: 0, offline: false, chunkErrorOpen: false });
  setViewport(1280, 800);
  // The signed-in app opens the realtime link; here it talks to an in-memory STOMP server.
  vi.stubGlobal('WebSocket', new FakeStompServer().WebSocket);
});

describe('sign-in and landing', () => {
  it('sends a visitor to /login, then lands a store user on the POS of a wide screen', async () => {
    const api = fakeServer();
    const router = renderApp('/report/order-list');
    await landsOn(router, '/login');

    await signIn('store');
    await landsOn(router, '/store-pos');

    expect(await screen.findByRole('heading', { name: '點餐' })).toBeTruthy();
    expect(screen.getByText('示範餐廳 信義店')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登出' })).toBeTruthy();
    expect(screen.getByLabelText('時間').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(api.count('GET /api/back/store/setting/getConfig')).toBe(1);
    expect(useSession.getState().xsrfToken).toBe('xsrf-store');
  });

  it('lands a store user on the live orders of a narrow portrait screen, without POS icon; the rest in the header menu', async () => {
    setViewport(800, 1000);
    fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/order-manage/socket');
    expect(await screen.findByRole('heading', { name: '即時訂單' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '點餐' })).toBeNull();
    expect(screen.queryByLabelText('時間')).toBeNull();
    // Below 975 px the header keeps the store name and a menu button: the clock and 登出 are in its menu.
    expect(screen.getByText('示範餐廳 信義店')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '更多功能' }));
    expect((await screen.findByLabelText('時間')).textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(await screen.findByRole('button', { name: '登出' })).toBeTruthy();
  });

  it('lands a store whose POS module is off on the live orders, even on a wide screen', async () => {
    fakeServer({ pos: false });
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/order-manage/socket');
    await act(() => router.navigate('/store-pos'));
    await landsOn(router, '/order-manage/socket');
  });

  it.each([
    ['manager', '/store-manage'],
    ['super', '/store-manage'],
    ['sales', '/store-manage'],
  ])('lands %s on %s in the manager shell', async (account, landing) => {
    fakeServer();
    const router = renderApp('/login');
    await signIn(account);
    await landsOn(router, landing);
    expect(await screen.findByRole('heading', { name: '商店管理' })).toBeTruthy();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('store', 'Wrong1234');
    expect(await screen.findByText('帳號或密碼錯誤')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().token).toBe(false);
  });

  it('checks the fields before calling the server', async () => {
    const api = fakeServer();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: '登入' }));
    expect(await screen.findByText('帳號為必填')).toBeTruthy();
    expect(screen.getByText('密碼為必填')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('guards', () => {
  it('sends a store user opening a staff route back to its landing', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    await act(() => router.navigate('/store-manage'));
    await landsOn(router, '/store-pos');
  });

  it('sends a sales person opening a store route, or a manager-only route, to its landing', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('sales');
    await landsOn(router, '/store-manage');
    await act(() => router.navigate('/report/order-list'));
    await landsOn(router, '/store-manage');
    await act(() => router.navigate('/system-setting'));
    await landsOn(router, '/store-manage');
  });

  it('sends a signed-in user opening /login back to the page they were on', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('manager');
    await landsOn(router, '/store-manage');
    await act(() => router.navigate('/mail-history'));
    await act(() => router.navigate('/login'));
    await landsOn(router, '/mail-history');
  });

  it('follows the area redirects and shows each page title', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    for (const [from, to, title] of [
      ['/menu-manage', '/menu-manage/meals', '餐點'],
      ['/account-manage', '/account-manage/store-set', '商店設定'],
      ['/whats-eat-manage', '/whats-eat-manage/whats-eat-panel', '優惠券面板'],
      ['/order-manage', '/order-manage/socket', '即時訂單'],
    ]) {
      await act(() => router.navigate(from));
      await landsOn(router, to);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('lets /Refresh/<path> through to <path>', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    await act(() => router.navigate('/Refresh/report/sales-ranking'));
    await landsOn(router, '/report/sales-ranking');
    expect(await screen.findByRole('heading', { name: '銷售排行' })).toBeTruthy();
  });

  it('loads a session kept from an earlier visit once, then opens the page asked for', async () => {
    const api = fakeServer();
    await fetch('/api/back/login', { method: 'POST', body: JSON.stringify({ account: 'store', password: 'Demo1234' }) });
    useSession.setState({ token: true, xsrfToken: 'xsrf-store' });
    const router = renderApp('/menu-manage/taste');
    expect(await screen.findByRole('heading', { name: '口味' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menu-manage/taste');
    expect(api.count('GET /api/back/user/getCurrent')).toBe(1);
  });

  it('ends the session when the current user cannot be loaded at start', async () => {
    fakeServer();
    useSession.setState({ token: true, xsrfToken: 'stale' });
    const router = renderApp('/report/order-list');
    await landsOn(router, '/login');
    expect(useSession.getState().token).toBe(false);
  });
});

describe('manager shell', () => {
  it('lists the staff areas the role may enter, and the drawer folds to its mini width', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('sales');
    await landsOn(router, '/store-manage');
    const nav = await screen.findByRole('navigation', { name: '主選單' });
    expect(within(nav).getByText('商店管理')).toBeTruthy();
    expect(within(nav).getByText('郵件紀錄')).toBeTruthy();
    expect(within(nav).queryByText('業務管理')).toBeNull();
    expect(within(nav).queryByText('系統設定')).toBeNull();
    expect(within(nav).queryByText('報表')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '收合選單' }));
    expect(await screen.findByRole('button', { name: '展開選單' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '商店管理' })).toBeTruthy();
  });

  it('shows the manager-only areas to a manager', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('manager');
    await landsOn(router, '/store-manage');
    const nav = await screen.findByRole('navigation', { name: '主選單' });
    expect(within(nav).getByText('業務管理')).toBeTruthy();
    expect(within(nav).getByText('系統設定')).toBeTruthy();
  });
});

describe('logout', () => {
  it('asks 確定要登出嗎？, does nothing on 否, and on 是 ends the session with 登出成功', async () => {
    const api = fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');

    fireEvent.click(await screen.findByRole('button', { name: '登出' }));
    expect(await screen.findByText('確定要登出嗎？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '否' }));
    await waitFor(() => expect(screen.queryByText('確定要登出嗎？')).toBeNull());
    expect(useSession.getState().token).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    fireEvent.click(await screen.findByRole('button', { name: '是' }));
    await landsOn(router, '/login');
    expect(await screen.findByText('登出成功')).toBeTruthy();
    expect(api.count('POST /api/logout')).toBe(1);
    expect(useSession.getState()).toMatchObject({ token: false, userId: null, storeId: null });
  });
});

describe('store switch', () => {
  it('switches to the other store, reloads its config with its X-SID and says 切換帳號成功', async () => {
    const api = fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    await act(() => router.navigate('/report/sales-ranking'));
    useSession.setState({ redMarker: true });

    fireEvent.click(await screen.findByRole('button', { name: '切換商店' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '示範餐廳 大安店' }));

    await landsOn(router, '/store-pos');
    expect(await screen.findByText('切換帳號成功')).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ storeId: 12, storeName: '示範餐廳 大安店', redMarker: false });
    const lastConfig = api.calls.filter((call) => call.key === 'GET /api/back/store/setting/getConfig').at(-1);
    expect(lastConfig?.headers.get('X-SID')).toBe('12');
    expect(document.title).toBe('示範餐廳 大安店');
  });

  it('offers no store dropdown to a user with one store', async () => {
    fakeServer({}, {
      'GET /api/back/user/getCurrent': () => envelope({ ...currentUser('store'), storeList: [STORES[0]] }),
    });
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    await screen.findByRole('heading', { name: '點餐' });
    expect(screen.queryByRole('button', { name: '切換商店' })).toBeNull();
  });
});

describe('areas', () => {
  it('reloads the store config on entering the reports and shows the manager-code gate while it is on', async () => {
    const api = fakeServer({ gate: true });
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    expect(api.count('GET /api/back/store/setting/getConfig')).toBe(1);

    await act(() => router.navigate('/report/order-list'));
    expect(await screen.findByText('請輸入識別碼')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '營業額' })).toBeNull();
    expect(api.count('GET /api/back/store/setting/getConfig')).toBe(2);

    act(() => useSession.getState().passManagerGate());
    expect(await screen.findByRole('heading', { name: '營業額' })).toBeTruthy();
    // Moving inside the reports keeps the gate open and does not reload the config.
    await act(() => router.navigate('/report/cash-drawer-record'));
    expect(await screen.findByRole('heading', { name: '臨時收支' })).toBeTruthy();
    expect(api.count('GET /api/back/store/setting/getConfig')).toBe(2);
  });

  it('lets the cashier open an e-invoice proof without the manager code', async () => {
    const api = fakeServer({ gate: true });
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    await act(() => router.navigate('/report/invoice-proof/7'));
    await waitFor(() => expect(api.count('GET /api/back/store/setting/getConfig')).toBe(2));
    expect(await screen.findByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.queryByText('請輸入識別碼')).toBeNull();
  });

  it('puts the gate on when the store config cannot be loaded', async () => {
    // The failure is logged (access section 8); keep the test output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ gate: false }, { 'GET /api/back/store/setting/getConfig': () => failure(500, null) });
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/order-manage/socket');
    await act(() => router.navigate('/report/order-list'));
    expect(await screen.findByText('請輸入識別碼')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('clears the new-order red marker on entering the orders, and the menu selection on leaving the menu', async () => {
    fakeServer();
    const router = renderApp('/login');
    await signIn('store');
    await landsOn(router, '/store-pos');
    act(() => useSession.setState({ redMarker: true }));
    await act(() => router.navigate('/order-manage/socket'));
    await waitFor(() => expect(useSession.getState().redMarker).toBe(false));

    await act(() => router.navigate('/menu-manage/category'));
    act(() => useSession.getState().setSelectedMenu(7));
    await act(() => router.navigate('/report/order-list'));
    await waitFor(() => expect(useSession.getState().selectedMenu).toBeNull());
  });
});
