import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KDS_PATHS,
  type KdsTicket,
  STAFF_MSG,
  STAFF_PATHS,
  type StaffActivity,
  type StaffRole,
  staffForbiddenMessage,
} from '@diancan/core';
import { dataOf, signedIn, type TestClient } from '../harness.js';
import { type KdsWorld, startKdsWorld } from './kds-fixtures.js';

/**
 * The kitchen screens in staff mode (docs/kds.md, docs/staff.md), sent without the browser: a screen reads its
 * tickets as the store; bump, recall and expo's 出餐 need a staff member signed in on the screen (any role: kitchen
 * work is an ordinary status change); the KDS settings and the ready board's link need SETTINGS, the station times
 * REPORTS; every bump is in 權限紀錄 under who made it.
 */
let world: KdsWorld;
let bare: TestClient;
let cook: TestClient;
let cookId: number;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());

beforeAll(async () => {
  world = await startKdsWorld();
  const { owner, storeId, server } = world;
  const roles = dataOf(await owner.get<StaffRole[]>(STAFF_PATHS.roleList.path, { storeId }));
  const partTime = roles.find((role) => role.name === '工讀');
  if (!partTime) throw new Error('no 工讀 role');
  cookId = dataOf(await owner.post<{ id: number }>(STAFF_PATHS.add.path, { storeId, name: '廚房工讀', pin: '3939', roleId: partTime.id })).id;
  bare = await signedIn(server, 'store', { storeId });
  cook = await signedIn(server, 'store', { storeId });
}, 240_000);

afterAll(async () => {
  await world?.owner.put(STAFF_PATHS.updateStaffMode.path, { storeId: world.storeId, enabled: false });
  await world?.close();
});

describe('KDS in staff mode', () => {
  it('reads as the store, bumps and recalls only with a member signed in, settings and times need their permissions', async () => {
    const { owner, storeId, hot, drink } = world;
    // Placed before staff mode: the owner's counter then needs no PIN.
    const placed = await world.order([world.line(hot.item, 1), world.line(drink.item, 1)]);
    const [hotTicket] = await world.ticketsOf(placed.orderId, hot.station);
    const [drinkTicket] = await world.ticketsOf(placed.orderId, drink.station);
    dataOf(await owner.put(STAFF_PATHS.updateStaffMode.path, { storeId, enabled: true }));

    // A screen with nobody signed in still shows its tickets, and is refused the kitchen's changes.
    const shown = dataOf(await bare.get<KdsTicket[]>(KDS_PATHS.tickets.path, { storeId, stationId: hot.station }));
    expect(shown.map((ticket) => ticket.ticketId)).toContain(hotTicket!.ticketId);
    for (const refused of [
      await bare.post(KDS_PATHS.bump.path, { storeId, ticketId: hotTicket!.ticketId }),
      await bare.post(KDS_PATHS.recall.path, { storeId, ticketId: hotTicket!.ticketId }),
      await bare.post(KDS_PATHS.expoBump.path, { storeId, orderId: placed.orderId }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(STAFF_MSG.SIGN_IN_REQUIRED);
    }

    // A part-timer (工讀: REPRINT, TABLES) bumps and recalls: no permission is needed for kitchen work.
    dataOf(await cook.post(STAFF_PATHS.signIn.path, { storeId, pin: '3939' }));
    expect(dataOf(await cook.post<KdsTicket>(KDS_PATHS.bump.path, { storeId, ticketId: hotTicket!.ticketId })).status).toBe('DONE');
    expect(dataOf(await cook.post<KdsTicket>(KDS_PATHS.recall.path, { storeId, ticketId: hotTicket!.ticketId })).status).toBe('OPEN');
    dataOf(await cook.post(KDS_PATHS.bump.path, { storeId, ticketId: hotTicket!.ticketId }));
    dataOf(await cook.post(KDS_PATHS.bump.path, { storeId, ticketId: drinkTicket!.ticketId }));
    expect((await world.card(placed.orderId)).status).toBe('READY');

    // ... but not the settings, the ready board's link or the station times.
    const settings = await cook.put(KDS_PATHS.updateSettings.path, { storeId, expo: false });
    expect(settings.status).toBe(403);
    expect(settings.body.message).toBe(staffForbiddenMessage('SETTINGS'));
    const rotate = await cook.post(KDS_PATHS.rotateReadyBoard.path, { storeId });
    expect(rotate.body.message).toBe(staffForbiddenMessage('SETTINGS'));
    const times = await cook.get(KDS_PATHS.stationTimes.path, { storeId, date: today });
    expect(times.status).toBe(403);
    expect(times.body.message).toBe(staffForbiddenMessage('REPORTS'));
    // The owner's back office (nobody signed in on its session) keeps them without a PIN.
    expect((await owner.put(KDS_PATHS.updateSettings.path, { storeId, expo: false })).status).toBe(200);
    expect((await owner.get(KDS_PATHS.stationTimes.path, { storeId, date: today })).status).toBe(200);

    // 權限紀錄: the bumps and the recall under the cook's name, with the order.
    // Through Taipei's day now: a run that crosses midnight there logs its later bumps on the next day.
    const endDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const activity = dataOf(await owner.get<StaffActivity[]>(STAFF_PATHS.activity.path, { storeId, startDate: today, endDate, staffId: cookId }));
    const kitchen = activity.filter((line) => line.action.startsWith('kds/'));
    expect(kitchen.map((line) => line.action).sort()).toEqual(['kds/bump', 'kds/bump', 'kds/bump', 'kds/recall']);
    expect(kitchen.every((line) => line.staffName === '廚房工讀')).toBe(true);
    expect(kitchen.filter((line) => line.detail?.ticketId === hotTicket!.ticketId)).toHaveLength(3);
  }, 120_000);

  it('with staff mode off, a screen bumps as the store again', async () => {
    const { owner, storeId, hot } = world;
    dataOf(await owner.put(STAFF_PATHS.updateStaffMode.path, { storeId, enabled: false }));
    const placed = await world.order([world.line(hot.item, 1)]);
    const [ticket] = await world.ticketsOf(placed.orderId, hot.station);
    expect(dataOf(await bare.post<KdsTicket>(KDS_PATHS.bump.path, { storeId, ticketId: ticket!.ticketId })).status).toBe('DONE');
  }, 60_000);
});
