import { describe, expect, it } from 'vitest';
import { ROLES } from '@diancan/core';
import { decideLoginRoute, decideShellRoute, type GuardSession } from './route-access';

const WIDE = 1280;
const NARROW = 800;

const signedOut: GuardSession = {
  token: false,
  sessionLoaded: false,
  switchRole: null,
  loginRole: null,
  superManager: false,
  manager: false,
  systemModule: { posOrder: false, frontOrder: false, mobileOrder: false },
  deliveryAuthorizationPending: false,
};

const store: GuardSession = {
  ...signedOut,
  token: true,
  sessionLoaded: true,
  switchRole: ROLES.USER_STORE,
  loginRole: ROLES.USER_STORE,
  systemModule: { posOrder: true, frontOrder: true, mobileOrder: true },
};
const manager: GuardSession = { ...store, switchRole: ROLES.USER_MANAGER, loginRole: ROLES.USER_MANAGER, manager: true };
const superManager: GuardSession = { ...manager, superManager: true };
const sales: GuardSession = { ...manager, switchRole: ROLES.USER_SALES_PERSON, loginRole: ROLES.USER_SALES_PERSON };

const redirect = (to: string) => ({ kind: 'redirect', to });
const render = { kind: 'render' };

describe('routes inside the shell', () => {
  it('lands HQ (總部) on its stores, lets it into its pages and the menu editor, and sends it home from the counter', () => {
    const hq: GuardSession = { ...store, switchRole: ROLES.USER_HQ, loginRole: ROLES.USER_HQ, systemModule: signedOut.systemModule };
    expect(decideShellRoute('/', hq, WIDE)).toEqual(redirect('/hq/stores'));
    expect(decideShellRoute('/hq', hq, WIDE)).toEqual(render);
    expect(decideShellRoute('/hq/report', hq, WIDE)).toEqual(render);
    expect(decideShellRoute('/menu-manage/meal/editor', hq, WIDE)).toEqual(render);
    for (const path of ['/store-pos', '/order-manage/socket', '/report/order-list', '/store-manage/brands']) {
      expect(decideShellRoute(path, hq, WIDE)).toEqual(redirect('/hq/stores'));
    }
    expect(decideLoginRoute(hq, null, NARROW)).toEqual(redirect('/hq/stores'));
  });

  it('sends a visitor without a token to /login from any route', () => {
    for (const path of ['/', '/store-pos', '/report/order-list', '/store-manage', '/no-such-page']) {
      expect(decideShellRoute(path, signedOut, WIDE)).toEqual(redirect('/login'));
    }
  });

  it('lets /Refresh/ paths through without any check', () => {
    expect(decideShellRoute('/Refresh/report/order-list', signedOut, WIDE)).toEqual(render);
  });

  it('waits while the current user (and store config) is loading', () => {
    expect(decideShellRoute('/store-pos', { ...store, sessionLoaded: false }, WIDE)).toEqual({ kind: 'wait' });
  });

  it('lands each role from the root', () => {
    expect(decideShellRoute('/', store, WIDE)).toEqual(redirect('/store-pos'));
    expect(decideShellRoute('/', store, NARROW)).toEqual(redirect('/order-manage/socket'));
    expect(decideShellRoute('/', { ...store, systemModule: { ...store.systemModule, posOrder: false } }, WIDE)).toEqual(
      redirect('/order-manage/socket'),
    );
    expect(decideShellRoute('/', { ...store, deliveryAuthorizationPending: true }, WIDE)).toEqual(
      redirect('/account-manage/delivery-platform-set'),
    );
    expect(decideShellRoute('/', manager, WIDE)).toEqual(redirect('/store-manage'));
    expect(decideShellRoute('/', superManager, NARROW)).toEqual(redirect('/store-manage'));
    expect(decideShellRoute('/', sales, WIDE)).toEqual(redirect('/store-manage'));
  });

  it('uses the wide-screen threshold of 975 px exactly (over 975 is wide)', () => {
    expect(decideShellRoute('/', store, 975)).toEqual(redirect('/order-manage/socket'));
    expect(decideShellRoute('/', store, 976)).toEqual(redirect('/store-pos'));
  });

  it('renders routes the switched role may enter', () => {
    expect(decideShellRoute('/report/order-list', store, WIDE)).toEqual(render);
    expect(decideShellRoute('/report/order-details/42', store, WIDE)).toEqual(render);
    expect(decideShellRoute('/store-manage/store-details/3/info', sales, WIDE)).toEqual(render);
    expect(decideShellRoute('/system-setting', superManager, WIDE)).toEqual(render);
  });

  it('sends a refused user home: straight to the landing page the root would send them to', () => {
    expect(decideShellRoute('/store-manage', store, WIDE)).toEqual(redirect('/store-pos'));
    expect(decideShellRoute('/store-manage', store, NARROW)).toEqual(redirect('/order-manage/socket'));
    expect(decideShellRoute('/report/order-list', sales, WIDE)).toEqual(redirect('/store-manage'));
    expect(decideShellRoute('/system-setting', sales, WIDE)).toEqual(redirect('/store-manage'));
    expect(decideShellRoute('/no-such-page', store, WIDE)).toEqual(redirect('/store-pos'));
  });

  it('goes by the switched role, not the login role', () => {
    const switchedToStore = { ...manager, switchRole: ROLES.USER_STORE } as GuardSession;
    expect(decideShellRoute('/report/order-list', switchedToStore, WIDE)).toEqual(render);
  });

  it('sends a store user away from the POS when its POS module is off', () => {
    const noPos = { ...store, systemModule: { ...store.systemModule, posOrder: false } };
    expect(decideShellRoute('/store-pos', noPos, WIDE)).toEqual(redirect('/order-manage/socket'));
    expect(decideShellRoute('/store-pos', store, WIDE)).toEqual(render);
  });
});

describe('/login', () => {
  it('is shown to visitors and while the session loads', () => {
    expect(decideLoginRoute(signedOut, null, WIDE)).toEqual(render);
    expect(decideLoginRoute({ ...store, sessionLoaded: false }, null, WIDE)).toEqual(render);
  });

  it('sends a signed-in user back to the page they were on', () => {
    expect(decideLoginRoute(store, '/report/sales-ranking', WIDE)).toEqual(redirect('/report/sales-ranking'));
  });

  it('sends a signed-in user with nowhere to go back to their landing page', () => {
    expect(decideLoginRoute(store, null, WIDE)).toEqual(redirect('/store-pos'));
    expect(decideLoginRoute(store, '/', NARROW)).toEqual(redirect('/order-manage/socket'));
    expect(decideLoginRoute(manager, null, WIDE)).toEqual(redirect('/store-manage'));
  });
});
