import { STAFF_PATHS, type StaffActivity, type StaffTimeEntry, type StaffTimesheet } from '@diancan/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, testClock, type TestClient } from '../harness.js';
import { PINS, startStaffWorld, type StaffWorld } from './staff-fixtures.js';

/** Clock in and out in Asia/Taipei: twice in, out without in, across midnight, overtime, corrections, Excel. */
// 2026-11-02 09:00 in Taipei (UTC+8).
const time = testClock(new Date('2026-11-02T01:00:00Z'));
let world: StaffWorld;
let terminal: TestClient;

beforeAll(async () => {
  world = await startStaffWorld({ clock: time.clock, config: { sessionIdleMinutes: 7 * 24 * 60, sessionAbsoluteHours: 14 * 24 } });
  terminal = await world.terminal();
}, 240_000);

afterAll(async () => {
  await world?.close();
});

const clock = (path: string, pin: string) => terminal.post<StaffTimeEntry>(path, { storeId: world.storeId, pin });
const sheet = async (startDate: string, endDate = startDate) =>
  dataOf(await world.owner.get<StaffTimesheet>(STAFF_PATHS.timesheet.path, { storeId: world.storeId, startDate, endDate }));

describe('clock in and out', () => {
  it('refuses a second clock-in and a clock-out without one', async () => {
    expect((await clock(STAFF_PATHS.clockOut.path, PINS.fullTime)).status).toBe(409);
    dataOf(await clock(STAFF_PATHS.clockIn.path, PINS.fullTime));
    const twice = await clock(STAFF_PATHS.clockIn.path, PINS.fullTime);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('已上班打卡，請先下班打卡');
    time.advance(4 * 3600_000);
    const out = dataOf(await clock(STAFF_PATHS.clockOut.path, PINS.fullTime));
    expect(out.minutes).toBe(240);
    expect((await clock(STAFF_PATHS.clockOut.path, PINS.fullTime)).status).toBe(409);
    expect((await clock(STAFF_PATHS.clockIn.path, '0000')).status).toBe(400);
  }, 60_000);

  it('counts overtime past 8 hours a day, a shift across midnight on the day it began (Asia/Taipei)', async () => {
    // 陳正職 worked 4 h this morning; back at 18:00 until 02:30 the next day: 8.5 h more on 11-02.
    time.set(new Date('2026-11-02T10:00:00Z'));
    dataOf(await clock(STAFF_PATHS.clockIn.path, PINS.fullTime));
    time.set(new Date('2026-11-02T18:30:00Z'));
    dataOf(await clock(STAFF_PATHS.clockOut.path, PINS.fullTime));
    const [person] = (await sheet('2026-11-02')).filter((row) => row.name === '陳正職');
    expect(person?.entries).toHaveLength(2);
    expect(person?.minutes).toBe(240 + 510);
    expect(person?.days).toEqual([{ date: '2026-11-02', minutes: 750, overtimeMinutes: 270 }]);
    expect(person?.overtimeMinutes).toBe(270);
    // Nothing on the next day: the night shift belongs to the day it began.
    expect((await sheet('2026-11-03')).find((row) => row.name === '陳正職')).toBeUndefined();
  }, 60_000);

  it("lets a manager correct a forgotten clock-out with a reason, kept in the entry and the log", async () => {
    time.set(new Date('2026-11-03T01:00:00Z')); // 09:00 on 11-03
    const open = dataOf(await clock(STAFF_PATHS.clockIn.path, PINS.partTime));
    time.set(new Date('2026-11-04T01:00:00Z'));
    const bad = await world.owner.put(STAFF_PATHS.correctTimeEntry.path, { storeId: world.storeId, entryId: open.id, clockOutAt: '2026-11-03T00:00:00Z', reason: '忘記打卡' });
    expect(bad.status).toBe(400);
    expect((await world.owner.put(STAFF_PATHS.correctTimeEntry.path, { storeId: world.storeId, entryId: open.id, clockOutAt: '2026-11-05T00:00:00Z', reason: '忘記打卡' })).status).toBe(400);
    expect((await world.owner.put(STAFF_PATHS.correctTimeEntry.path, { storeId: world.storeId, entryId: open.id, clockOutAt: '2026-11-03T09:00:00Z', reason: '' })).status).toBe(400);
    const fixed = dataOf(
      await world.owner.put<StaffTimeEntry>(STAFF_PATHS.correctTimeEntry.path, {
        storeId: world.storeId,
        entryId: open.id,
        clockOutAt: '2026-11-03T18:00:00+08:00',
        reason: '忘記打卡',
      }),
    );
    expect(fixed).toMatchObject({ minutes: 540, correctionReason: '忘記打卡' });
    const [person] = (await sheet('2026-11-03')).filter((row) => row.name === '林工讀');
    expect(person?.days).toEqual([{ date: '2026-11-03', minutes: 540, overtimeMinutes: 60 }]);
    const log = dataOf(await world.owner.get<StaffActivity[]>(STAFF_PATHS.activity.path, { storeId: world.storeId, startDate: '2026-11-02', endDate: '2026-11-04' }));
    expect(log.find((entry) => entry.action === 'staff/correctTimeEntry')?.detail).toMatchObject({ reason: '忘記打卡' });
    expect(log.filter((entry) => entry.action === 'staff/clockIn').length).toBeGreaterThanOrEqual(3);
    // Another store's entry is out of reach.
    expect((await world.other.put(STAFF_PATHS.correctTimeEntry.path, { storeId: world.otherStoreId, entryId: open.id, clockOutAt: '2026-11-03T10:00:00Z', reason: 'x' })).status).toBe(404);
  }, 60_000);

  it('exports the timesheet to Excel', async () => {
    const response = await fetch(`${world.server.baseUrl}${STAFF_PATHS.timesheetExport.path}?storeId=${world.storeId}&startDate=2026-11-01&endDate=2026-11-30`, {
      headers: { cookie: [...world.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-sid': String(world.storeId) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.getWorksheet('工時表')?.eachRow((row) => rows.push([1, 2, 3, 4, 5, 6].map((column) => row.getCell(column).value ?? null)));
    expect(rows[0]).toEqual(['員工', '上班時間', '下班時間', '工時(分鐘)', '加班(分鐘)', '更正原因']);
    expect(rows).toContainEqual(['陳正職 合計', '', '', 750, 270, null]);
    expect(rows).toContainEqual(['林工讀', '2026-11-03 09:00', '2026-11-03 18:00', 540, null, '忘記打卡']);
  }, 60_000);

  it('refuses a range past 93 days or ending before it starts', async () => {
    expect((await world.owner.get(STAFF_PATHS.timesheet.path, { storeId: world.storeId, startDate: '2026-11-05', endDate: '2026-11-01' })).status).toBe(400);
    expect((await world.owner.get(STAFF_PATHS.timesheet.path, { storeId: world.storeId, startDate: '2026-01-01', endDate: '2026-12-31' })).status).toBe(400);
  });
});
