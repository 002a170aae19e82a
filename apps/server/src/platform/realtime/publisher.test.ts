import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realtimeMessageSchema, type RealtimeTarget } from '@diancan/core';
import type { BusEvent } from './bus/bus.js';
import { createInProcessBus } from './bus/in-process-bus.js';
import { publishAfterCommit, publishNow } from './publisher.js';

/** Publishing after commit, against real transactions (PGlite): a rolled-back change must send nothing. */

let db: PGlite;
const bus = createInProcessBus();
const heard: BusEvent[] = [];
bus.subscribe((event) => heard.push(event));

const store1: RealtimeTarget = { destination: 'store', storeId: 1 };

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('CREATE TABLE orders (id serial PRIMARY KEY, store_id int NOT NULL)');
});
afterAll(() => db.close());
beforeEach(() => {
  heard.length = 0;
});

async function orderCount(): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders');
  return result.rows[0]!.count;
}

describe('publishAfterCommit', () => {
  it('publishes what the transaction added, once it committed, in order', async () => {
    const orderId = await publishAfterCommit(bus, (outbox) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>('INSERT INTO orders (store_id) VALUES (1) RETURNING id');
        const id = rows[0]!.id;
        outbox.add({ destination: 'store', storeId: 1 }, 'NEW_ORDER', { storeId: 1, orderId: id, orderNo: 'A001', channel: 'POS' });
        outbox.add({ destination: 'store', storeId: 1 }, 'ORDER_UPDATED', { storeId: 1, orderId: id, status: 'PAID' });
        // Nothing is out while the transaction is still open.
        expect(heard).toEqual([]);
        return id;
      }),
    );
    expect(heard.map((event) => event.kind === 'message' && event.message.type)).toEqual(['NEW_ORDER', 'ORDER_UPDATED']);
    for (const event of heard) {
      expect(event.kind === 'message' && realtimeMessageSchema.parse(event.message).data).toMatchObject({ orderId });
      expect(event.kind === 'message' && event.target).toEqual(store1);
    }
    const ids = heard.map((event) => event.kind === 'message' && event.message.messageId);
    expect(new Set(ids).size).toBe(2);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const before = await orderCount();
    await expect(
      publishAfterCommit(bus, (outbox) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO orders (store_id) VALUES (1)');
          outbox.add(store1, 'MENU_CHANGED', { storeId: 1 });
          throw new Error('stock ran out');
        }),
      ),
    ).rejects.toThrow('stock ran out');
    expect(await orderCount()).toBe(before);
    expect(heard).toEqual([]);
  });

  it('refuses an event with the wrong data or destination inside the transaction, which then rolls back', async () => {
    const before = await orderCount();
    await expect(
      publishAfterCommit(bus, (outbox) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO orders (store_id) VALUES (1)');
          outbox.add(store1, 'MENU_CHANGED', { storeId: -1 });
        }),
      ),
    ).rejects.toThrow();
    await expect(
      publishAfterCommit(bus, (outbox) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO orders (store_id) VALUES (1)');
          // @ts-expect-error the compiler already refuses a password reset on a store topic
          outbox.add(store1, 'PASSWORD_RESET', { userId: 1, account: 'store' });
        }),
      ),
    ).rejects.toThrow('cannot be sent to store');
    expect(await orderCount()).toBe(before);
    expect(heard).toEqual([]);
  });

  it('publishNow sends one event at once', async () => {
    await publishNow(bus, { destination: 'printer', userId: 3 }, 'PRINTER_STATUS', {
      storeId: 1,
      printer: 'POS',
      status: 'OFFLINE',
    });
    expect(heard).toHaveLength(1);
  });
});
