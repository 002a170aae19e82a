import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { intArray } from '../src/platform/db/int-array.js';
import { queryPreparedRows, queryRows } from '../src/platform/db/raw-rows.js';
import { openTestDatabase } from './database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ seeded: false });
});
afterAll(() => handle.close());

const probe = (ids: number[], at: string) => sql`
  select ${at}::timestamptz as at, ${at}::date as day, array(select unnest(${intArray(ids)}) order by 1) as ids,
         12345678901::bigint as big, '{"a": 1}'::jsonb as doc`;

describe('queryPreparedRows', () => {
  it('answers what queryRows answers, run after run (types included)', async () => {
    for (const [index, ids] of [[3, 1, 2], [7], []].entries()) {
      const at = `2026-11-2${index}T10:00:00.000Z`;
      const plain = await queryRows(handle.db, probe(ids, at));
      const prepared = await queryPreparedRows(handle.db, probe(ids, at));
      expect(prepared).toEqual(plain);
      expect(prepared[0]).toMatchObject({ ids: [...ids].sort(), doc: { a: 1 } });
      expect(typeof (prepared[0] as { at: unknown }).at).toBe('string');
    }
  });

  it('keeps two statements apart on one connection and inside a transaction', async () => {
    const rows = await handle.db.transaction(async (tx) => {
      const first = await queryPreparedRows<{ n: number }>(tx, sql`select ${1}::int + 1 as n`);
      const second = await queryPreparedRows<{ n: number }>(tx, sql`select ${1}::int + 2 as n`);
      const again = await queryPreparedRows<{ n: number }>(tx, sql`select ${5}::int + 1 as n`);
      const [named] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from pg_prepared_statements where name like 'd\_%' and statement like '%::int + %'`,
      );
      return [first[0]?.n, second[0]?.n, again[0]?.n, named?.count];
    });
    // Two texts prepared (the third call reused the first): by the protocol on PostgreSQL, by PREPARE on PGlite.
    expect(rows).toEqual([2, 3, 6, 2]);
  });

  it('passes any text through unharmed (quotes, backslashes, JSON, other scripts)', async () => {
    const texts = ["it's", 'back\\slash \\\'', '{"a": "b\\"c"}', '點餐 Diancan', "'; drop table x; --", ''];
    for (const text of texts) {
      const [row] = await queryPreparedRows<{ text: string; length: number }>(
        handle.db,
        sql`select ${text}::text as text, length(${text}::text)::int as length`,
      );
      expect(row).toEqual({ text, length: [...text].length });
    }
  });

  it('rolls back with the transaction it runs in', async () => {
    await queryRows(handle.db, sql`create table prepared_probe (n int)`);
    await expect(
      handle.db.transaction(async (tx) => {
        await queryPreparedRows(tx, sql`insert into prepared_probe values (${1}::int) returning n`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await queryRows(handle.db, sql`select n from prepared_probe`)).toEqual([]);
  });
});

describe('the database under a burst', () => {
  it('serves the event loop between transactions (sockets and timers are not starved while a burst queues)', async () => {
    let finished = 0;
    let finishedWhenTheLoopTurned: number | null = null;
    const burst = Array.from({ length: 20 }, (_, index) =>
      handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select ${index}::int as n`);
          await tx.execute(sql`select ${index}::int + 1 as n`);
        })
        .then(() => finished++),
    );
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await Promise.all(burst);
    expect(finished).toBe(20);
    // Embedded PGlite handed its connection on in microtasks only: the loop turned after the whole burst (20).
    expect(finishedWhenTheLoopTurned).not.toBeNull();
    expect(finishedWhenTheLoopTurned!).toBeLessThan(20);
  });
});
