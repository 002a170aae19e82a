import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgliteHandle, type DatabaseHandle } from '../../db/database.js';
import { queryRows } from '../../db/raw-rows.js';
import type { BusEvent, RealtimeBus } from '../bus/bus.js';
import { createInProcessOutboxBus } from '../bus/in-process-bus.js';
import { waitFor } from '../testing/clients.js';
import { publishAfterCommit } from '../publisher.js';
import { insertOutboxRows } from './outbox-table.js';

/**
 * The outbox on real transactions (PGlite, through the app's database handle): events are rows of the change's own
 * transaction, sent after its commit and deleted as they are; a rolled-back change leaves neither; rows a dead
 * process left behind are sent once by the sweep.
 */
let handle: DatabaseHandle;
let bus: RealtimeBus;
const heard: BusEvent[] = [];
const silent = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  handle = pgliteHandle(await PGlite.create());
  await handle.db.execute(sql`CREATE TABLE orders (id serial PRIMARY KEY, store_id int NOT NULL)`);
  bus = await createInProcessOutboxBus(silent, handle.db, { everyMs: 100, staleAfterMs: 300 });
  bus.subscribe((event) => heard.push(event));
}, 60_000);
afterAll(async () => {
  await bus.close();
  await handle.close();
});
beforeEach(() => {
  heard.length = 0;
});

const rowsLeft = async () =>
  Number((await queryRows<{ count: number }>(handle.db, sql`SELECT count(*)::int AS count FROM realtime_outbox`))[0]?.count);

function newOrder(orderId: number) {
  return { storeId: 1, orderId, orderNo: `A${orderId}`, channel: 'POS' as const };
}

describe('the realtime outbox', () => {
  it('writes the events inside the transaction and sends them after the commit, in order', async () => {
    let rowsBeforeCommit = -1;
    const orderId = await publishAfterCommit(bus, (outbox) =>
      handle.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(tx, sql`INSERT INTO orders (store_id) VALUES (1) RETURNING id`);
        outbox.add({ destination: 'store', storeId: 1 }, 'NEW_ORDER', newOrder(row!.id));
        outbox.add({ destination: 'store', storeId: 1 }, 'ORDER_UPDATED', { storeId: 1, orderId: row!.id, status: 'PAID' });
        rowsBeforeCommit = Number((await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM realtime_outbox`))[0]?.count);
        return row!.id;
      }),
    );
    expect(rowsBeforeCommit).toBe(0); // written at the very end of the transaction, by the handle's wrapper
    expect(heard.map((event) => (event.kind === 'message' ? event.message.type : event.kind))).toEqual(['NEW_ORDER', 'ORDER_UPDATED']);
    const first = heard[0];
    expect(first?.kind === 'message' && first.message.data).toEqual(newOrder(orderId));
    expect(await rowsLeft()).toBe(0);
  });

  it('leaves no row and sends nothing for a rolled-back change', async () => {
    await expect(
      publishAfterCommit(bus, (outbox) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO orders (store_id) VALUES (1)`);
          outbox.add({ destination: 'store', storeId: 1 }, 'NEW_ORDER', newOrder(999));
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    await new Promise((resolve) => setTimeout(resolve, 500)); // past a sweep
    expect(heard).toEqual([]);
    expect(await rowsLeft()).toBe(0);
  });

  it('sends once, through the sweep, the rows a process that died after its commit left behind', async () => {
    const event: BusEvent = {
      kind: 'message',
      target: { destination: 'store', storeId: 1 },
      message: { messageId: crypto.randomUUID(), type: 'NEW_ORDER', data: newOrder(7), sentAt: new Date().toISOString() },
    };
    // Committed and never sent: what a SIGKILL between the commit and the send leaves.
    await insertOutboxRows(handle.db, [JSON.stringify(event), JSON.stringify(event)]);
    await waitFor(() => heard.length === 2, 5000, 'the sweep');
    await new Promise((resolve) => setTimeout(resolve, 500)); // more sweeps: nothing more
    expect(heard).toEqual([event, event]);
    expect(await rowsLeft()).toBe(0);
  });

  it('sends events added outside any transaction as before, without a row', async () => {
    await publishAfterCommit(bus, async (outbox) => {
      outbox.add({ destination: 'store', storeId: 1 }, 'MENU_CHANGED', { storeId: 1 });
    });
    expect(heard).toHaveLength(1);
    expect(await rowsLeft()).toBe(0);
  });
});
