import { describe, it, expect } from 'vitest';
import type { AccessContext, LandingContext, RouteEntry } from './routes.js';
import {
  canEnter,
  deniedRedirect,
  guardNavigation,
  isRefreshPath,
  isWideScreen,
  landingPath,
  matchRoute,
  posRedirect,
  redirectOf,
  ROUTES,
  titleOf,
  visibleMenu,
} from './routes.js';
import { ROLES } from './roles.js';

const as = (switchRole: AccessContext['switchRole'], superManager = false): AccessContext => ({ switchRole, superManager });
const manager = as('USER_MANAGER');
const superManager = as('USER_MANAGER', true);
const sales = as('USER_SALES_PERSON');
const store = as('USER_STORE');
const nobody = as(null);

function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('route table', () => {
  it('gives every route a title and unique path', () => {
    const all = flatten(ROUTES);
    all.forEach((entry) => expect(entry.title.trim()).not.toBe(''));
    expect(new Set(all.map((entry) => entry.path)).size).toBe(all.length);
  });
  it('lets children inherit the parent roles and path', () => {
    for (const parent of ROUTES) {
      for (const child of flatten(parent.children ?? [])) {
        expect(child.roles).toEqual(parent.roles);
        expect(child.path.startsWith(`${parent.path}/`)).toBe(true);
      }
    }
  });
  it('points every redirect at a route of the table', () => {
    for (const entry of flatten(ROUTES)) {
      if (entry.redirect) expect(matchRoute(entry.redirect)?.route.path).toBe(entry.redirect);
    }
  });
  it('names the super manager role in manager-only route lists', () => {
    expect(matchRoute('/system-setting')?.route.roles).toEqual(['ROLE_SUPER_SPECIAL_MANAGER', 'USER_MANAGER']);
    expect(matchRoute('/mail-history')?.route.roles).toEqual([
      'ROLE_SUPER_SPECIAL_MANAGER',
      'USER_MANAGER',
      'USER_SALES_PERSON',
    ]);
  });
});

describe('matchRoute', () => {
  it('matches the root, /login and plain paths', () => {
    expect(matchRoute('/')?.route.path).toBe('/');
    expect(matchRoute('')?.route.path).toBe('/');
    expect(matchRoute('/login')?.route.title).toBe('登入');
    expect(matchRoute('/report/sales-ranking')?.route.title).toBe('銷售排行');
  });
  it('extracts and decodes parameters', () => {
    expect(matchRoute('/store-manage/store-details/12/contract')).toEqual({
      route: expect.objectContaining({ path: '/store-manage/store-details/:storeId/:tabType' }),
      params: { storeId: '12', tabType: 'contract' },
    });
    expect(matchRoute('/report/order-details/A%20B')?.params).toEqual({ orderId: 'A B' });
    expect(matchRoute('/report/order-details/%E0%A4%A')?.params).toEqual({ orderId: '%E0%A4%A' });
  });
  it('ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/account-manage/delivery-platform-set?code=abc')?.route.title).toBe('外送平台設定');
    expect(matchRoute('/menu-manage/meals/#top')?.route.title).toBe('餐點');
  });
  it('matches nested children and rejects unknown or partial paths', () => {
    expect(matchRoute('/announcementManager/announcement/add-announcement')?.route.title).toBe('新增公告');
    expect(matchRoute('/menu-manage/meal/editor')?.route.title).toBe('編輯餐點');
    expect(matchRoute('/menu-manage/meal')).toBeNull();
    expect(matchRoute('/store-manage/store-details/12')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
  it('reads titles and redirects', () => {
    expect(titleOf('/report/cash-drawer-record')).toBe('臨時收支');
    expect(titleOf('/nope')).toBeNull();
    expect(redirectOf('/report')).toBe('/report/order-list');
    expect(redirectOf('/order-manage')).toBe('/order-manage/socket');
    expect(redirectOf('/menu-manage')).toBe('/menu-manage/meals');
    expect(redirectOf('/account-manage')).toBe('/account-manage/store-set');
    expect(redirectOf('/contractManage')).toBe('/contractManage/contract-classification');
    expect(redirectOf('/announcementManager')).toBe('/announcementManager/announcement');
    expect(redirectOf('/whats-eat-manage')).toBe('/whats-eat-manage/whats-eat-panel');
    expect(redirectOf('/store-pos')).toBeNull();
  });
});

describe('canEnter', () => {
  const staffPages = ['/nearly-expired', '/store-manage', '/store-manage/add-store', '/contractManage', '/mail-history', '/reset-password'];
  const managerPages = ['/business-manage', '/announcementManager/announcementTemplate', '/system-setting'];
  const storePages = [
    '/store-pos',
    '/order-manage/socket',
    '/report/order-list',
    '/report/order-details/9',
    '/menu-manage/taste',
    '/account-manage/user-info',
    '/whats-eat-manage/whats-eat-panel',
  ];

  it.each(staffPages)('staff reach %s, stores do not', (path) => {
    expect(canEnter(path, manager)).toBe(true);
    expect(canEnter(path, sales)).toBe(true);
    expect(canEnter(path, superManager)).toBe(true);
    expect(canEnter(path, store)).toBe(false);
  });
  it.each(managerPages)('managers reach %s, sales people and stores do not', (path) => {
    expect(canEnter(path, manager)).toBe(true);
    expect(canEnter(path, superManager)).toBe(true);
    expect(canEnter(path, as('ROLE_SUPER_SPECIAL_MANAGER'))).toBe(true);
    expect(canEnter(path, sales)).toBe(false);
    expect(canEnter(path, store)).toBe(false);
  });
  it.each(storePages)('stores reach %s, staff do not', (path) => {
    expect(canEnter(path, store)).toBe(true);
    expect(canEnter(path, manager)).toBe(false);
    expect(canEnter(path, sales)).toBe(false);
  });
  it('lets a super manager switched into a store reach both store and staff routes', () => {
    const switched = as('USER_STORE', true);
    expect(canEnter('/store-pos', switched)).toBe(true);
    expect(canEnter('/system-setting', switched)).toBe(true);
  });
  it('handles the root, /login, /Refresh/ and unknown paths', () => {
    expect(canEnter('/', store)).toBe(true);
    expect(canEnter('/', nobody)).toBe(false);
    expect(canEnter('/login', nobody)).toBe(true);
    expect(canEnter('/Refresh/store-pos', nobody)).toBe(true);
    expect(canEnter('/nowhere', manager)).toBe(false);
  });
});

describe('deniedRedirect', () => {
  it('sends a refused root visit to the role home', () => {
    expect(deniedRedirect('/', sales)).toBe('/nearly-expired');
    expect(deniedRedirect('/', manager)).toBe('/store-manage');
    expect(deniedRedirect('/', as(ROLES.ROLE_SUPER_SPECIAL_MANAGER))).toBe('/store-manage');
    expect(deniedRedirect('/', as(null, true))).toBe('/store-manage');
    expect(deniedRedirect('/', store)).toBe('/account-manage/user-info');
    expect(deniedRedirect('/', nobody)).toBe('/login');
  });
  it('sends any other refused path to the root, or /login without a role', () => {
    expect(deniedRedirect('/system-setting', sales)).toBe('/');
    expect(deniedRedirect('/store-pos', manager)).toBe('/');
    expect(deniedRedirect('/store-pos', nobody)).toBe('/login');
  });
});

describe('guardNavigation', () => {
  it('sends signed-out users to /login except for /login and /Refresh/', () => {
    const out = { ...nobody, signedIn: false };
    expect(guardNavigation('/store-pos', out)).toBe('/login');
    expect(guardNavigation('/', out)).toBe('/login');
    expect(guardNavigation('/login', out)).toBeNull();
    expect(guardNavigation('/Refresh/report', out)).toBeNull();
  });
  it('sends a signed-in user opening /login back where they came from', () => {
    expect(guardNavigation('/login', { ...store, signedIn: true, from: '/report/order-list' })).toBe('/report/order-list');
    expect(guardNavigation('/login', { ...store, signedIn: true, from: '/login' })).toBe('/');
    expect(guardNavigation('/login', { ...store, signedIn: true })).toBe('/');
  });
  it('lets allowed routes through and redirects refused ones', () => {
    expect(guardNavigation('/store-pos', { ...store, signedIn: true })).toBeNull();
    expect(guardNavigation('/store-pos', { ...manager, signedIn: true })).toBe('/');
  });
});

describe('landingPath', () => {
  const base: LandingContext = {
    loginRole: 'USER_STORE',
    superManager: false,
    manager: false,
    wideScreen: false,
    posModule: false,
    pendingDeliveryAuth: false,
  };
  it('lands managers and super managers on /store-manage', () => {
    expect(landingPath({ ...base, loginRole: 'USER_MANAGER', manager: true })).toBe('/store-manage');
    expect(landingPath({ ...base, loginRole: 'USER_MANAGER', manager: true, superManager: true })).toBe('/store-manage');
  });
  it('lands sales people on /store-manage when flagged, else /nearly-expired', () => {
    expect(landingPath({ ...base, loginRole: 'USER_SALES_PERSON', manager: true })).toBe('/store-manage');
    expect(landingPath({ ...base, loginRole: 'USER_SALES_PERSON', manager: false })).toBe('/nearly-expired');
  });
  it('lands store users by authorization, screen and POS module', () => {
    expect(landingPath({ ...base, pendingDeliveryAuth: true, wideScreen: true, posModule: true })).toBe(
      '/account-manage/delivery-platform-set',
    );
    expect(landingPath({ ...base, wideScreen: true, posModule: true })).toBe('/store-pos');
    expect(landingPath({ ...base, wideScreen: true, posModule: false })).toBe('/order-manage/socket');
    expect(landingPath({ ...base, wideScreen: false, posModule: true })).toBe('/order-manage/socket');
  });
  it('lands HQ (總部) on its brand stores', () => {
    expect(landingPath({ ...base, loginRole: 'USER_HQ', wideScreen: true, posModule: true })).toBe('/hq/stores');
  });
  it('sends a session without a role to /login', () => {
    expect(landingPath({ ...base, loginRole: null })).toBe('/login');
  });
  it('counts a screen as wide only above 975 px', () => {
    expect(isWideScreen(975)).toBe(false);
    expect(isWideScreen(976)).toBe(true);
  });
});

describe('posRedirect', () => {
  it('moves a non-manager off the POS when the module is off', () => {
    expect(posRedirect('/store-pos', { manager: false, posModule: false })).toBe('/order-manage/socket');
    expect(posRedirect('/store-pos?x=1', { manager: false, posModule: false })).toBe('/order-manage/socket');
  });
  it('leaves managers, module-on stores and other routes alone', () => {
    expect(posRedirect('/store-pos', { manager: true, posModule: false })).toBeNull();
    expect(posRedirect('/store-pos', { manager: false, posModule: true })).toBeNull();
    expect(posRedirect('/report', { manager: false, posModule: false })).toBeNull();
  });
});

describe('isRefreshPath', () => {
  it('matches the /Refresh/ prefix only', () => {
    expect(isRefreshPath('/Refresh/report/order-list')).toBe(true);
    expect(isRefreshPath('/Refresh')).toBe(false);
    expect(isRefreshPath('/refresh/report')).toBe(false);
    expect(isRefreshPath('/report/Refresh/')).toBe(false);
  });
});

describe('visibleMenu', () => {
  it('lists only enterable, unhidden routes', () => {
    const storeMenu = visibleMenu(store).map((entry) => entry.path);
    expect(storeMenu).toEqual(['/store-pos', '/order-manage', '/report', '/kds', '/menu-manage', '/account-manage']);
    const salesMenu = visibleMenu(sales).map((entry) => entry.path);
    expect(salesMenu).toEqual(['/nearly-expired', '/store-manage', '/contractManage', '/mail-history', '/reset-password']);
    expect(visibleMenu(superManager)).toHaveLength(8);
    const hqMenu = visibleMenu({ switchRole: 'USER_HQ', superManager: false });
    expect(hqMenu.map((entry) => entry.path)).toEqual(['/hq', '/menu-manage']);
    expect(hqMenu[0]?.children?.map((child) => child.title)).toEqual(['品牌商店', '品牌菜單', '菜單版本', '門市價格', '品牌優惠券', '跨店報表']);
  });
  it('keeps HQ (總部) out of the counter, orders, reports and settings, and sends it to its stores', () => {
    const hq = { switchRole: 'USER_HQ' as const, superManager: false };
    for (const path of ['/store-pos', '/order-manage/socket', '/report/order-list', '/account-manage/store-set', '/store-manage']) {
      expect(canEnter(path, hq)).toBe(false);
    }
    expect(canEnter('/hq/report', hq)).toBe(true);
    expect(canEnter('/hq/coupons', hq)).toBe(true);
    expect(canEnter('/menu-manage/meals', hq)).toBe(true);
    expect(canEnter('/hq/menu', { switchRole: 'USER_STORE', superManager: false })).toBe(false);
    expect(deniedRedirect('/', hq)).toBe('/hq/stores');
  });
  it('drops hidden children', () => {
    const report = visibleMenu(store).find((entry) => entry.path === '/report');
    expect(report?.children?.map((child) => child.title)).toEqual(['營業額', '臨時收支', '交班表', '銷售排行', '付款對帳', '出餐時間']);
    const storeManage = visibleMenu(manager).find((entry) => entry.path === '/store-manage');
    expect(storeManage?.children).toEqual([]);
  });
});
