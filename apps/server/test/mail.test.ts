import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from './fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { startSmtpSink } from './smtp-sink.js';

const SEND = '/api/back/forgotPassword/sendVerifyCode';

describe('mail through SMTP (SMTP_URL set)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailFrom: 'noreply@diancan.test' } });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('sends the verify code by SMTP and logs it as SENT', async () => {
    const response = await server.client().post(SEND, { email: 'store@demo.diancan.tw', account: 'store' });
    expect(response.body.data).toBe(60);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]?.to).toEqual(['store@demo.diancan.tw']);
    expect(sink.mails[0]?.from).toContain('noreply@diancan.test');
    const [logged] = await mailsTo(server.db, 'store@demo.diancan.tw');
    expect(logged).toMatchObject({ status: 'SENT', error: null, kind: 'VERIFY_CODE' });
  });
});

describe('mail when the SMTP server cannot be reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const deadPort = sink.port;
    await sink.close(); // nothing listens there any more
    server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${deadPort}` } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('still answers the call, and logs the mail as FAILED with the reason', async () => {
    const response = await server.client().post(SEND, { email: 'store@demo.diancan.tw', account: 'store' });
    expect(response.status).toBe(200);
    const [logged] = await mailsTo(server.db, 'store@demo.diancan.tw');
    expect(logged?.status).toBe('FAILED');
    expect(logged?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(logged?.bodyText).toMatch(/^\d{6}$/m);
  });
});
