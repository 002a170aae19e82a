import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import type { OutboxRecord } from '../../../lib/offline/offline-db';
import { drainOutbox, retryDelayMs, type OutboxPort } from './outbox-drain';

function record(seq: number, refusal: string | null = null): OutboxRecord {
  return { key: `key-${seq}`, seq, request: { n: seq }, refusal, summary: { payable: 100, payMethodName: '現金', takenAt: '2026-01-01T00:00:00Z' } };
}

/** An outbox kept in a Map, as the IndexedDB one keeps it. */
function memoryOutbox(records: OutboxRecord[]): OutboxPort & { kept: Map<string, OutboxRecord> } {
  const kept = new Map(records.map((entry) => [entry.key, entry]));
  return {
    kept,
    records: () => Promise.resolve([...kept.values()]),
    remove: (key) => Promise.resolve(void kept.delete(key)),
    flag: (key, reason) => Promise.resolve(void kept.set(key, { ...kept.get(key)!, refusal: reason })),
  };
}

describe('outbox drain', () => {
  it('sends in the order taken, each under its own key, and empties the outbox', async () => {
    const outbox = memoryOutbox([record(3), record(1), record(2)]);
    const sent: string[] = [];
    const report = await drainOutbox(outbox, (entry) => Promise.resolve(sent.push(entry.key)));
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(report).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(outbox.kept.size).toBe(0);
  });

  it('stops at the first order the server does not answer and keeps it and all after it, in order', async () => {
    const outbox = memoryOutbox([record(1), record(2), record(3), record(4)]);
    const sent: string[] = [];
    const report = await drainOutbox(outbox, (entry) => {
      if (entry.seq === 3) return Promise.reject(new ApiError(0, '網絡問題'));
      sent.push(entry.key);
      return Promise.resolve();
    });
    expect(sent).toEqual(['key-1', 'key-2']);
    expect(report).toEqual({ sent: 2, refused: 0, waiting: 2 });
    expect([...outbox.kept.keys()]).toEqual(['key-3', 'key-4']);
    // The next try resends the same key first: the server answers it once whether or not it saw it.
    const retried: string[] = [];
    await drainOutbox(outbox, (entry) => Promise.resolve(retried.push(entry.key)));
    expect(retried).toEqual(['key-3', 'key-4']);
  });

  it('waits on a server failure (5xx) as on no answer', async () => {
    const outbox = memoryOutbox([record(1)]);
    const report = await drainOutbox(outbox, () => Promise.reject(new ApiError(500, '服務異常')));
    expect(report.waiting).toBe(1);
    expect(outbox.kept.get('key-1')?.refusal).toBeNull();
  });

  it('flags a refused order with the reason, keeps it, goes on with the next, and does not resend it', async () => {
    const outbox = memoryOutbox([record(1), record(2)]);
    const report = await drainOutbox(outbox, (entry) =>
      entry.seq === 1 ? Promise.reject(new ApiError(409, '紅茶價格已變更，請重新確認')) : Promise.resolve(),
    );
    expect(report).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(outbox.kept.get('key-1')?.refusal).toBe('紅茶價格已變更，請重新確認');
    let calls = 0;
    await drainOutbox(outbox, () => Promise.resolve(calls++));
    expect(calls).toBe(0);
    expect(outbox.kept.has('key-1')).toBe(true);
  });

  it('backs off from 1 s to at most 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });
});
