import {
  type Announcement,
  type AnnouncementDisplay,
  type AnnouncementStoreEntry,
  type AnnouncementTemplate,
  type Page,
  PLATFORM_ANNOUNCEMENT_TOPIC,
  USER_QUEUES,
} from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStompClient, waitFor, websocketUrl, type StompTestClient } from '../../src/platform/realtime/testing/clients.js';
import { startTestServer, testClock, type TestClient, type TestServer } from '../harness.js';
import { addStore } from '../platform-office/office-fixtures.js';
import { signedIn } from '../harness.js';

const time = testClock(new Date());
let server: TestServer;
let manager: TestClient;
let owner: TestClient;
const sockets: StompTestClient[] = [];

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(time.clock().getTime() + offsetMs).toISOString();
const announcement = (overrides: Record<string, unknown> = {}) => ({
  type: 'TEXT',
  title: '系統公告',
  content: '<p onclick="x()">新功能上線<script>alert(1)</script></p>',
  startTime: iso(-HOUR),
  endTime: iso(24 * HOUR),
  allStores: true,
  ...overrides,
});

async function linked(client: TestClient, storeId: number): Promise<StompTestClient> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await connectStompClient(websocketUrl(server.baseUrl), { cookie, connectHeaders: { storeId: String(storeId) } });
  sockets.push(socket);
  await socket.subscribeConfirmed(PLATFORM_ANNOUNCEMENT_TOPIC);
  await socket.subscribeConfirmed(USER_QUEUES.announcement);
  return socket;
}

/** The ANNOUNCEMENT of `id` received on `destination`, whether it came before or after this call. */
async function announcementMessage(socket: StompTestClient, destination: string, id: number) {
  const find = () =>
    socket.received.find(
      (entry) => entry.destination === destination && entry.message.type === 'ANNOUNCEMENT' && entry.message.data.announcementId === id,
    );
  await waitFor(() => find() !== undefined, 5000, `ANNOUNCEMENT ${id} on ${destination}`);
  return find()!.message;
}

async function displayList(client: TestClient, storeId: number, app?: string) {
  const response = await client.get<AnnouncementDisplay[]>('/api/back/announcement/getDisplayList', { storeId, app });
  expect(response.status).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer({ clock: time.clock });
  manager = await signedIn(server, 'manager');
  owner = await signedIn(server, 'store');
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

describe('announcements for every store', () => {
  it('sanitises, pushes ANNOUNCEMENT on the platform topic, and "know it" hides it for good in that store', async () => {
    const socket = await linked(owner, 1);
    const added = await manager.post<Announcement>('/api/back/announcement/add', announcement());
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ content: '<p>新功能上線</p>', state: 'ACTIVE', allStores: true, storeIdList: [] });
    const pushed = await announcementMessage(socket, PLATFORM_ANNOUNCEMENT_TOPIC, added.body.data.id);
    expect(pushed).toMatchObject({ type: 'ANNOUNCEMENT', data: { announcementId: added.body.data.id, kind: 'TEXT', title: '系統公告' } });

    const shown = await displayList(owner, 1);
    expect(shown.find((item) => item.id === added.body.data.id)).toMatchObject({ content: '<p>新功能上線</p>', display: true });
    const hide = { announcementId: added.body.data.id, display: false, storeId: 1 };
    expect((await owner.put('/api/back/announcement/updateDisplay', hide)).status).toBe(200);
    expect((await displayList(owner, 1)).some((item) => item.id === added.body.data.id)).toBe(false);
    // The header's 公告 list still has it, marked as set aside; the other store's list shows it unread.
    const listed = async (storeId: number) => {
      const response = await owner.get<AnnouncementStoreEntry[]>('/api/back/announcement/getStoreList', { storeId });
      expect(response.status).toBe(200);
      return response.body.data.find((item) => item.id === added.body.data.id);
    };
    expect(await listed(1)).toMatchObject({ title: '系統公告', content: '<p>新功能上線</p>', display: false });
    expect(await listed(2)).toMatchObject({ display: true });
    // Hidden for this store only, and still hidden in a new session.
    expect((await displayList(owner, 2)).some((item) => item.id === added.body.data.id)).toBe(true);
    const later = await signedIn(server, 'store');
    expect((await displayList(later, 1)).some((item) => item.id === added.body.data.id)).toBe(false);
    expect((await owner.put('/api/back/announcement/updateDisplay', { ...hide, display: true })).body.message).toBe('顯示狀態須為 false');
  });
});

describe('announcements for chosen stores', () => {
  it("pushes to the chosen stores' users only, on their announcement queue", async () => {
    const other = await addStore(manager);
    const otherOwner = await signedIn(server, other.owner!.account, { password: 'Owner1234' });
    const otherSocket = await linked(otherOwner, other.id);
    const socket = await linked(owner, 2);

    const added = await manager.post<Announcement>('/api/back/announcement/add', announcement({ allStores: false, storeIdList: [2], title: '大安店公告' }));
    expect(added.body.data.storeIdList).toEqual([2]);
    const pushed = await announcementMessage(socket, USER_QUEUES.announcement, added.body.data.id);
    expect(pushed.data).toMatchObject({ announcementId: added.body.data.id, title: '大安店公告' });

    expect((await displayList(owner, 2)).some((item) => item.id === added.body.data.id)).toBe(true);
    expect((await displayList(owner, 1)).some((item) => item.id === added.body.data.id)).toBe(false);
    expect((await displayList(otherOwner, other.id)).some((item) => item.id === added.body.data.id)).toBe(false);
    expect(
      otherSocket.received.some((entry) => entry.message.type === 'ANNOUNCEMENT' && entry.message.data.announcementId === added.body.data.id),
    ).toBe(false);
    // Not addressed to the store: nothing to hide.
    const hide = await otherOwner.put('/api/back/announcement/updateDisplay', { announcementId: added.body.data.id, display: false, storeId: other.id });
    expect(hide.status).toBe(404);
    const missing = await manager.post('/api/back/announcement/add', announcement({ allStores: false, storeIdList: [] }));
    expect(missing.body.message).toBe('請選擇公告商店');
  });
});

describe('scheduled announcements', () => {
  it('is pushed once, when its start time comes', async () => {
    const socket = await linked(owner, 1);
    const added = await manager.post<Announcement>('/api/back/announcement/add', announcement({ title: '明天的公告', startTime: iso(HOUR) }));
    expect(added.body.data.state).toBe('SCHEDULED');
    expect((await displayList(owner, 1)).some((item) => item.id === added.body.data.id)).toBe(false);

    time.advance(2 * HOUR);
    const office = server.app.services.office;
    expect(await office.announcements.pushDue()).toBe(1);
    const pushed = await announcementMessage(socket, PLATFORM_ANNOUNCEMENT_TOPIC, added.body.data.id);
    expect(pushed.data).toMatchObject({ announcementId: added.body.data.id, title: '明天的公告' });
    expect(await office.announcements.pushDue()).toBe(0);
  });
});

describe('app update announcements', () => {
  it('leave out, in the native app, an update without a link for its platform', async () => {
    const fresh = await signedIn(server, 'store');
    const added = await manager.post<Announcement>(
      '/api/back/announcement/add',
      announcement({ type: 'APP_UPDATE', title: 'iOS 新版', iosAppUrl: 'https://apps.apple.com/app/id1' }),
    );
    const has = (list: AnnouncementDisplay[]) => list.some((item) => item.id === added.body.data.id);
    expect(has(await displayList(fresh, 1))).toBe(true);
    expect(has(await displayList(fresh, 1, 'IOS'))).toBe(true);
    expect(has(await displayList(fresh, 1, 'ANDROID'))).toBe(false);
    const noLink = await manager.post('/api/back/announcement/add', announcement({ type: 'APP_UPDATE' }));
    expect(noLink.body.message).toBe('App 更新公告須填寫 iOS 或 Android 下載連結');
  });
});

describe('managing announcements and templates', () => {
  it('pages by state, reorders, updates and removes', async () => {
    const first = await manager.post<Announcement>('/api/back/announcement/add', announcement({ title: '排序一' }));
    const ended = await manager.post<Announcement>('/api/back/announcement/add', announcement({ title: '已結束', startTime: iso(-3 * HOUR), endTime: iso(-HOUR) }));
    const page = await manager.post<Page<Announcement>>('/api/back/announcement/getPage', { state: 'ENDED', size: 50 });
    expect(page.body.data.list.map((item) => item.id)).toContain(ended.body.data.id);
    expect(page.body.data.list.map((item) => item.id)).not.toContain(first.body.data.id);

    const all = await manager.post<Page<Announcement>>('/api/back/announcement/getPage', { size: 50 });
    const reversed = all.body.data.list.map((item) => item.id).reverse();
    expect((await manager.put('/api/back/announcement/updateSort', { idList: reversed })).status).toBe(200);
    const sorted = await manager.post<Page<Announcement>>('/api/back/announcement/getPage', { size: 50 });
    expect(sorted.body.data.list.map((item) => item.id)).toEqual(reversed);
    const partial = await manager.put('/api/back/announcement/updateSort', { idList: reversed.slice(1) });
    expect(partial.status).toBe(409);

    const updated = await manager.put<Announcement>('/api/back/announcement/update', { ...announcement({ title: '改過的' }), id: first.body.data.id });
    expect(updated.body.data.title).toBe('改過的');
    expect((await manager.delete(`/api/back/announcement/remove?id=${first.body.data.id}`)).status).toBe(200);
    expect((await manager.get(`/api/back/announcement/get?id=${first.body.data.id}`)).status).toBe(404);
  });

  it('keeps templates, sanitised, in order', async () => {
    const a = await manager.post<AnnouncementTemplate>('/api/back/announcementTemplate/add', {
      name: '維護通知', type: 'TEXT', title: '維護', content: '<p>今晚維護<img src=x onerror=alert(1)></p>',
    });
    expect(a.body.data.content).toBe('<p>今晚維護<img src="x" /></p>');
    const b = await manager.post<AnnouncementTemplate>('/api/back/announcementTemplate/add', { name: '清快取', type: 'CLEAR_CACHE', title: '清除', content: '' });
    expect((await manager.put('/api/back/announcementTemplate/updateSort', { idList: [b.body.data.id, a.body.data.id] })).status).toBe(200);
    const page = await manager.post<Page<AnnouncementTemplate>>('/api/back/announcementTemplate/getPage', {});
    expect(page.body.data.list.map((item) => item.name)).toEqual(['清快取', '維護通知']);
    const updated = await manager.put<AnnouncementTemplate>('/api/back/announcementTemplate/update', {
      id: a.body.data.id, name: '維護通知', type: 'TEXT', title: '維護時間', content: '<b>x</b>',
    });
    expect(updated.body.data).toMatchObject({ title: '維護時間', content: '<b>x</b>' });
    expect((await manager.delete(`/api/back/announcementTemplate/remove?id=${b.body.data.id}`)).status).toBe(200);
    expect((await manager.get(`/api/back/announcementTemplate/get?id=${b.body.data.id}`)).status).toBe(404);
  });
});
