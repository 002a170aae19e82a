import { randomUUID } from 'node:crypto';
import { ORDER_PATHS } from '@diancan/core';
import type { Contract, ContractStatus, ExpiringStore, Page, Scheme, SchemeFile, SchemeOption, StoreRow } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testClock, type TestClient, type TestServer } from '../harness.js';
import { addStore, dayPlus, PDF_BYTES, PNG_BYTES, sendForm, taipeiToday } from './office-fixtures.js';
import { signedIn } from '../harness.js';

// Noon in Taipei, so "today" is the same calendar day in the store's zone and in UTC.
const NOW = new Date('2026-06-15T04:00:00Z');
const TODAY = taipeiToday(NOW);
const time = testClock(NOW);

let server: TestServer;
let manager: TestClient;
let schemeId: number;
let salesId: number;

async function upload(client: TestClient, files: Array<{ name: string; bytes: Buffer }>) {
  return sendForm<SchemeFile[]>(client, 'POST', '/api/back/scheme/upload', {}, files.map((file) => ({ field: 'file', ...file, type: 'application/pdf' })));
}

async function addContract(client: TestClient, storeId: number, startDate: string, endDate: string) {
  const response = await client.post<Contract>('/api/back/contract/add', { storeId, schemeId, startDate, endDate, amount: 1_200_000 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer({ clock: time.clock });
  manager = await signedIn(server, 'manager');
  const scheme = await manager.post<Scheme>('/api/back/scheme/add', { name: '年約方案', amount: 1_200_000, months: 12 });
  schemeId = scheme.body.data.id;
  const sales = await manager.post<{ id: number }>('/api/back/sales/add', {
    account: 'sales-contracts',
    password: 'Sales1234',
    name: '合約業務',
    email: 'sales-contracts@test.diancan.tw',
  });
  salesId = sales.body.data.id;
});
afterAll(async () => {
  await server?.close();
});

describe('scheme documents', () => {
  it('keeps up to 3 PDFs checked by their bytes and serves them as attachments', async () => {
    const uploaded = await upload(manager, [
      { name: '合約條款.pdf', bytes: PDF_BYTES },
      { name: 'price.PDF', bytes: PDF_BYTES },
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.map((file) => file.name)).toEqual(['合約條款.pdf', 'price.PDF']);
    const ids = uploaded.body.data.map((file) => file.id);
    const scheme = await manager.post<Scheme>('/api/back/scheme/add', { name: '附件方案', amount: 100_000, months: 1, fileIdList: ids });
    expect(scheme.body.data.files.map((file) => file.id)).toEqual(ids);

    const sales = await signedIn(server, 'sales-contracts', { password: 'Sales1234' });
    const download = await fetch(`${server.baseUrl}/api/back/scheme/download?id=${ids[0]}`, {
      headers: { cookie: [...sales.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('合約條款.pdf')}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF_BYTES);
    // A file attached to one scheme cannot be taken by another.
    const stolen = await manager.post('/api/back/scheme/add', { name: '搶附件', amount: 0, months: 1, fileIdList: [ids[0]] });
    expect(stolen.body.message).toBe('檔案不存在，請重新上傳');
  });

  it('refuses other types by bytes or name, a 4th file and files over 5 MB', async () => {
    const disguised = await upload(manager, [{ name: 'fake.pdf', bytes: PNG_BYTES }]);
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('新增失敗！檔案類型錯誤');
    const renamed = await upload(manager, [{ name: 'real.txt', bytes: PDF_BYTES }]);
    expect(renamed.body.message).toBe('新增失敗！檔案類型錯誤');
    const four = await upload(manager, [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, bytes: PDF_BYTES })));
    expect(four.status).toBe(400);
    expect(four.body.message).toBe('最多上傳3個檔案');
    const limit = Buffer.concat([PDF_BYTES, Buffer.alloc(5_242_880 - PDF_BYTES.length)]);
    expect((await upload(manager, [{ name: 'exact.pdf', bytes: limit }])).status).toBe(200);
    const over = await upload(manager, [{ name: 'big.pdf', bytes: Buffer.concat([limit, Buffer.from('x')]) }]);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('新增失敗！檔案大小超過5MB');
    const tooMany = await manager.post('/api/back/scheme/add', { name: 'x', amount: 0, months: 1, fileIdList: [1, 2, 3, 4] });
    expect(tooMany.body.message).toBe('最多上傳3個檔案');
  });

  it('lets only managers change schemes; staff read them', async () => {
    const sales = await signedIn(server, 'sales-contracts', { password: 'Sales1234' });
    expect((await upload(sales, [{ name: 'a.pdf', bytes: PDF_BYTES }])).status).toBe(403);
    expect((await sales.post('/api/back/scheme/add', { name: 'x', amount: 0, months: 1 })).status).toBe(403);
    const plans = await sales.get<SchemeOption[]>('/api/back/contract/getPlanList');
    expect(plans.body.data.some((plan) => plan.id === schemeId)).toBe(true);
    const page = await sales.post<Page<Scheme>>('/api/back/contract/getSchemePage', { keyword: '年約' });
    expect(page.body.data.list[0]).toMatchObject({ id: schemeId, name: '年約方案', amount: 1_200_000, months: 12 });
  });

  it('removes a scheme softly: its contracts keep its name, it is no longer offered', async () => {
    const scheme = await manager.post<Scheme>('/api/back/scheme/add', { name: '舊方案', amount: 1, months: 1 });
    const store = await addStore(manager);
    const contract = await manager.post<Contract>('/api/back/contract/add', {
      storeId: store.id, schemeId: scheme.body.data.id, startDate: TODAY, endDate: dayPlus(TODAY, 100), amount: 1,
    });
    expect((await manager.delete(`/api/back/scheme/remove?id=${scheme.body.data.id}`)).status).toBe(200);
    const detail = await manager.get<Contract>(`/api/back/contract/getDetail?id=${contract.body.data.id}`);
    expect(detail.body.data.schemeName).toBe('舊方案');
    const plans = await manager.get<SchemeOption[]>('/api/back/contract/getPlanList');
    expect(plans.body.data.some((plan) => plan.id === scheme.body.data.id)).toBe(false);
  });
});

describe('contracts and nearly expired', () => {
  it('lists stores ending within 30 days to the sales person looking after them, soonest first', async () => {
    const soon = await addStore(manager, { name: '二十天後到期', salesId });
    const later = await addStore(manager, { name: '四十天後到期', salesId });
    const today = await addStore(manager, { name: '今天到期', salesId });
    const other = await addStore(manager, { name: '別人的二十天' });
    const renewed = await addStore(manager, { name: '已續約', salesId });
    await addContract(manager, soon.id, dayPlus(TODAY, -300), dayPlus(TODAY, 20));
    await addContract(manager, later.id, dayPlus(TODAY, -300), dayPlus(TODAY, 40));
    await addContract(manager, today.id, dayPlus(TODAY, -300), TODAY);
    await addContract(manager, other.id, dayPlus(TODAY, -300), dayPlus(TODAY, 20));
    await addContract(manager, renewed.id, dayPlus(TODAY, -300), dayPlus(TODAY, 10));
    await addContract(manager, renewed.id, dayPlus(TODAY, 11), dayPlus(TODAY, 375));

    const sales = await signedIn(server, 'sales-contracts', { password: 'Sales1234' });
    const list = await sales.post<Page<ExpiringStore>>('/api/back/contract/getExpire', { page: 1, size: 10 });
    expect(list.body.data.list.map((row) => [row.storeName, row.daysLeft])).toEqual([
      ['今天到期', 0],
      ['二十天後到期', 20],
    ]);
    expect(list.body.data.list[1]).toMatchObject({ salesName: '合約業務', schemeName: '年約方案', endDate: dayPlus(TODAY, 20) });
    const all = await manager.post<Page<ExpiringStore>>('/api/back/contract/getExpire', { size: 50 });
    const names = all.body.data.list.map((row) => row.storeName);
    expect(names).toContain('別人的二十天');
    expect(names).not.toContain('四十天後到期');
    expect(names).not.toContain('已續約');

    // A day later, the store that ended today has expired and leaves the list.
    time.advance(24 * 3600_000);
    try {
      // Sessions do not outlive a day (idle and absolute limits): sign in again on the next day.
      const salesNextDay = await signedIn(server, 'sales-contracts', { password: 'Sales1234' });
      const managerNextDay = await signedIn(server, 'manager');
      const next = await salesNextDay.post<Page<ExpiringStore>>('/api/back/contract/getExpire', {});
      expect(next.body.data.list.map((row) => row.storeName)).toEqual(['二十天後到期']);
      const expired = await managerNextDay.post<Page<StoreRow>>('/api/back/store/getPage', { contractState: 'EXPIRED', keyword: '今天到期' });
      expect(expired.body.data.list.map((row) => row.name)).toEqual(['今天到期']);
    } finally {
      time.set(NOW);
    }
  });

  it('filters 商店管理 by contract state exactly as each row states it', async () => {
    const prefix = `狀態篩選${process.pid}`;
    const none = await addStore(manager, { name: `${prefix}無合約` });
    const removed = await addStore(manager, { name: `${prefix}合約已刪` });
    const notStarted = await addStore(manager, { name: `${prefix}未開始` });
    const active = await addStore(manager, { name: `${prefix}生效中` });
    const expired = await addStore(manager, { name: `${prefix}已到期` });
    const renewed = await addStore(manager, { name: `${prefix}到期後續約` });
    const gone = await addContract(manager, removed.id, dayPlus(TODAY, -10), dayPlus(TODAY, 10));
    expect((await manager.delete(`/api/back/contract/remove?id=${gone.id}`)).status).toBe(200);
    await addContract(manager, notStarted.id, dayPlus(TODAY, 1), dayPlus(TODAY, 30));
    await addContract(manager, active.id, TODAY, TODAY);
    await addContract(manager, expired.id, dayPlus(TODAY, -30), dayPlus(TODAY, -1));
    await addContract(manager, renewed.id, dayPlus(TODAY, -60), dayPlus(TODAY, -31));
    await addContract(manager, renewed.id, dayPlus(TODAY, -30), dayPlus(TODAY, 30));

    const all = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { keyword: prefix, size: 50 });
    expect(Object.fromEntries(all.body.data.list.map((row) => [row.id, row.contractState]))).toEqual({
      [none.id]: 'NONE',
      [removed.id]: 'NONE',
      [notStarted.id]: 'NOT_STARTED',
      [active.id]: 'ACTIVE',
      [expired.id]: 'EXPIRED',
      [renewed.id]: 'ACTIVE',
    });
    for (const state of ['NONE', 'NOT_STARTED', 'ACTIVE', 'EXPIRED'] as const) {
      const filtered = await manager.post<Page<StoreRow>>('/api/back/store/getPage', { keyword: prefix, contractState: state, size: 50 });
      const expected = all.body.data.list.filter((row) => row.contractState === state).map((row) => row.id);
      expect(filtered.body.data.list.map((row) => row.id), state).toEqual(expected);
      expect(filtered.body.data.total, state).toBe(expected.length);
    }
  });

  it('validates contracts, updates and removes them, and keeps a sales person to their stores', async () => {
    const mine = await addStore(manager, { salesId });
    const notMine = await addStore(manager);
    const sales = await signedIn(server, 'sales-contracts', { password: 'Sales1234' });
    const reversed = await sales.post('/api/back/contract/add', { storeId: mine.id, schemeId, startDate: TODAY, endDate: dayPlus(TODAY, -1), amount: 1 });
    expect(reversed.body.message).toBe('開始時間晚於結束時間!');
    const unknownScheme = await sales.post('/api/back/contract/add', { storeId: mine.id, schemeId: 999_999, startDate: TODAY, endDate: TODAY, amount: 1 });
    expect(unknownScheme.body.message).toBe('合約方案不存在');
    expect((await sales.post('/api/back/contract/add', { storeId: notMine.id, schemeId, startDate: TODAY, endDate: TODAY, amount: 1 })).status).toBe(404);

    const contract = await addContract(sales, mine.id, TODAY, dayPlus(TODAY, 364));
    expect(contract).toMatchObject({ storeId: mine.id, state: 'ACTIVE', amount: 1_200_000 });
    const updated = await sales.put<Contract>('/api/back/contract/update', { id: contract.id, schemeId, startDate: dayPlus(TODAY, 1), endDate: dayPlus(TODAY, 365), amount: 990_000, remark: '續約優惠' });
    expect(updated.body.data).toMatchObject({ state: 'NOT_STARTED', amount: 990_000, remark: '續約優惠' });
    const page = await sales.post<Page<Contract>>('/api/back/contract/getPage', { storeId: mine.id });
    expect(page.body.data.list.map((row) => row.id)).toEqual([contract.id]);
    const foreign = await manager.post<Page<Contract>>('/api/back/contract/getPage', {});
    const othersContract = foreign.body.data.list.find((row) => row.storeId !== mine.id && row.salesName === null);
    expect(othersContract).toBeDefined();
    expect((await sales.get(`/api/back/contract/getDetail?id=${othersContract!.id}`)).status).toBe(404);
    expect((await sales.delete(`/api/back/contract/remove?id=${contract.id}`)).status).toBe(200);
    expect((await sales.get(`/api/back/contract/getDetail?id=${contract.id}`)).status).toBe(404);
  });
});

describe('contract status and an expired contract', () => {
  it('answers the status to staff and to the store, and blocks orders once the contract has ended', async () => {
    const store = await addStore(manager);
    const owner = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    const guard = server.app.services.office.contracts;

    const none = await owner.get<ContractStatus>(`/api/back/contract/status?storeId=${store.id}`);
    expect(none.body.data).toMatchObject({ state: 'NONE', active: false, ordersAllowed: true, message: null });
    await expect(guard.assertOrdersAllowed(store.id)).resolves.toBeUndefined();

    await addContract(manager, store.id, dayPlus(TODAY, -365), dayPlus(TODAY, 5));
    const active = await owner.get<ContractStatus>(`/api/back/contract/status?storeId=${store.id}`);
    expect(active.body.data).toMatchObject({ state: 'ACTIVE', active: true, daysLeft: 5, nearlyExpired: true, ordersAllowed: true });

    time.advance(6 * 24 * 3600_000);
    try {
      const ownerLater = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
      const managerLater = await signedIn(server, 'manager');
      const expired = await ownerLater.get<ContractStatus>(`/api/back/contract/status?storeId=${store.id}`);
      expect(expired.body.data).toMatchObject({
        state: 'EXPIRED',
        active: false,
        ordersAllowed: false,
        endDate: dayPlus(TODAY, 5),
        message: '商店合約已到期，暫停點餐與結帳功能，請聯繫業務人員續約',
      });
      await expect(guard.assertOrdersAllowed(store.id)).rejects.toMatchObject({
        statusCode: 403,
        message: '商店合約已到期，暫停點餐與結帳功能，請聯繫業務人員續約',
      });
      // The POS checkout is refused through the same guard, before anything is read or written.
      const order = {
        storeId: store.id,
        lines: [{ itemId: 1, count: 1, unitPrice: 100 }],
        payment: { payMethodId: 1, paid: 100 },
        expectedTotals: { subtotal: 100, entertainAmount: 0, automaticDiscount: 0, manualDiscount: 0, payable: 100, change: 0 },
      };
      // The store has its POS module (a new store has none): what refuses the order is the contract.
      expect((await managerLater.put('/api/back/store/updateModule', { storeId: store.id, module: 'POS_ORDER', enabled: true })).status).toBe(200);
      const refused = await ownerLater.post(ORDER_PATHS.pos.addOrder.path, order, { 'idempotency-key': randomUUID() });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toBe('商店合約已到期，暫停點餐與結帳功能，請聯繫業務人員續約');
      // Sign-in (above) and the rest of the back office still work for the store's users.
      expect((await ownerLater.get(`/api/back/store/setting/getConfig?storeId=${store.id}`)).status).toBe(200);

      // Renewing lifts the block at once on this instance (the cached status is dropped).
      await addContract(managerLater, store.id, dayPlus(TODAY, 6), dayPlus(TODAY, 400));
      await expect(guard.assertOrdersAllowed(store.id)).resolves.toBeUndefined();
    } finally {
      time.set(NOW);
    }
    const ownerNow = await signedIn(server, store.owner!.account, { password: 'Owner1234' });
    expect((await ownerNow.get('/api/back/contract/status?storeId=1')).status).toBe(403);
  });
});
