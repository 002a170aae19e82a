import { describe, expect, it } from 'vitest';
import { PrinterQueue } from './printer-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('PrinterQueue (one lock and a waiting queue per printer)', () => {
  it('prints one job at a time, the waiting ones in the order they came, then releases the lock', async () => {
    const queue = new PrinterQueue();
    const order: string[] = [];
    const first = deferred();
    const jobs = [
      queue.run(async () => {
        order.push('a start');
        await first.promise;
        order.push('a end');
      }),
      queue.run(async () => void order.push('b')),
      queue.run(async () => void order.push('c')),
    ];
    expect(queue.busy).toBe(true);
    expect(queue.waitingCount).toBe(2);
    first.resolve();
    await Promise.all(jobs);
    expect(order).toEqual(['a start', 'a end', 'b', 'c']);
    expect(queue.busy).toBe(false);
  });

  it('a failed job releases the lock to the next one and its caller gets the error', async () => {
    const queue = new PrinterQueue();
    const failing = deferred();
    const broken = queue.run(() => failing.promise);
    const next = queue.run(async () => 'printed');
    failing.reject(new Error('paper out'));
    await expect(broken).rejects.toThrow('paper out');
    await expect(next).resolves.toBe('printed');
    expect(queue.busy).toBe(false);
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });
});
