import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRefreshTopic } from '@diancan/core';
import { type BenchStore, orderBody, postOrder, seedBenchStores, type Session, signIn } from '../../../../bench/orders-fixtures.js';
import { postgresHandle } from '../../src/platform/db/database.js';
import { queryRows } from '../../src/platform/db/raw-rows.js';
import { connectStompClient, waitFor, websocketUrl, type StompTestClient } from '../../src/platform/realtime/testing/clients.js';
import { startServerProcess, type ServerProcess } from '../../src/platform/realtime/testing/instances.js';
import { openTestDatabase, type TestDatabase } from '../database.js';

/**
 * The realtime outbox under an instance kill (issue 38): two server processes on one PostgreSQL database, boards on
 * both, orders through both; instance A is killed with SIGKILL in the middle of the burst. Every order that
 * committed (whatever its client heard) must reach every board exactly once: the boards of A come back through B
 * with replay, and what A committed but never sent is sent by B's sweep. Runs when TEST_DATABASE_URL is set.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (!serverUrl) throw new Error('*.pg.test.ts files run only with TEST_DATABASE_URL set (see vitest.config.ts)');

const ORDERS_PER_INSTANCE = 40;
const CONCURRENCY = 6;

describe('the realtime outbox when an instance dies mid-burst', () => {
  let scratch: TestDatabase;
  let scratchUrl: string;
  let instanceA: ServerProcess;
  let instanceB: ServerProcess;
  let store: BenchStore;
  const sockets: StompTestClient[] = [];

  beforeAll(async () => {
    // A copy of the seeded template database (test/database.ts): migrated and with the demo data, as a first start
    // leaves it, without running every migration again.
    scratch = await openTestDatabase({ seeded: true });
    if (!scratch.url) throw new Error('openTestDatabase gave no PostgreSQL database');
    scratchUrl = scratch.url;
    [store] = (await seedBenchStores(scratch.db, 1, 'outbox')) as [BenchStore];
    const env = { DATABASE_URL: scratchUrl, DEMO_DATA: '0' };
    [instanceA, instanceB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close().catch(() => undefined)));
    await Promise.all([instanceA?.stop(), instanceB?.stop()]);
    await scratch?.close(); // drops the copy
  });

  async function board(instance: ServerProcess, session: Session, replaySince?: number): Promise<StompTestClient> {
    const socket = await connectStompClient(websocketUrl(instance.baseUrl), {
      cookie: session.cookie,
      connectHeaders: { storeId: String(store.storeId) },
    });
    sockets.push(socket);
    await socket.subscribeConfirmed(
      storeRefreshTopic(store.storeId),
      replaySince === undefined ? {} : { 'replay-since': String(replaySince) },
    );
    return socket;
  }

  /** Places `count` orders through one instance, a few at a time; a send the kill cut is not retried. */
  async function burst(instance: ServerProcess, session: Session, count: number, onAnswer: () => void): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const seed = next++;
        try {
          await postOrder(instance.baseUrl, session, JSON.stringify(orderBody(store, seed)), randomUUID(), 10_000);
          onAnswer();
        } catch {
          // The instance was killed under this request: it may or may not have committed (the database says).
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  it('delivers every committed order to every board once, A’s boards through B after the kill', async () => {
    const [sessionA, sessionB] = await Promise.all([signIn(instanceA.baseUrl), signIn(instanceB.baseUrl)]);
    const boardsOnA = await Promise.all([board(instanceA, sessionA), board(instanceA, sessionB)]);
    const boardsOnB = await Promise.all([board(instanceB, sessionA), board(instanceB, sessionB)]);

    let answeredByA = 0;
    let killedAt = 0;
    const killed = (async () => {
      await waitFor(() => answeredByA >= ORDERS_PER_INSTANCE / 3, 60_000, 'a third of A’s orders');
      killedAt = Date.now();
      await instanceA.kill();
    })();
    await Promise.all([
      burst(instanceA, sessionA, ORDERS_PER_INSTANCE, () => (answeredByA += 1)),
      burst(instanceB, sessionB, ORDERS_PER_INSTANCE, () => undefined),
      killed,
    ]);
    expect(answeredByA).toBeLessThan(ORDERS_PER_INSTANCE); // the kill did cut A's burst

    // A's boards come back through B, asking for what they missed (the web client asks from its last sign of life
    // minus 5 s; the kill is that sign here).
    const movedBoards = await Promise.all([board(instanceB, sessionA, killedAt - 5000), board(instanceB, sessionB, killedAt - 5000)]);

    const database = postgresHandle(scratchUrl, 1);
    try {
      const committed = (
        await queryRows<{ id: number }>(database.db, sql`select id from orders where store_id = ${store.storeId}`)
      ).map((row) => Number(row.id));
      expect(committed.length).toBeGreaterThan(ORDERS_PER_INSTANCE);

      // A board's view: NEW_ORDER messages, once per messageId (the web client drops repeats of an id).
      const newOrders = (sockets: StompTestClient[]) => {
        const byOrder = new Map<number, Set<string>>();
        for (const socket of sockets) {
          for (const { message } of socket.received) {
            if (message.type !== 'NEW_ORDER') continue;
            const ids = byOrder.get(message.data.orderId) ?? new Set<string>();
            ids.add(message.messageId);
            byOrder.set(message.data.orderId, ids);
          }
        }
        return byOrder;
      };
      const views = [
        ...boardsOnA.map((socket, index) => [socket, movedBoards[index]!]),
        ...boardsOnB.map((socket) => [socket]),
      ];
      // B's sweep sends what A committed and left unsent once it is 5 s old (every 2 s).
      await waitFor(() => views.every((view) => newOrders(view).size >= committed.length), 20_000, 'every order on every board');
      await new Promise((resolve) => setTimeout(resolve, 1000)); // time for a duplicate to show up
      for (const view of views) {
        const seen = newOrders(view);
        expect([...seen.keys()].sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b));
        for (const ids of seen.values()) expect(ids.size).toBe(1);
      }
      const [left] = await queryRows<{ count: string }>(database.db, sql`select count(*) as count from realtime_outbox`);
      expect(Number(left?.count)).toBe(0);
    } finally {
      await database.close();
    }
    expect(instanceB.errors()).not.toMatch(/realtime (bus|outbox): (publish|send) failed/);
  }, 120_000);
});
