import type { AuditEntry, Page, StoreDetail, StoreOption, StoreQrHash, StoreRow } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../harness.js';
import { addStore, PNG_BYTES, sendForm } from './office-fixtures.js';
import { signedIn } from '../harness.js';

let server: TestServer;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  manager = await signedIn(server, 'manager');
});
afterAll(async () => {
  await server?.close();
});

describe('adding and editing stores', () => {
  it('creates a store with its owner, logo, profile and config; the owner can sign in', async () => {
    const store = await addStore(manager, { uniformNumber: '04595257', bindCode: 'abcd2345' }, { field: 'logo', name: 'logo.png', bytes: PNG_BYTES });
    expect(store).toMatchObject({
      active: true,
      uniformNumber: '04595257',
      bindCode: 'ABCD2345',
      contractState: 'NONE',
      systemModules: { POS_ORDER: false, FRONT_ORDER: false, MOBILE_ORDER: false },
      adminInvoiceSwitch: false,
      owner: { account: store.owner?.account, active: true },
    });
    expect(store.logo).toMatchObject({ name: 'logo.png', size: PNG_BYTES.length });
    const logo = await fetch(`${server.baseUrl}${store.logo!.url}`, { headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(logo.headers.get('content-type')).toBe('image/png');

    const owner = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    const current = await owner.get<{ storeList: Array<{ id: number }> }>('/api/back/user/getCurrent');
    expect(current.body.data.storeList).toEqual([{ id: store.id, name: store.name }]);
    const config = await owner.get(`/api/back/store/setting/getConfig?storeId=${store.id}`);
    expect(config.status).toBe(200);
  });

  it('checks the logo by its bytes and size, and the form data', async () => {
    const data = JSON.stringify({ name: '圖檔測試', owner: { account: 'logo-test', password: 'Owner1234', name: 'x' } });
    const fake = await sendForm(manager, 'POST', '/api/back/store/add', { data }, [{ field: 'logo', name: 'logo.png', bytes: Buffer.from('<svg onload=alert(1)>') }]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('新增失敗！檔案類型錯誤');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await sendForm(manager, 'POST', '/api/back/store/add', { data }, [{ field: 'logo', name: 'big.png', bytes: big }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('新增失敗！檔案大小超過1MB');
    const missing = await sendForm(manager, 'POST', '/api/back/store/add', {});
    expect(missing.body.message).toBe('缺少表單資料');
    const invalid = await sendForm(manager, 'POST', '/api/back/store/add', { data: JSON.stringify({ name: '', owner: {} }) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('商店名稱為必填');
    // Nothing was half-made by the refused forms.
    const page = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { keyword: '圖檔測試' });
    expect(page.body.data.total).toBe(0);
  });

  it('refuses a taken account or bind code with 409', async () => {
    const first = await addStore(manager, { bindCode: 'ZXCV2345' });
    const account = first.owner!.account;
    const again = await sendForm(manager, 'POST', '/api/back/store/add', {
      data: JSON.stringify({ name: '重複', owner: { account: account.toUpperCase(), password: 'Owner1234', name: 'x' } }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('帳號已存在');
    const bind = await sendForm(manager, 'POST', '/api/back/store/add', {
      data: JSON.stringify({ name: '重複', bindCode: 'zxcv2345', owner: { account: 'fresh-owner', password: 'Owner1234', name: 'x' } }),
    });
    expect(bind.status).toBe(409);
    expect(bind.body.message).toBe('綁定碼已被使用');
  });

  it('updates the basic data, replaces and removes the logo', async () => {
    const store = await addStore(manager);
    const data = { id: store.id, name: '改名後', phone: null, address: '新地址', remark: '備註' };
    const updated = await sendForm<StoreDetail>(manager, 'PUT', '/api/back/store/update', { data: JSON.stringify(data) }, [
      { field: 'logo', name: 'new.png', bytes: PNG_BYTES },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: '改名後', phone: null, address: '新地址', remark: '備註', logo: { name: 'new.png' } });
    const removed = await sendForm<StoreDetail>(manager, 'PUT', '/api/back/store/update', {
      data: JSON.stringify({ ...data, removeLogo: true }),
    });
    expect(removed.body.data.logo).toBeNull();
    const unknown = await sendForm(manager, 'PUT', '/api/back/store/update', { data: JSON.stringify({ ...data, id: 999_999 }) });
    expect(unknown.status).toBe(404);
  });

  it('hands out unused bind codes', async () => {
    const response = await manager.get<string>('/api/back/store/randomBindCode');
    expect(response.body.data).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  });
});

describe('finding stores', () => {
  it('pages, searches and filters', async () => {
    const store = await addStore(manager, { name: '搜尋用的獨特店名' });
    const byName = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { keyword: '獨特店名', page: 1, size: 20 });
    expect(byName.body.data).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(byName.body.data.list[0]).toMatchObject({ id: store.id, ownerAccount: store.owner!.account, contractState: 'NONE' });
    const byOwner = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { keyword: store.owner!.account });
    expect(byOwner.body.data.list.map((row) => row.id)).toEqual([store.id]);
    const sized = await manager.post('/api/back/store/getPage', { size: 15 });
    expect(sized.status).toBe(400);
    expect(sized.body.message).toBe('每頁行數須為10、20、30、40或50');

    const main = await manager.get<StoreOption[]>('/api/back/store/getMainList');
    expect(main.body.data.some((option) => option.id === store.id)).toBe(true);
    const list = await manager.post<StoreOption[]>('/api/back/store/getList', { keyword: '獨特' });
    expect(list.body.data).toEqual([{ id: store.id, name: store.name, active: true }]);
  });
});

describe('deactivating stores', () => {
  it('stops its owner signing in, ends the owner sessions, keeps the store, and restores it', async () => {
    const store = await addStore(manager);
    const owner = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    expect((await manager.delete(`/api/back/store/remove?id=${store.id}`)).status).toBe(200);

    expect((await owner.get('/api/back/user/getCurrent')).status).toBe(401);
    const again = await server.client().login(store.owner!.account, 'Owner1234');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('帳號已停用');
    const detail = await manager.get<StoreDetail>(`/api/back/store/getDetail?id=${store.id}`);
    expect(detail.body.data.active).toBe(false);
    const inactive = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { status: 'INACTIVE', keyword: store.name });
    expect(inactive.body.data.total).toBe(1);

    expect((await manager.put('/api/back/store/restore', { id: store.id })).status).toBe(200);
    expect((await server.client().login(store.owner!.account, 'Owner1234')).status).toBe(200);
    expect((await manager.put('/api/back/store/restore', { id: store.id })).status).toBe(409);
  });
});

describe('modules, invoice switch, owner and QR link', () => {
  it('switches modules and the admin invoice switch into the store config', async () => {
    const store = await addStore(manager);
    expect((await manager.put('/api/back/store/updateModule', { storeId: store.id, module: 'POS_ORDER', enabled: true })).status).toBe(200);
    expect((await manager.put('/api/back/store/updateAdminInvoiceSwitch', { storeId: store.id, enabled: true })).status).toBe(200);
    const owner = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    const config = await owner.get<{ systemModules: Record<string, boolean>; invoiceSettings: Record<string, boolean> }>(
      `/api/back/store/setting/getConfig?storeId=${store.id}`,
    );
    expect(config.body.data.systemModules).toEqual({ POS_ORDER: true, FRONT_ORDER: false, MOBILE_ORDER: false });
    expect(config.body.data.invoiceSettings.adminInvoiceSwitch).toBe(true);
    const bad = await manager.put('/api/back/store/updateModule', { storeId: store.id, module: 'KIOSK', enabled: true });
    expect(bad.body.message).toBe('模組不正確');
  });

  it('updates the owner contact and sets the owner password with the existing call', async () => {
    const store = await addStore(manager);
    const contact = { storeId: store.id, name: '新負責人', email: 'boss@example.tw', phone: '0912345678' };
    expect((await manager.put('/api/back/store/updateOwner', contact)).status).toBe(200);
    const detail = await manager.get<StoreDetail>(`/api/back/store/getDetail?id=${store.id}`);
    expect(detail.body.data.owner).toMatchObject({ name: '新負責人', email: 'boss@example.tw', phone: '0912345678' });
    const password = await manager.put('/api/back/account/updateStorePrincipalPassword', { storeId: store.id, password: 'Changed123' });
    expect(password.status).toBe(200);
    expect((await server.client().login(store.owner!.account, 'Changed123')).status).toBe(200);
  });

  it('gives a store its front-stage link, the same every time', async () => {
    const store = await addStore(manager);
    const owner = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    const first = await owner.get<StoreQrHash>(`/api/back/store/getQRHash?storeId=${store.id}`);
    expect(first.status).toBe(200);
    expect(first.body.data.qrCodeHash).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.data.frontStageURL).toBe(`${server.baseUrl}/front-stage/${first.body.data.qrCodeHash}`);
    const again = await manager.get<StoreQrHash>(`/api/back/store/getQRHash?storeId=${store.id}`);
    expect(again.body.data.qrCodeHash).toBe(first.body.data.qrCodeHash);
    // A demo store made before the back office gets one on first need.
    const demo = await manager.get<StoreQrHash>('/api/back/store/getQRHash?storeId=1');
    expect(demo.body.data.qrCodeHash).toMatch(/^[0-9a-f]{32}$/);
    expect((await owner.get('/api/back/store/getQRHash?storeId=1')).status).toBe(403);
  });
});

describe('audit log', () => {
  it('records who changed what, before and after, without secrets', async () => {
    const store = await addStore(manager);
    await manager.put('/api/back/store/updateModule', { storeId: store.id, module: 'MOBILE_ORDER', enabled: true });
    await manager.delete(`/api/back/store/remove?id=${store.id}`);
    const log = await manager.post<Page<AuditEntry>>('/api/back/audit/getPage', { storeId: store.id });
    expect(log.body.data.list.map((entry) => entry.action)).toEqual(['REMOVE', 'MODULE', 'CREATE']);
    const [removed, module, created] = log.body.data.list;
    expect(removed).toMatchObject({ entity: 'STORE', actorAccount: 'manager', before: { active: true }, after: { active: false } });
    expect(module?.before).toMatchObject({ systemModules: { MOBILE_ORDER: false } });
    expect(module?.after).toMatchObject({ systemModules: { MOBILE_ORDER: true } });
    expect(JSON.stringify(created)).not.toMatch(/password|Owner1234/i);
  });
});
