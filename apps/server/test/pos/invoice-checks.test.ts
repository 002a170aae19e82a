import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_CHECK_PATHS } from '@diancan/core';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';
import { signedIn } from '../harness.js';

/**
 * A stand-in for the Ministry of Finance's verification service on 127.0.0.1, answering in the format the mof
 * provider expects (docs/orders.md): a form-encoded POST, a JSON answer with code and isExist.
 */
interface MofRequest {
  action: string;
  fields: URLSearchParams;
}

const KNOWN_CARRIERS = new Set(['/AB12+-.']);
const KNOWN_DONATION_CODES = new Set(['168001']);

function startMof(requests: MofRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const fields = new URLSearchParams(body);
      const action = fields.get('action') ?? '';
      requests.push({ action, fields });
      const code = action === 'bcv' ? fields.get('barCode') : fields.get('pCode');
      if (code === '/SLOW000') return; // never answers: the provider times out
      const answer = (value: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ v: '1.0', ...value }));
      };
      if (code === '/BROKEN0') return answer({ code: 903, msg: '系統錯誤' });
      if (action === 'bcv') return answer({ code: 200, msg: '執行成功', isExist: KNOWN_CARRIERS.has(code ?? '') ? 'Y' : 'N' });
      if (action === 'preserveCodeCheck') {
        return KNOWN_DONATION_CODES.has(code ?? '')
          ? answer({ code: 200, msg: '執行成功', isExist: 'Y' })
          : answer({ code: 200, msg: '查無此捐贈碼', isExist: 'N' });
      }
      answer({ code: 901, msg: 'unknown action' });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let formatServer: TestServer;
let mofServer: TestServer;
let mof: Server;
let viaFormat: TestClient;
let viaMof: TestClient;
let storeId: number;
const mofRequests: MofRequest[] = [];

beforeAll(async () => {
  mof = await startMof(mofRequests);
  formatServer = await startTestServer();
  const saved = { ...process.env };
  Object.assign(process.env, {
    INVOICE_CHECK_PROVIDER: 'mof',
    MOF_API_URL: `http://127.0.0.1:${(mof.address() as AddressInfo).port}/BIZAPIVAN/biz`,
    MOF_APP_ID: 'EINVTEST01',
    MOF_TIMEOUT_MS: '500',
  });
  try {
    mofServer = await startTestServer();
  } finally {
    for (const name of ['INVOICE_CHECK_PROVIDER', 'MOF_API_URL', 'MOF_APP_ID', 'MOF_TIMEOUT_MS']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
  const probe = formatServer.client();
  await probe.login('store');
  storeId = ((await probe.get<{ storeList: { id: number }[] }>('/api/back/user/getCurrent')).body.data.storeList[0]?.id) ?? 0;
  viaFormat = await signedIn(formatServer, 'store', { storeId });
  viaMof = await signedIn(mofServer, 'store', { storeId });
});
afterAll(async () => {
  await formatServer?.close();
  await mofServer?.close();
  await new Promise((resolve) => mof?.close(resolve));
});

const carrier = (client: TestClient, phoneCarrier: string) => client.post(INVOICE_CHECK_PATHS.checkPhoneCarrier.path, { storeId, phoneCarrier });
const donation = (client: TestClient, donationNumber: string) =>
  client.post(INVOICE_CHECK_PATHS.checkDonationNumber.path, { storeId, donationNumber });

describe('invoice checks with the format provider (default)', () => {
  it('accepts a well-formed code and says that only its format was checked', async () => {
    expect((await carrier(viaFormat, '/AB12+-.')).body).toEqual({
      status: true,
      message: '格式正確（僅檢查格式，未向財政部查驗）',
      data: { verified: false, provider: 'format' },
    });
    expect((await donation(viaFormat, '168001')).body).toMatchObject({ status: true, data: { verified: false } });
  });

  it('refuses a malformed code with the spec messages', async () => {
    expect((await carrier(viaFormat, 'AB12345')).body).toEqual({ status: false, message: '手機載具不正確', data: null });
    expect((await donation(viaFormat, '12')).body).toEqual({ status: false, message: '捐贈碼不正確', data: null });
    const empty = await carrier(viaFormat, '');
    expect([empty.status, empty.body.message]).toEqual([400, '手機載具為必填']);
  });

  it('is for the user’s own stores', async () => {
    const staff = await signedIn(formatServer, 'manager');
    expect((await carrier(staff, '/AB12+-.')).status).toBe(403);
  });
});

describe('invoice checks with the Ministry of Finance provider', () => {
  it('asks the service with the app id and a transaction id, and confirms an existing carrier', async () => {
    mofRequests.length = 0;
    expect((await carrier(viaMof, '/AB12+-.')).body).toEqual({ status: true, message: null, data: { verified: true, provider: 'mof' } });
    const [sent] = mofRequests;
    expect(sent?.action).toBe('bcv');
    expect(Object.fromEntries(sent?.fields ?? [])).toMatchObject({ version: '1.0', barCode: '/AB12+-.', appId: 'EINVTEST01' });
    expect(sent?.fields.get('TxID')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unknown carrier (手機載具不正確) and an unknown donation code with the service’s message', async () => {
    expect((await carrier(viaMof, '/ZZZZZZZ')).body).toEqual({ status: false, message: '手機載具不正確', data: null });
    expect((await donation(viaMof, '168001')).body).toMatchObject({ status: true, data: { verified: true } });
    expect((await donation(viaMof, '9527')).body).toEqual({ status: false, message: '查無此捐贈碼', data: null });
  });

  it('does not call the service for a malformed code', async () => {
    mofRequests.length = 0;
    expect((await carrier(viaMof, '/ab')).body.message).toBe('手機載具不正確');
    expect(mofRequests).toHaveLength(0);
  });

  it('accepts the code unverified, and says so, when the service fails or does not answer in time', async () => {
    const unavailable = { status: true, message: '格式正確（財政部查驗服務暫時無法使用，未查驗）', data: { verified: false, provider: 'mof' } };
    expect((await carrier(viaMof, '/BROKEN0')).body).toEqual(unavailable);
    const started = Date.now();
    expect((await carrier(viaMof, '/SLOW000')).body).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
