import type { Contract, Scheme, SchemeFile, StoreDetail } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, announcementTemplates, brandMenuLinks, mailLog } from '../../src/platform/db/schema/index.js';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../harness.js';
import { addStore, PDF_BYTES, PNG_BYTES, sendForm, taipeiToday } from './office-fixtures.js';
import { signedIn } from '../harness.js';

/**
 * Every back-office route called by every role (access section 6): the super manager and managers reach all of
 * them; a sales person reaches the staff routes for the stores assigned to them (another store's record: 404, as if
 * it did not exist; a call naming another store by storeId: 403 from the access policy) but not business management, announcements, system settings or scheme changes (403); store users
 * reach only their own store's calls (403 otherwise).
 */

const ROLES = ['super', 'manager', 'sales', 'salesOther', 'store'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

const STAFF_OWN: Expected = { super: 200, manager: 200, sales: 200, salesOther: 404, store: 403 };
const STAFF_ANY: Expected = { super: 200, manager: 200, sales: 200, salesOther: 200, store: 403 };
const MANAGERS: Expected = { super: 200, manager: 200, sales: 403, salesOther: 403, store: 403 };
const STORE_SIDE: Expected = { super: 403, manager: 403, sales: 403, salesOther: 403, store: 200 };
/** Calls naming their store by storeId: the access policy refuses another sales person's store (403), as for store users. */
const STAFF_SCOPED: Expected = { ...STAFF_OWN, salesOther: 403 };
const STORE_AND_STAFF_SCOPED: Expected = { ...STAFF_SCOPED, store: 200 };

interface Context {
  storeId: number;
  salesId: number;
  otherSalesId: number;
  contractId: number;
  schemeId: number;
  fileId: number;
  mailId: number;
  announcementId: number;
  templateId: number;
  /** A brand over the demo stores 1 and 2, store 1's menu published to store 2 (version 1), and one of store 2's brand items. */
  brandId: number;
  brandItemId: number;
  /** A coupon of the demo store 1, for marking brand-wide. */
  couponId: number;
}

interface Row {
  name: string;
  expected: Expected;
  call(client: TestClient, role: Role): Promise<TestResponse<unknown>>;
}

const TODAY = taipeiToday();
let server: TestServer;
let ctx: Context;
const clients = {} as Record<Role, TestClient>;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function freshStoreOfSales(): Promise<StoreDetail> {
  return addStore(clients.manager, { salesId: ctx.salesId });
}

/** A new brand-wide coupon's terms, in the demo store 1 of the brand. */
function brandCouponTerms() {
  const code = `B${unique()}`.toUpperCase();
  return { brandId: ctx.brandId, storeId: 1, code, name: '品牌矩陣券', discountType: 'AMOUNT', discountAmount: 100, startDate: TODAY, endDate: '2099-12-31', quantity: 1 };
}

/** A brand-wide coupon a manager just made, as the brand's update takes it: each role's call finds it there. */
async function freshBrandCoupon() {
  const terms = brandCouponTerms();
  const made = await clients.manager.post<{ id: number }>('/api/back/brand/coupon/add', terms);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { ...terms, id: made.body.data.id };
}

const rows: Row[] = [
  // ---- back/store ----
  { name: 'store/getPage', expected: STAFF_ANY, call: (c) => c.post('/api/back/store/getPage', {}) },
  { name: 'store/getAssociatedStoreList', expected: STAFF_OWN, call: (c) => c.get(`/api/back/store/getAssociatedStoreList?salesId=${ctx.salesId}`) },
  {
    name: 'store/add',
    expected: STAFF_ANY,
    call: (c) =>
      sendForm(c, 'POST', '/api/back/store/add', {
        data: JSON.stringify({ name: `矩陣 ${unique()}`, owner: { account: `m${unique()}`, password: 'Owner1234', name: 'x' } }),
      }, [{ field: 'logo', name: 'l.png', bytes: PNG_BYTES }]),
  },
  {
    name: 'store/update',
    expected: STAFF_OWN,
    call: (c) => sendForm(c, 'PUT', '/api/back/store/update', { data: JSON.stringify({ id: ctx.storeId, name: '示範餐廳 信義店', salesId: ctx.salesId }) }),
  },
  { name: 'store/remove', expected: STAFF_OWN, call: async (c) => c.delete(`/api/back/store/remove?id=${(await freshStoreOfSales()).id}`) },
  {
    name: 'store/restore',
    expected: STAFF_OWN,
    call: async (c) => {
      const store = await freshStoreOfSales();
      await clients.manager.delete(`/api/back/store/remove?id=${store.id}`);
      return c.put('/api/back/store/restore', { id: store.id });
    },
  },
  { name: 'store/getDetail', expected: STAFF_OWN, call: (c) => c.get(`/api/back/store/getDetail?id=${ctx.storeId}`) },
  { name: 'store/randomBindCode', expected: STAFF_ANY, call: (c) => c.get('/api/back/store/randomBindCode') },
  { name: 'store/getList', expected: STAFF_ANY, call: (c) => c.post('/api/back/store/getList', {}) },
  { name: 'store/getMainList', expected: STAFF_ANY, call: (c) => c.get('/api/back/store/getMainList') },
  // The store's own settings filed under back/store/ (服務費 and 用餐時間, 員工模式): store users only, as the settings.
  {
    name: 'store/updateServiceCharge',
    expected: STORE_SIDE,
    call: (c) => c.put('/api/back/store/updateServiceCharge', { storeId: ctx.storeId, percent: 0 }),
  },
  {
    name: 'store/updateStaffMode',
    expected: STORE_SIDE,
    call: (c) => c.put('/api/back/store/updateStaffMode', { storeId: ctx.storeId, enabled: false }),
  },
  { name: 'store/getQRHash', expected: STORE_AND_STAFF_SCOPED, call: (c) => c.get(`/api/back/store/getQRHash?storeId=${ctx.storeId}`) },
  {
    name: 'store/updateModule',
    expected: STAFF_SCOPED,
    call: (c) => c.put('/api/back/store/updateModule', { storeId: ctx.storeId, module: 'FRONT_ORDER', enabled: true }),
  },
  {
    name: 'store/updateAdminInvoiceSwitch',
    expected: STAFF_SCOPED,
    call: (c) => c.put('/api/back/store/updateAdminInvoiceSwitch', { storeId: ctx.storeId, enabled: true }),
  },
  {
    name: 'store/updateOwner',
    expected: STAFF_SCOPED,
    call: (c) => c.put('/api/back/store/updateOwner', { storeId: ctx.storeId, name: '店長', email: null, phone: null }),
  },
  // ---- back/brand (docs/chains.md; HQ's own reach is tested in test/chains) ----
  { name: 'brand/add', expected: MANAGERS, call: (c) => c.post('/api/back/brand/add', { name: `品牌 ${unique()}` }) },
  { name: 'brand/list', expected: STAFF_ANY, call: (c) => c.get('/api/back/brand/list') },
  { name: 'brand/addStore', expected: MANAGERS, call: (c) => c.put('/api/back/brand/addStore', { brandId: ctx.brandId, storeId: ctx.storeId }) },
  {
    name: 'brand/removeStore',
    expected: MANAGERS,
    call: async (c) => {
      const store = await freshStoreOfSales();
      await clients.manager.put('/api/back/brand/addStore', { brandId: ctx.brandId, storeId: store.id });
      return c.put('/api/back/brand/removeStore', { brandId: ctx.brandId, storeId: store.id });
    },
  },
  {
    name: 'brand/addUser',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/addUser', { brandId: ctx.brandId, account: `hq${unique()}`, password: 'Brand2026!x', name: '總部' }),
  },
  {
    name: 'brand/menu/publish',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/menu/publish', { brandId: ctx.brandId, sourceStoreId: 1, storeIds: [2], note: '' }),
  },
  { name: 'brand/menu/versions', expected: MANAGERS, call: (c) => c.get(`/api/back/brand/menu/versions?brandId=${ctx.brandId}`) },
  { name: 'brand/menu/rollback', expected: MANAGERS, call: (c) => c.post('/api/back/brand/menu/rollback', { brandId: ctx.brandId, version: 1 }) },
  {
    name: 'brand/storePrice',
    expected: MANAGERS,
    call: (c) => c.put('/api/back/brand/storePrice', { brandId: ctx.brandId, storeId: 2, itemId: ctx.brandItemId, price: 5_000 }),
  },
  { name: 'brand/storePrice/list', expected: MANAGERS, call: (c) => c.get(`/api/back/brand/storePrice/list?brandId=${ctx.brandId}&storeId=2`) },
  {
    name: 'brand/report/turnover',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/report/turnover', { brandId: ctx.brandId, startDate: TODAY, endDate: TODAY }),
  },
  {
    name: 'brand/menu/preview',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/menu/preview', { brandId: ctx.brandId, sourceStoreId: 1, storeIds: [2] }),
  },
  {
    name: 'brand/report/ranking',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/report/ranking', { brandId: ctx.brandId, startDate: TODAY, endDate: TODAY }),
  },
  {
    name: 'brand/report/exportExcel',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/brand/report/exportExcel', { brandId: ctx.brandId, startDate: TODAY, endDate: TODAY }),
  },
  // Brand-wide members and coupons (docs/members.md; HQ's own reach is tested in test/members/brand-members.test.ts).
  { name: 'brand/settings', expected: MANAGERS, call: (c) => c.get(`/api/back/brand/settings?brandId=${ctx.brandId}`) },
  {
    name: 'brand/settings',
    expected: MANAGERS,
    call: (c) => c.put('/api/back/brand/settings', { brandId: ctx.brandId, sharedMembers: false, sharedCoupons: false }),
  },
  {
    name: 'brand/coupon',
    expected: MANAGERS,
    call: (c) => c.put('/api/back/brand/coupon', { brandId: ctx.brandId, storeId: 1, couponId: ctx.couponId, brandWide: false }),
  },
  { name: 'brand/coupon/add', expected: MANAGERS, call: (c) => c.post('/api/back/brand/coupon/add', brandCouponTerms()) },
  { name: 'brand/coupon/list', expected: MANAGERS, call: (c) => c.get(`/api/back/brand/coupon/list?brandId=${ctx.brandId}`) },
  {
    name: 'brand/coupon/update',
    expected: MANAGERS,
    call: async (c) => c.put('/api/back/brand/coupon/update', { ...(await freshBrandCoupon()), name: '品牌矩陣券改' }),
  },
  {
    name: 'brand/coupon/updateStatus',
    expected: MANAGERS,
    call: async (c) => c.put('/api/back/brand/coupon/updateStatus', { brandId: ctx.brandId, storeId: 1, id: (await freshBrandCoupon()).id, status: 'PAUSED' }),
  },
  {
    name: 'brand/coupon/remove',
    expected: MANAGERS,
    call: async (c) => c.delete(`/api/back/brand/coupon/remove?brandId=${ctx.brandId}&storeId=1&id=${(await freshBrandCoupon()).id}`),
  },
  // ---- back/contract ----
  { name: 'contract/getExpire', expected: STAFF_ANY, call: (c) => c.post('/api/back/contract/getExpire', {}) },
  { name: 'contract/status', expected: STORE_AND_STAFF_SCOPED, call: (c) => c.get(`/api/back/contract/status?storeId=${ctx.storeId}`) },
  { name: 'contract/getPlanList', expected: STAFF_ANY, call: (c) => c.get('/api/back/contract/getPlanList') },
  {
    name: 'contract/add',
    expected: STAFF_OWN,
    call: (c) => c.post('/api/back/contract/add', { storeId: ctx.storeId, schemeId: ctx.schemeId, startDate: TODAY, endDate: TODAY, amount: 100 }),
  },
  {
    name: 'contract/update',
    expected: STAFF_OWN,
    call: (c) => c.put('/api/back/contract/update', { id: ctx.contractId, schemeId: ctx.schemeId, startDate: TODAY, endDate: '2099-12-31', amount: 100 }),
  },
  { name: 'contract/getPage', expected: STAFF_ANY, call: (c) => c.post('/api/back/contract/getPage', {}) },
  {
    name: 'contract/remove',
    expected: STAFF_OWN,
    call: async (c) => {
      const made = await clients.manager.post<Contract>('/api/back/contract/add', {
        storeId: ctx.storeId, schemeId: ctx.schemeId, startDate: TODAY, endDate: TODAY, amount: 1,
      });
      return c.delete(`/api/back/contract/remove?id=${made.body.data.id}`);
    },
  },
  { name: 'contract/getDetail', expected: STAFF_OWN, call: (c) => c.get(`/api/back/contract/getDetail?id=${ctx.contractId}`) },
  { name: 'contract/getSchemePage', expected: STAFF_ANY, call: (c) => c.post('/api/back/contract/getSchemePage', {}) },
  { name: 'contract/getSchemeDetail', expected: STAFF_ANY, call: (c) => c.get(`/api/back/contract/getSchemeDetail?id=${ctx.schemeId}`) },
  // ---- back/scheme ----
  { name: 'scheme/add', expected: MANAGERS, call: (c) => c.post('/api/back/scheme/add', { name: `方案${unique()}`, amount: 1, months: 1 }) },
  {
    name: 'scheme/update',
    expected: MANAGERS,
    call: (c) => c.put('/api/back/scheme/update', { id: ctx.schemeId, name: '矩陣方案', amount: 2, months: 12, fileIdList: [ctx.fileId] }),
  },
  {
    name: 'scheme/remove',
    expected: MANAGERS,
    call: async (c) => {
      const made = await clients.manager.post<Scheme>('/api/back/scheme/add', { name: `刪除${unique()}`, amount: 1, months: 1 });
      return c.delete(`/api/back/scheme/remove?id=${made.body.data.id}`);
    },
  },
  { name: 'scheme/upload', expected: MANAGERS, call: (c) => sendForm(c, 'POST', '/api/back/scheme/upload', {}, [{ field: 'file', name: 'a.pdf', bytes: PDF_BYTES }]) },
  { name: 'scheme/download', expected: STAFF_ANY, call: (c) => c.get(`/api/back/scheme/download?id=${ctx.fileId}`) },
  // ---- back/sales ----
  { name: 'sales/getSimpleList', expected: MANAGERS, call: (c) => c.get('/api/back/sales/getSimpleList') },
  { name: 'sales/getPage', expected: MANAGERS, call: (c) => c.post('/api/back/sales/getPage', {}) },
  { name: 'sales/getDetail', expected: MANAGERS, call: (c) => c.get(`/api/back/sales/getDetail?id=${ctx.salesId}`) },
  {
    name: 'sales/add',
    expected: MANAGERS,
    call: (c) => c.post('/api/back/sales/add', { account: `s${unique()}`, password: 'Sales1234', name: '新業務', email: 'n@b.tw' }),
  },
  {
    name: 'sales/update',
    expected: MANAGERS,
    call: (c) => c.put('/api/back/sales/update', { id: ctx.otherSalesId, name: '其他業務', email: 'other@b.tw', storeIdList: [] }),
  },
  {
    name: 'sales/remove',
    expected: MANAGERS,
    call: async (c) => {
      const made = await clients.manager.post<{ id: number }>('/api/back/sales/add', { account: `r${unique()}`, password: 'Sales1234', name: 'x', email: 'r@b.tw' });
      return c.delete(`/api/back/sales/remove?id=${made.body.data.id}`);
    },
  },
  { name: 'sales/getExcelList', expected: MANAGERS, call: (c) => c.get('/api/back/sales/getExcelList') },
  // ---- back/announcement, back/announcementTemplate ----
  ...announcementRows('announcement'),
  ...announcementRows('announcementTemplate'),
  { name: 'announcement/getDisplayList', expected: STORE_SIDE, call: (c) => c.get(`/api/back/announcement/getDisplayList?storeId=${ctx.storeId}`) },
  { name: 'announcement/getStoreList', expected: STORE_SIDE, call: (c) => c.get(`/api/back/announcement/getStoreList?storeId=${ctx.storeId}`) },
  {
    name: 'announcement/updateDisplay',
    expected: STORE_SIDE,
    call: (c) => c.put('/api/back/announcement/updateDisplay', { announcementId: ctx.announcementId, display: false, storeId: ctx.storeId }),
  },
  // ---- back/mail, audit ----
  { name: 'mail/getPage', expected: STAFF_ANY, call: (c) => c.post('/api/back/mail/getPage', {}) },
  { name: 'mail/download', expected: STAFF_OWN, call: (c) => c.get(`/api/back/mail/download?id=${ctx.mailId}`) },
  { name: 'mail/resend', expected: STAFF_OWN, call: (c) => c.post('/api/back/mail/resend', { id: ctx.mailId }) },
  { name: 'audit/getPage', expected: STAFF_OWN, call: (c) => c.post('/api/back/audit/getPage', { storeId: ctx.storeId }) },
  // ---- back/system (kickOutAllUser is checked last, below) ----
  { name: 'system/get', expected: { super: 200, manager: 200, sales: 200, salesOther: 200, store: 200 }, call: (c) => c.get('/api/back/system/get?paramId=MAINTENANCE') },
  { name: 'system/list', expected: MANAGERS, call: (c) => c.get('/api/back/system/list') },
  { name: 'system/update', expected: MANAGERS, call: (c) => c.put('/api/back/system/update', { paramId: 'APP_VERSION_IOS', value: '1.18.1' }) },
  { name: 'system/cacheNames', expected: MANAGERS, call: (c) => c.get('/api/back/system/cacheNames') },
  { name: 'system/deleteCache', expected: MANAGERS, call: (c) => c.delete('/api/back/system/deleteCache?name=contract-status') },
];

function announcementRows(resource: 'announcement' | 'announcementTemplate'): Row[] {
  const base = `/api/back/${resource}`;
  const isTemplate = resource === 'announcementTemplate';
  const body = () => ({
    ...(isTemplate ? { name: `範本${unique()}` } : { startTime: new Date().toISOString(), endTime: '2099-01-01T00:00:00+08:00', allStores: true }),
    type: 'TEXT',
    title: '矩陣公告',
    content: '<p>hi</p>',
  });
  const id = () => (isTemplate ? ctx.templateId : ctx.announcementId);
  return [
    { name: `${resource}/add`, expected: MANAGERS, call: (c) => c.post(`${base}/add`, body()) },
    { name: `${resource}/update`, expected: MANAGERS, call: (c) => c.put(`${base}/update`, { ...body(), id: id() }) },
    {
      name: `${resource}/remove`,
      expected: MANAGERS,
      call: async (c) => {
        const made = await clients.manager.post<{ id: number }>(`${base}/add`, body());
        return c.delete(`${base}/remove?id=${made.body.data.id}`);
      },
    },
    { name: `${resource}/getPage`, expected: MANAGERS, call: (c) => c.post(`${base}/getPage`, {}) },
    {
      name: `${resource}/updateSort`,
      expected: MANAGERS,
      call: async (c) => {
        const table = isTemplate ? announcementTemplates : announcements;
        const ids = (await server.db.select({ id: table.id }).from(table)).map((row) => row.id).reverse();
        return c.put(`${base}/updateSort`, { idList: ids });
      },
    },
    { name: `${resource}/get`, expected: MANAGERS, call: (c) => c.get(`${base}/get?id=${id()}`) },
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  const manager = await signedIn(server, 'manager');
  const other = await manager.post<{ id: number }>('/api/back/sales/add', { account: 'sales-other', password: 'Sales1234', name: '別的業務', email: 'o@b.tw' });
  const salesDetail = await manager.get<{ id: number }[]>('/api/back/sales/getSimpleList');
  const salesId = salesDetail.body.data.find((option) => option.id !== other.body.data.id)!.id;
  // The demo store 1 (owned by the demo store user) is looked after by the demo sales person.
  const assigned = await manager.put('/api/back/sales/update', { id: salesId, name: '示範業務', email: 'sales@demo.diancan.tw', storeIdList: [1] });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const scheme = await manager.post<Scheme>('/api/back/scheme/add', { name: '矩陣方案', amount: 1, months: 12 });
  const contract = await manager.post<Contract>('/api/back/contract/add', {
    storeId: 1, schemeId: scheme.body.data.id, startDate: TODAY, endDate: '2099-12-31', amount: 1,
  });
  const file = await sendForm<SchemeFile[]>(manager, 'POST', '/api/back/scheme/upload', {}, [{ field: 'file', name: 'm.pdf', bytes: PDF_BYTES }]);
  await manager.put('/api/back/scheme/update', { id: scheme.body.data.id, name: '矩陣方案', amount: 1, months: 12, fileIdList: [file.body.data[0]!.id] });
  const [mail] = await server.db
    .insert(mailLog)
    .values({ kind: 'STORE_NOTICE', storeId: 1, recipient: 'owner@demo.tw', subject: '通知', bodyText: '內容', status: 'LOGGED' })
    .returning({ id: mailLog.id });
  const announcement = await manager.post<{ id: number }>('/api/back/announcement/add', {
    type: 'TEXT', title: '公告', content: '<p>x</p>', startTime: new Date().toISOString(), endTime: '2099-01-01T00:00:00Z', allStores: true,
  });
  const template = await manager.post<{ id: number }>('/api/back/announcementTemplate/add', { name: '範本', type: 'TEXT', title: 't', content: 'c' });
  // The demo brand (both demo stores): store 1's menu published to store 2.
  const brand = { body: { data: (await manager.get<{ id: number; storeIds: number[] }[]>('/api/back/brand/list')).body.data.find((row) => row.storeIds.includes(1))! } };
  const published = await manager.post<{ stores: { ok: boolean }[] }>('/api/back/brand/menu/publish', {
    brandId: brand.body.data.id, sourceStoreId: 1, storeIds: [2], note: '',
  });
  expect(published.body.data.stores[0]?.ok, JSON.stringify(published.body)).toBe(true);
  const [brandItem] = await server.db
    .select({ id: brandMenuLinks.targetId })
    .from(brandMenuLinks)
    .where(and(eq(brandMenuLinks.storeId, 2), eq(brandMenuLinks.kind, 'item')))
    .limit(1);
  const owner = await signedIn(server, 'store');
  const coupon = await owner.post<{ id: number }>('/api/back/coupon/add', {
    storeId: 1, code: 'MATRIX-1', name: '矩陣券', discountType: 'AMOUNT', discountAmount: 100, minimumSpend: 0, startDate: TODAY, endDate: '2099-12-31', quantity: 1,
  });
  expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
  ctx = {
    brandId: brand.body.data.id,
    couponId: coupon.body.data.id,
    brandItemId: brandItem!.id,
    storeId: 1,
    salesId,
    otherSalesId: other.body.data.id,
    contractId: contract.body.data.id,
    schemeId: scheme.body.data.id,
    fileId: file.body.data[0]!.id,
    mailId: mail!.id,
    announcementId: announcement.body.data.id,
    templateId: template.body.data.id,
  };
  clients.manager = manager;
  clients.super = await signedIn(server, 'super');
  clients.sales = await signedIn(server, 'sales');
  clients.salesOther = await signedIn(server, 'sales-other', { password: 'Sales1234' });
  clients.store = await signedIn(server, 'store');
});

afterAll(async () => {
  await server?.close();
});

describe('back-office access by role', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    for (const role of ROLES) {
      const response = await row.call(clients[role], role);
      expect(response.status, `${row.name} as ${role}: ${JSON.stringify(response.body).slice(0, 200)}`).toBe(row.expected[role]);
    }
  });

  it('every back-office route is in the matrix', () => {
    const covered = new Set(rows.map((row) => row.name));
    const office = server.app.apiRoutes
      .map((route) => route.url.replace(/^\/api\/back\//, ''))
      // Under store/ the spec also puts the store's own reports (report/, shift/, cashDrawerRecord/): store-role calls
      // whose access is tested with them (test/reports, test/shifts, test/cash-drawer), not back office.
      .filter((url) => /^(store\/(?!setting|copyMenu|report\/|shift\/|cashDrawerRecord\/)|contract\/|scheme\/|sales\/|announcement|mail\/|audit\/|system\/|brand\/)/.test(url));
    const missing = office.filter((url) => !covered.has(url) && url !== 'system/kickOutAllUser');
    expect(missing).toEqual([]);
  });

  it('system/kickOutAllUser: managers only', async () => {
    for (const role of ['sales', 'salesOther', 'store'] as const) {
      expect((await clients[role].post('/api/back/system/kickOutAllUser')).status, role).toBe(403);
    }
    expect((await clients.manager.post('/api/back/system/kickOutAllUser')).status).toBe(200);
    const superAgain = await signedIn(server, 'super');
    expect((await superAgain.post('/api/back/system/kickOutAllUser')).status).toBe(200);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/back/store/getPage', {})).status).toBe(401);
    const manager = await signedIn(server, 'manager');
    expect((await manager.post('/api/back/store/getPage', {}, { 'x-csrf-token': '' })).status).toBe(403);
  });
});
