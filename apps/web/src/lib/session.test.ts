import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { DEFAULT_STORE_CONFIG, type CurrentUser, type StoreConfig } from '@diancan/core';
import { registerNavigator } from './navigation';
import { onLogout, onStoreSwitch } from './realtime-hooks';
import { currentFontScale, initialSession, isHqSession, isStoreSession, useSession } from './session';

function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    account: 'store',
    name: '王小明',
    phone: null,
    email: 'store@demo.diancan.tw',
    loginTime: '2026-01-01T09:00:00+08:00',
    buyerType: null,
    loginType: 'BACK',
    permissionList: ['USER_STORE'],
    storeList: [
      { id: 11, name: '示範餐廳 信義店' },
      { id: 12, name: '示範餐廳 大安店' },
    ],
    manager: false,
    superManager: false,
    notManager: true,
    sales: false,
    ...overrides,
  };
}

function config(overrides: { gate?: boolean; pos?: boolean; font?: number } = {}): StoreConfig {
  const { switchSettings, deviceSettings, invoiceSettings } = DEFAULT_STORE_CONFIG;
  return {
    switchSettings: {
      ...switchSettings,
      mobileOrderSwitch: true,
      printSwitch: true,
      idleOrderReminderSwitch: true,
      idleOrderReminderMinutes: 45,
      reportManagerCodeVerificationSwitch: overrides.gate ?? true,
    },
    deviceSettings: { ...deviceSettings, printMac: 'AA:BB' },
    uiSettings: { backPosCheckoutMode: 'DEFAULT', backPosTagMode: 'DEFAULT', fontSizeSetting: overrides.font ?? 3, printClient: 'WEB', quantityKeyboardType: 'DECIMAL' },
    invoiceSettings: { ...invoiceSettings, adminInvoiceSwitch: true },
    systemModules: { POS_ORDER: overrides.pos ?? true, FRONT_ORDER: false, MOBILE_ORDER: true },
    payMethods: [{ id: 1, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 }],
    deliveryPlatforms: { uberEats: true, uberEatsInvoice: false, foodPanda: false, foodPandaInvoice: true },
  };
}

let navigations: string[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ ...initialSession });
  navigations = [];
  registerNavigator((path) => navigations.push(path));
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

afterEach(() => registerNavigator(null));

describe('signing in and the current user', () => {
  it('derives the role, makes the first store active and its name the page title', () => {
    useSession.getState().signIn('xsrf');
    useSession.getState().setCurrentUser(user());
    const state = useSession.getState();
    expect(state).toMatchObject({
      token: true,
      xsrfToken: 'xsrf',
      userId: 5,
      account: 'store',
      loginRole: 'USER_STORE',
      switchRole: 'USER_STORE',
      manager: false,
      storeId: 11,
      storeName: '示範餐廳 信義店',
      currentUserLoaded: true,
    });
    expect(document.title).toBe('示範餐廳 信義店');
  });

  it('sets the manager flag for managers and sales people, super manager included', () => {
    useSession.getState().setCurrentUser(user({ id: 1, permissionList: ['USER_SUPER_MANAGER'], storeList: [] }));
    expect(useSession.getState()).toMatchObject({ loginRole: 'USER_MANAGER', manager: true, storeId: null });
    useSession.getState().setCurrentUser(user({ id: 2, permissionList: ['USER_SALES_PERSON'], storeList: [] }));
    expect(useSession.getState()).toMatchObject({ loginRole: 'USER_SALES_PERSON', switchRole: 'USER_SALES_PERSON', manager: true });
  });

  it('keeps this tab’s store across a reload of the same user, but not for another user', () => {
    useSession.getState().setCurrentUser(user());
    useSession.getState().switchStore(12);
    useSession.getState().setCurrentUser(user());
    expect(useSession.getState().storeId).toBe(12);
    useSession.getState().setCurrentUser(user({ id: 6 }));
    expect(useSession.getState().storeId).toBe(11);
  });
});

describe('store config', () => {
  beforeEach(() => useSession.getState().setCurrentUser(user()));

  it('applies every part of the config to the session', () => {
    useSession.getState().applyStoreConfig(config());
    expect(useSession.getState()).toMatchObject({
      storeConfigLoaded: true,
      scaleFont: 3,
      quantityKeyboardType: 'DECIMAL',
      idleOrderReminderSwitch: true,
      idleOrderReminderMinutes: 45,
      invoiceSwitch: { admin: true, store: false },
      systemModule: { posOrder: true, frontOrder: false, mobileOrder: true },
      device: { posMac: 'AA:BB' },
      hasPos: true,
      hasTag: false,
      payMethods: [{ id: 1, name: '現金' }],
      deliveryPlatforms: { uberEats: true, uberEatsInvoice: false, foodPanda: false, foodPandaInvoice: true },
      managerGateOn: true,
    });
  });

  it('uses font scale 1 until a config arrives, then the store’s setting', () => {
    expect(useSession.getState().scaleFont).toBe(2);
    expect(currentFontScale(useSession.getState())).toBe(1);
    useSession.getState().applyStoreConfig(config({ font: 0 }));
    expect(currentFontScale(useSession.getState())).toBe(0);
  });

  it('turns the report gate on only with the switch, never for a manager session, and on when loading fails', () => {
    useSession.getState().applyStoreConfig(config({ gate: false }));
    expect(useSession.getState().managerGateOn).toBe(false);
    useSession.getState().storeConfigFailed();
    expect(useSession.getState().managerGateOn).toBe(true);
    useSession.getState().passManagerGate();
    expect(useSession.getState().managerGateOn).toBe(false);

    useSession.getState().setCurrentUser(user({ id: 1, permissionList: ['USER_MANAGER'] }));
    useSession.getState().applyStoreConfig(config({ gate: true }));
    expect(useSession.getState().managerGateOn).toBe(false);
    useSession.getState().storeConfigFailed();
    expect(useSession.getState().managerGateOn).toBe(false);
  });
});

describe('switching store', () => {
  it('makes the role store, clears store-bound state and tells the listeners', () => {
    const switched = vi.fn();
    const stop = onStoreSwitch(switched);
    useSession.getState().setCurrentUser(user());
    useSession.getState().applyStoreConfig(config());
    useSession.setState({ redMarker: true, selectedMenu: 4, switchRole: 'USER_MANAGER' });

    useSession.getState().switchStore(12);

    expect(useSession.getState()).toMatchObject({
      storeId: 12,
      storeName: '示範餐廳 大安店',
      switchRole: 'USER_STORE',
      redMarker: false,
      selectedMenu: null,
      storeConfigLoaded: false,
      payMethods: [],
    });
    expect(document.title).toBe('示範餐廳 大安店');
    expect(switched).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps an HQ (總部) session HQ while it moves between its brand stores, and never a store session', () => {
    useSession.getState().signIn('xsrf');
    useSession.getState().setCurrentUser(user({ account: 'hq', permissionList: ['USER_HQ'], notManager: false }));
    expect(useSession.getState()).toMatchObject({ loginRole: 'USER_HQ', switchRole: 'USER_HQ', storeId: 11, manager: false });
    useSession.getState().switchStore(12);
    expect(useSession.getState()).toMatchObject({ switchRole: 'USER_HQ', storeId: 12, storeName: '示範餐廳 大安店' });
    expect(isHqSession(useSession.getState())).toBe(true);
    // HQ reads no store config (the server refuses it the settings): app start and the reports skip it.
    expect(isStoreSession(useSession.getState())).toBe(false);
  });

  it('ignores a store the user does not own', () => {
    useSession.getState().setCurrentUser(user());
    useSession.getState().switchStore(99);
    expect(useSession.getState().storeId).toBe(11);
  });
});

describe('logout', () => {
  it('clears the session, tells the listeners, goes to /login and says 登出成功', () => {
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    useSession.getState().signIn('xsrf');
    useSession.getState().setCurrentUser(user());
    useSession.getState().setNativeVersions({ iosVersion: '2.0.1' });

    useSession.getState().logout();

    const state = useSession.getState();
    expect(state).toMatchObject({ token: false, xsrfToken: null, userId: null, storeId: null, storeList: [], iosVersion: '2.0.1' });
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(navigations).toEqual(['/login']);
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual(['登出成功']);
    expect(sessionStorage.getItem('diancan-tab')).toBeNull();
    stop();
  });

  it('says nothing when silent', () => {
    useSession.getState().logout({ silent: true });
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(navigations).toEqual(['/login']);
  });
});

describe('persistence', () => {
  it('keeps the session in localStorage and the tab’s store, role and manager flag in sessionStorage', () => {
    useSession.getState().signIn('xsrf');
    useSession.getState().setCurrentUser(user());
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}');
    expect(stored.state).toMatchObject({ token: true, xsrfToken: 'xsrf', storeId: 11, account: 'store' });
    expect(stored.state).not.toHaveProperty('currentUserLoaded');
    expect(stored.state).not.toHaveProperty('sessionLoaded');
    expect(JSON.parse(sessionStorage.getItem('diancan-tab') ?? '{}')).toEqual({
      manager: false,
      storeId: 11,
      switchRole: 'USER_STORE',
    });
  });

  it('on a new page load, this tab’s own store wins over the one another tab last saved', async () => {
    localStorage.setItem(
      'diancan-session',
      JSON.stringify({
        version: 1,
        state: {
          ...initialSession,
          token: true,
          storeId: 11,
          storeName: 'A',
          storeList: [
            { id: 11, name: 'A' },
            { id: 12, name: 'B' },
          ],
        },
      }),
    );
    sessionStorage.setItem('diancan-tab', JSON.stringify({ manager: false, storeId: 12, switchRole: 'USER_STORE' }));
    vi.resetModules();
    const fresh = await import('./session');
    expect(fresh.useSession.getState()).toMatchObject({
      token: true,
      storeId: 12,
      storeName: 'B',
      switchRole: 'USER_STORE',
      sessionLoaded: false,
    });
  });
});
