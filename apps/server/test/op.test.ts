import { desc } from 'drizzle-orm';
import { MSG } from '@diancan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../src/platform/db/schema/index.js';
import { userId } from './fixtures.js';
import { startTestServer, testClock, type TestServer } from './harness.js';

const RECORD = '/api/op/recordError';
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: clock.clock });
});
afterAll(async () => {
  await server?.close();
});

async function latestReport() {
  const [row] = await server.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
  return row;
}

describe('POST /api/op/recordError', () => {
  it('stores a report without a session and without a CSRF token', async () => {
    const response = await server.client().post(RECORD, { source: 'store-config', message: 'TypeError: x is undefined' });
    expect(response.body).toEqual({ status: true, message: null, data: null });
    expect(await latestReport()).toMatchObject({ source: 'store-config', message: 'TypeError: x is undefined', userId: null });
  });

  it('keeps the user of a signed-in client', async () => {
    const store = server.client();
    await store.login('store');
    await store.post(RECORD, { source: 'pos', message: 'printer gone' });
    expect((await latestReport())?.userId).toBe(await userId(server.db, 'store'));
  });

  it('refuses oversized and incomplete reports (400)', async () => {
    const long = await server.client().post(RECORD, { source: 'web', message: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('錯誤訊息不可超過4000字');
    expect((await server.client().post(RECORD, { message: 'x' })).body.message).toBe('來源為必填');
    const huge = await server.client().post(RECORD, { source: 'web', message: 'y'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe(false);
  });

  it('answers 429 past 30 reports a minute from one address, and accepts again in the next minute', async () => {
    clock.advance(120_000); // a fresh window
    let accepted = 0;
    for (let i = 0; i < 30; i += 1) {
      if ((await server.client().post(RECORD, { source: 'loop', message: `error ${i}` })).status === 200) accepted += 1;
    }
    expect(accepted).toBe(30);
    const refused = await server.client().post(RECORD, { source: 'loop', message: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: false, message: MSG.TOO_MANY, data: null });
    clock.advance(60_000);
    expect((await server.client().post(RECORD, { source: 'loop', message: 'later' })).status).toBe(200);
  });
});
