import { MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStore, addUser, authEventKinds, latestCodeMailedTo, mailsTo } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './harness.js';

const SEND = '/api/back/forgotPassword/sendVerifyCode';
const VERIFY = '/api/back/forgotPassword/verifyCode';
const CHANGE = '/api/back/forgotPassword/changePassword';
const NEW_PASSWORD = 'Fresh5678';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: clock.clock });
});
afterAll(async () => {
  await server?.close();
});

/** A user of its own per test, so the 60-second resend window of one test does not touch the next. */
let counter = 0;
async function freshUser() {
  counter += 1;
  const account = `owner${counter}`;
  const email = `${account}@test.diancan.tw`;
  await addUser(server.db, account, { email });
  await addStore(server.db, `${account} 的店`, { owner: account });
  return { account, email };
}

describe('forgot password, end to end', () => {
  it('mails a code, verifies it, sets the new password and ends every session', async () => {
    const { account, email } = await freshUser();
    const signedIn = server.client();
    await signedIn.login(account);

    const anonymous = server.client(); // no session and no CSRF token: these calls need neither
    const sent = await anonymous.post(SEND, { email: email.toUpperCase(), account });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: true, message: null, data: 60 });
    const [mail] = await mailsTo(server.db, email);
    expect(mail).toMatchObject({ kind: 'VERIFY_CODE', status: 'LOGGED', subject: '點餐 Diancan 密碼重設驗證碼' });
    const code = await latestCodeMailedTo(server.db, email);

    expect((await anonymous.post(VERIFY, { account, code })).body).toEqual({ status: true, message: null, data: null });
    const changed = await anonymous.post(CHANGE, { account, password: NEW_PASSWORD });
    expect(changed.body).toEqual({ status: true, message: null, data: null });

    expect((await signedIn.get('/api/back/user/getCurrent')).status).toBe(401);
    expect((await server.client().login(account)).status).toBe(400);
    expect((await server.client().login(account, NEW_PASSWORD)).status).toBe(200);
    // The code is used up.
    expect((await anonymous.post(CHANGE, { account, password: 'Other9876' })).status).toBe(400);
    expect(await authEventKinds(server.db, account)).toEqual([
      'LOGIN_OK',
      'VERIFY_CODE_SENT',
      'VERIFY_CODE_OK',
      'PASSWORD_RESET',
      'LOGIN_FAILED',
      'LOGIN_OK',
      'PASSWORD_RESET_REFUSED',
    ]);
  });
});

describe('POST sendVerifyCode', () => {
  it('answers like success for an unknown account or a wrong email, sends nothing, and audits it', async () => {
    const { account } = await freshUser();
    const wrongEmail = await server.client().post(SEND, { email: 'someone@else.tw', account });
    const unknown = await server.client().post(SEND, { email: 'someone@else.tw', account: 'no-such-owner' });
    for (const response of [wrongEmail, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: true, message: null, data: 60 });
    }
    expect(await mailsTo(server.db, 'someone@else.tw')).toEqual([]);
    expect(await authEventKinds(server.db, 'no-such-owner')).toEqual(['VERIFY_CODE_UNMATCHED']);
  });

  it('answers 429 with the seconds left when asked again within 60 seconds', async () => {
    const { account, email } = await freshUser();
    expect((await server.client().post(SEND, { email, account })).status).toBe(200);
    clock.advance(15_000);
    const again = await server.client().post(SEND, { email, account });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(`${MSG.RESEND_TOO_SOON}（45秒）`);
    expect(again.headers.get('retry-after')).toBe('45');
    clock.advance(45_000);
    expect((await server.client().post(SEND, { email, account })).status).toBe(200);
    expect(await mailsTo(server.db, email)).toHaveLength(2);
  });

  it('keeps the same 60-second window for unknown accounts (nothing tells them apart)', async () => {
    await server.client().post(SEND, { email: 'x@y.tw', account: 'ghost-account' });
    expect((await server.client().post(SEND, { email: 'x@y.tw', account: 'ghost-account' })).status).toBe(429);
  });

  it('validates the payload with the spec messages (400)', async () => {
    const client = server.client();
    expect((await client.post(SEND, { account: 'store' })).body.message).toBe(MSG.EMAIL_REQUIRED);
    expect((await client.post(SEND, { email: 'not-an-email', account: 'store' })).body.message).toBe(MSG.EMAIL_INVALID);
    const noAccount = await client.post(SEND, { email: 'a@b.tw', account: '' });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toEqual({ status: false, message: MSG.STORE_ACCOUNT_REQUIRED, data: null });
  });
});

describe('POST verifyCode', () => {
  it('answers status false with a message for a wrong code, and refuses after 5 wrong tries', async () => {
    const { account, email } = await freshUser();
    await server.client().post(SEND, { email, account });
    const code = await latestCodeMailedTo(server.db, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await server.client().post(VERIFY, { account, code: wrongCode });
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ status: false, message: MSG.VERIFY_CODE_WRONG, data: null });
    }
    const right = await server.client().post(VERIFY, { account, code });
    expect(right.body).toEqual({ status: false, message: MSG.VERIFY_CODE_TOO_MANY, data: null });
    expect((await server.client().post(CHANGE, { account, password: NEW_PASSWORD })).status).toBe(400);
  });

  it('refuses a code after 10 minutes, and an older code once a new one was sent', async () => {
    const { account, email } = await freshUser();
    await server.client().post(SEND, { email, account });
    const first = await latestCodeMailedTo(server.db, email);
    clock.advance(61_000);
    await server.client().post(SEND, { email, account });
    const second = await latestCodeMailedTo(server.db, email);
    if (first !== second) {
      expect((await server.client().post(VERIFY, { account, code: first })).body.status).toBe(false);
    }
    clock.advance(10 * 60_000);
    expect((await server.client().post(VERIFY, { account, code: second })).body).toEqual({
      status: false,
      message: MSG.VERIFY_CODE_EXPIRED,
      data: null,
    });
  });

  it('answers like a wrong code for an account that has no code', async () => {
    const response = await server.client().post(VERIFY, { account: 'nobody-at-all', code: '123456' });
    expect(response.body).toEqual({ status: false, message: MSG.VERIFY_CODE_WRONG, data: null });
  });

  it('validates the payload (400)', async () => {
    expect((await server.client().post(VERIFY, { account: 'store', code: '' })).body.message).toBe(MSG.CODE_REQUIRED);
    const short = await server.client().post(VERIFY, { account: 'store', code: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MSG.CODE_INVALID);
  });
});

describe('POST changePassword', () => {
  it('refuses without a verified code (400), and once the verified code has expired', async () => {
    const { account, email } = await freshUser();
    expect((await server.client().post(CHANGE, { account, password: NEW_PASSWORD })).body).toEqual({
      status: false,
      message: MSG.VERIFY_NOT_DONE,
      data: null,
    });
    await server.client().post(SEND, { email, account });
    expect((await server.client().post(CHANGE, { account, password: NEW_PASSWORD })).status).toBe(400);
    await server.client().post(VERIFY, { account, code: await latestCodeMailedTo(server.db, email) });
    clock.advance(10 * 60_000 + 1);
    expect((await server.client().post(CHANGE, { account, password: NEW_PASSWORD })).status).toBe(400);
    expect((await server.client().login(account, NEW_PASSWORD)).status).toBe(400);
  });

  it('refuses a weak password with the spec message (400)', async () => {
    const weak = await server.client().post(CHANGE, { account: 'store', password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.PASSWORD_TOO_WEAK);
    expect((await server.client().post(CHANGE, { account: 'store' })).body.message).toBe(MSG.NEW_PASSWORD_REQUIRED);
  });
});
