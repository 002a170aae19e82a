import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_DRAWER_PATHS, type CashDrawerRecord, SHIFT_PATHS, storeRefreshTopic } from '@diancan/core';
import { connectStompClient, type StompTestClient, websocketUrl } from '../../src/platform/realtime/testing/clients.js';
import { dataOf } from '../harness.js';
import { finishShift, openShift, type ShiftWorld, startShiftWorld } from './shift-fixtures.js';

let world: ShiftWorld;
let stomp: StompTestClient;
let topic: string;

beforeAll(async () => {
  world = await startShiftWorld();
  const cookie = [...world.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  stomp = await connectStompClient(websocketUrl(world.server.baseUrl), { cookie, connectHeaders: { storeId: String(world.storeId) } });
  topic = storeRefreshTopic(world.storeId);
  await stomp.subscribeConfirmed(topic);
});
afterAll(async () => {
  await stomp?.close();
  await world?.close();
});

const reportEvents = () =>
  stomp.received.filter((entry) => entry.destination === topic && entry.message.type === 'REPORT_CHANGED').map((entry) => entry.message.data);
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('REPORT_CHANGED on the store topic', () => {
  it('follows every committed drawer and shift change, and no refused one', async () => {
    const { owner, storeId } = world;
    const before = reportEvents().length;

    const added = stomp.nextMessage(topic);
    const record = dataOf(await owner.post<CashDrawerRecord>(CASH_DRAWER_PATHS.add.path, { storeId, type: 'INCOME', amount: 5_000, remark: '找零' }));
    expect(await added).toMatchObject({ type: 'REPORT_CHANGED', data: { storeId, report: 'CASH_DRAWER' } });

    dataOf(await owner.put(CASH_DRAWER_PATHS.update.path, { storeId, id: record.id, type: 'INCOME', amount: 6_000, remark: '找零' }));
    const open = await openShift(owner, storeId);
    const refused = await owner.post(SHIFT_PATHS.finish.path, { storeId, shiftId: open.id + 1000, countedCash: 0, nextOpeningFloat: 0 });
    expect(refused.status).toBe(409);
    const { shift } = await finishShift(owner, storeId, { shiftId: open.id, countedCash: 6_000, nextOpeningFloat: 0 });
    dataOf(await owner.post(SHIFT_PATHS.recalculate.path, { storeId, id: shift.id }));
    await settle();

    expect(reportEvents().slice(before)).toEqual([
      { storeId, report: 'CASH_DRAWER' },
      { storeId, report: 'CASH_DRAWER' },
      { storeId, report: 'SHIFT' },
      { storeId, report: 'SHIFT' },
    ]);
  });
});
