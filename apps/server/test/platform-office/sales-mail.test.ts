import type { MailRow, Page, SalesDetail, SalesPerson, StoreOption, StoreRow } from '@diancan/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog } from '../../src/platform/db/schema/index.js';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';
import { startSmtpSink } from '../smtp-sink.js';
import { addStore } from './office-fixtures.js';
import { signedIn } from '../harness.js';

let server: TestServer;
let manager: TestClient;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer();
  manager = await signedIn(server, 'manager');
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('sales people', () => {
  it('creates a sales person with stores; they see and manage only those', async () => {
    const mine = await addStore(manager, { name: '業務甲的店' });
    const notMine = await addStore(manager, { name: '不是業務甲的店' });
    const added = await manager.post<SalesDetail>('/api/back/sales/add', {
      account: 'sales-a', password: 'Sales1234', name: '業務甲', email: 'a@sales.tw', code: 'S001', storeIdList: [mine.id],
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'S001', active: true, storeCount: 1, stores: [{ id: mine.id, name: '業務甲的店', active: true }] });
    const duplicate = await manager.post('/api/back/sales/add', { account: 'SALES-A', password: 'Sales1234', name: 'x', email: 'b@sales.tw' });
    expect(duplicate.status).toBe(409);
    const code = await manager.post('/api/back/sales/add', { account: 'sales-b', password: 'Sales1234', name: 'x', email: 'b@sales.tw', code: 'S001' });
    expect(code.body.message).toBe('業務編號已存在');

    const sales = await signedIn(server, 'sales-a', { password: 'Sales1234' });
    const page = await sales.post<Page<StoreRow>>('/api/back/store/getPage', { size: 50 });
    expect(page.body.data.list.map((row) => row.id)).toEqual([mine.id]);
    expect((await sales.get(`/api/back/store/getDetail?id=${notMine.id}`)).status).toBe(404);
    const own = await sales.get<StoreOption[]>('/api/back/store/getAssociatedStoreList');
    expect(own.body.data.map((store) => store.id)).toEqual([mine.id]);
    // A store the sales person adds is theirs, whatever sales person the form names.
    const made = await addStore(sales, { salesId: added.body.data.id + 1000 });
    expect(made.salesId).toBe(added.body.data.id);

    // Reassigning the store moves it out of their view and into each store's history.
    const updated = await manager.put<SalesDetail>('/api/back/sales/update', {
      id: added.body.data.id, name: '業務甲', email: 'a@sales.tw', code: 'S001', storeIdList: [made.id],
    });
    expect(updated.body.data.stores.map((store) => store.id)).toEqual([made.id]);
    expect((await sales.get(`/api/back/store/getDetail?id=${mine.id}`)).status).toBe(404);
    const detail = await manager.get<{ salesId: number | null }>(`/api/back/store/getDetail?id=${mine.id}`);
    expect(detail.body.data.salesId).toBeNull();
  });

  it('pages, exports to xlsx, and deactivates (the account can no longer sign in)', async () => {
    const added = await manager.post<SalesDetail>('/api/back/sales/add', {
      account: 'sales-x', password: 'Sales1234', name: '業務丙', email: 'x@sales.tw', phone: '0911222333',
    });
    const page = await manager.post<Page<SalesPerson>>('/api/back/sales/getPage', { keyword: '業務丙' });
    expect(page.body.data.list.map((row) => row.account)).toEqual(['sales-x']);

    const response = await fetch(`${server.baseUrl}/api/back/sales/getExcelList?keyword=${encodeURIComponent('業務丙')}`, {
      headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '業務編號', '帳號', '姓名', '電話', '信箱', '負責商店數', '狀態', '建立時間']);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getRow(2).getCell(2).value).toBe('sales-x');
    expect(sheet.getRow(2).getCell(7).value).toBe('啟用');

    const session = await signedIn(server, 'sales-x', { password: 'Sales1234' });
    expect((await manager.delete(`/api/back/sales/remove?id=${added.body.data.id}`)).status).toBe(200);
    expect((await session.get('/api/back/user/getCurrent')).status).toBe(401);
    expect((await server.client().login('sales-x', 'Sales1234')).status).toBe(403);
    const options = await manager.get<Array<{ id: number }>>('/api/back/sales/getSimpleList');
    expect(options.body.data.some((option) => option.id === added.body.data.id)).toBe(false);
  });
});

describe('mail history', () => {
  it('lists mail with verify codes masked, downloads .eml, and refuses to resend a code', async () => {
    await server.client().post('/api/back/forgotPassword/sendVerifyCode', { email: 'store@demo.diancan.tw', account: 'store' });
    const page = await manager.post<Page<MailRow>>('/api/back/mail/getPage', { kind: 'VERIFY_CODE' });
    const mail = page.body.data.list[0];
    expect(mail).toMatchObject({ kind: 'VERIFY_CODE', status: 'LOGGED', recipient: 'store@demo.diancan.tw' });
    expect(mail?.body).toContain('●●●●●●');
    expect(mail?.body).not.toMatch(/^\d{6}$/m);

    const download = await fetch(`${server.baseUrl}/api/back/mail/download?id=${mail!.id}`, {
      headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(download.headers.get('content-type')).toContain('message/rfc822');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="mail-${mail!.id}.eml"`);
    const eml = await download.text();
    expect(eml).toContain('To: store@demo.diancan.tw\r\n');
    expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from('點餐 Diancan 密碼重設驗證碼').toString('base64')}?=`);
    const body = Buffer.from(eml.split('\r\n\r\n')[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(body).toContain('●●●●●●');

    const resend = await manager.post('/api/back/mail/resend', { id: mail!.id });
    expect(resend.status).toBe(400);
    expect(resend.body.message).toBe('驗證碼信件不可重寄，請使用者重新申請驗證碼');
  });

  it('says honestly that a resent mail was only logged when no SMTP server is configured', async () => {
    const [row] = await server.db
      .insert(mailLog)
      .values({ kind: 'STORE_NOTICE', storeId: 1, recipient: 'owner@demo.tw', subject: '通知', bodyText: '您好', status: 'FAILED', error: 'timeout' })
      .returning({ id: mailLog.id });
    const resend = await manager.post('/api/back/mail/resend', { id: row!.id });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ status: false, message: '未設定郵件伺服器，郵件已記錄但未寄出', data: { status: 'LOGGED' } });
    const failed = await manager.post<Page<MailRow>>('/api/back/mail/getPage', { status: 'FAILED', storeId: 1 });
    expect(failed.body.data.list[0]).toMatchObject({ error: 'timeout', storeName: '示範餐廳 信義店' });
  });

  it('sends it again through SMTP when one is configured', async () => {
    const smtpServer = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${sink.port}` } });
    try {
      const smtpManager = await signedIn(smtpServer, 'manager');
      const [row] = await smtpServer.db
        .insert(mailLog)
        .values({ kind: 'STORE_NOTICE', storeId: 1, recipient: 'owner@demo.tw', subject: '通知', bodyText: '再寄一次', status: 'FAILED' })
        .returning({ id: mailLog.id });
      const resend = await smtpManager.post('/api/back/mail/resend', { id: row!.id });
      expect(resend.body).toEqual({ status: true, message: '郵件已重新寄出', data: { status: 'SENT' } });
      expect(sink.mails.some((mail) => mail.to.includes('owner@demo.tw'))).toBe(true);
      // The demo sales person looks after store 1, so may resend its mail (another sales person: the access matrix).
      const sales = await signedIn(smtpServer, 'sales');
      expect((await sales.post('/api/back/mail/resend', { id: row!.id })).status).toBe(200);
    } finally {
      await smtpServer.close();
    }
  });
});
