import { currentUserSchema, MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStore, addUser, authEventKinds, deactivateStores, deactivateUser } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './harness.js';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: clock.clock, config: { sessionIdleMinutes: 30, sessionAbsoluteHours: 2 } });
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/back/login', () => {
  it('opens a session: httpOnly SameSite=Lax cookie, xsrf token in the envelope', async () => {
    const client = server.client();
    const response = await client.login('store');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(response.body.message).toBeNull();
    expect(response.body.data?.xsrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('diancan_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here
    // 256-bit random token
    expect(cookie?.split(';')[0]?.split('=')[1]).toMatch(/^[\w-]{43}$/);
  });

  it('marks the cookie Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const response = await proxied.client().post(
        '/api/back/login',
        { account: 'store', password: 'Demo1234' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers 400 with a zh-TW message naming the field on a bad payload', async () => {
    const client = server.client();
    expect((await client.post('/api/back/login', { account: 'store' })).body).toEqual({
      status: false,
      message: '密碼為必填',
      data: null,
    });
    const blank = await client.post('/api/back/login', { account: '  ', password: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('帳號為必填');
    const notJson = await client.request('POST', '/api/back/login', '{"account":', {});
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ status: false, message: MSG.BAD_REQUEST, data: null });
  });

  it('refuses a wrong password and an unknown account with the same message, and audits both', async () => {
    const wrong = await server.client().login('manager', 'Wrong1234');
    const unknown = await server.client().login('nobody-here', 'Wrong1234');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, message: MSG.LOGIN_FAILED, data: null });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await authEventKinds(server.db, 'manager')).toContain('LOGIN_FAILED');
    expect(await authEventKinds(server.db, 'nobody-here')).toEqual(['LOGIN_FAILED']);
  });

  it('matches the account without regard to case', async () => {
    expect((await server.client().login('STORE')).status).toBe(200);
  });

  it('refuses a deactivated user and a store user whose stores are all deactivated (403)', async () => {
    await addUser(server.db, 'gone', { permissions: ['USER_MANAGER'], deactivated: true });
    const gone = await server.client().login('gone');
    expect(gone.status).toBe(403);
    expect(gone.body.message).toBe(MSG.ACCOUNT_DISABLED);

    await addUser(server.db, 'closed-owner');
    const storeId = await addStore(server.db, '已歇業店', { owner: 'closed-owner' });
    const client = server.client();
    expect((await client.login('closed-owner')).status).toBe(200);
    await deactivateStores(server.db, [storeId]);
    // The live session ends too, and a new sign-in is refused.
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
    const refused = await server.client().login('closed-owner');
    expect(refused.status).toBe(403);
    expect(await authEventKinds(server.db, 'closed-owner')).toEqual(['LOGIN_OK', 'LOGIN_REFUSED']);
  });

  it('signing in again from the same browser replaces the previous session', async () => {
    const client = server.client();
    await client.login('sales');
    const firstCookie = client.cookies.get('diancan_session');
    const other = server.client();
    other.cookies.set('diancan_session', firstCookie ?? '');
    await client.login('sales');
    expect(client.cookies.get('diancan_session')).not.toBe(firstCookie);
    expect((await other.get('/api/back/user/getCurrent')).status).toBe(401);
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
  });
});

describe('sign-in limits', () => {
  it('answers 429 操作過於頻繁 after 10 failures of one account, even with the right password', async () => {
    const limited = await startTestServer();
    try {
      for (let i = 0; i < 10; i += 1) expect((await limited.client().login('store', `Wrong${i}xx`)).status).toBe(400);
      const blocked = await limited.client().login('store');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ status: false, message: MSG.TOO_MANY, data: null });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      const kinds = await authEventKinds(limited.db, 'store');
      expect(kinds.filter((kind) => kind === 'LOGIN_FAILED')).toHaveLength(10);
      expect(kinds.at(-1)).toBe('LOGIN_BLOCKED');
    } finally {
      await limited.close();
    }
  });

  it('counts failures per address across accounts too, and forgets them after 15 minutes', async () => {
    const ownClock = testClock();
    const limited = await startTestServer({ clock: ownClock.clock });
    try {
      for (let i = 0; i < 10; i += 1) await limited.client().login(`guess-${i}`, 'Wrong1234');
      expect((await limited.client().login('manager')).status).toBe(429);
      ownClock.advance(15 * 60_000 + 1000);
      expect((await limited.client().login('manager')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/back/user/getCurrent', () => {
  it('answers 401 in the envelope without a session', async () => {
    const response = await server.client().get('/api/back/user/getCurrent');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: false, message: MSG.UNAUTHORIZED, data: null });
  });

  it('answers 401 for a forged cookie', async () => {
    const client = server.client();
    client.cookies.set('diancan_session', 'forged-token-value');
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
  });

  it('gives a store user its stores and the store flags', async () => {
    const client = server.client();
    // The app's "now" is this file's test clock, not the wall clock (the file may run for minutes on a busy machine).
    const before = clock.clock().getTime();
    await client.login('store');
    const response = await client.get('/api/back/user/getCurrent');
    expect(response.status).toBe(200);
    const user = currentUserSchema.parse(response.body.data);
    expect(user).toMatchObject({
      account: 'store',
      name: '王小明',
      email: 'store@demo.diancan.tw',
      loginType: 'BACK',
      permissionList: ['USER_STORE'],
      storeList: [
        { id: 1, name: '示範餐廳 信義店' },
        { id: 2, name: '示範餐廳 大安店' },
      ],
      manager: false,
      superManager: false,
      notManager: true,
      sales: false,
    });
    expect(Math.abs(new Date(user.loginTime).getTime() - before)).toBeLessThan(60_000);
  });

  it.each([
    ['super', { manager: true, superManager: true, notManager: false, sales: false }, ['USER_SUPER_MANAGER']],
    ['manager', { manager: true, superManager: false, notManager: false, sales: false }, ['USER_MANAGER']],
    ['sales', { manager: false, superManager: false, notManager: false, sales: true }, ['USER_SALES_PERSON']],
  ])('gives %s the staff flags and an empty store list', async (account, flags, permissions) => {
    const client = server.client();
    await client.login(account);
    const user = currentUserSchema.parse((await client.get('/api/back/user/getCurrent')).body.data);
    expect(user).toMatchObject({ ...flags, account, storeList: [], permissionList: permissions });
  });
});

describe('session timeouts', () => {
  it('ends a session after the idle timeout, but activity keeps it alive', async () => {
    const client = server.client();
    await client.login('store');
    clock.advance(20 * 60_000);
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
    clock.advance(20 * 60_000); // 40 minutes since sign-in, 20 since the last call
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
    clock.advance(31 * 60_000);
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
  });

  it('ends a session at the absolute timeout whatever its activity', async () => {
    const client = server.client();
    await client.login('store');
    for (let step = 0; step < 5; step += 1) {
      clock.advance(20 * 60_000);
      expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
    }
    clock.advance(19 * 60_000); // 1 h 59 min after sign-in
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
    clock.advance(2 * 60_000); // 2 h 1 min
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('needs a session (401) and the CSRF token (403)', async () => {
    expect((await server.client().post('/api/logout')).status).toBe(401);
    const client = server.client();
    await client.login('store');
    const noToken = await client.post('/api/logout', undefined, { 'x-csrf-token': '' });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ status: false, message: MSG.CSRF, data: null });
    const wrongToken = await client.post('/api/logout', undefined, { 'x-csrf-token': 'not-the-token' });
    expect(wrongToken.status).toBe(403);
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(200);
  });

  it('ends the session, clears the cookie and audits it', async () => {
    const client = server.client();
    await client.login('manager');
    const copy = server.client();
    copy.cookies.set('diancan_session', client.cookies.get('diancan_session') ?? '');
    const response = await client.post('/api/logout');
    expect(response.body).toEqual({ status: true, message: null, data: null });
    expect(client.cookies.has('diancan_session')).toBe(false);
    expect((await copy.get('/api/back/user/getCurrent')).status).toBe(401);
    expect(await authEventKinds(server.db, 'manager')).toContain('LOGOUT');
  });
});

describe('deactivating a user', () => {
  it('ends its live sessions', async () => {
    await addUser(server.db, 'leaving', { permissions: ['USER_SALES_PERSON'] });
    const client = server.client();
    await client.login('leaving');
    await deactivateUser(server.db, 'leaving');
    expect((await client.get('/api/back/user/getCurrent')).status).toBe(401);
  });
});
