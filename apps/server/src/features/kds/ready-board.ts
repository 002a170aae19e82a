import { createHash } from 'node:crypto';
import { formatOrderNo, KDS_MSG, type ReadyBoard, type ReadyBoardQuery } from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { BusEvent, RealtimeBus } from '../../platform/realtime/index.js';
import { kdsRepository } from './kds.repository.js';

/** The ready board's answer and its ETag (what the page sends back as `since`). */
export interface ReadyBoardAnswer {
  board: ReadyBoard;
  etag: string;
}

/**
 * The customers' ready board (GET /api/front/ready, public, by the store's token). The page has no session, so no
 * realtime link: it holds a read instead (`since` = the ETag it shows, `wait` ms), answered as soon as an order of
 * the store changes into a different board, or with the same board when the wait is over. A store's order events
 * reach this instance over the realtime bus (from any instance), which wakes the held reads of that store.
 */
export class ReadyBoardService {
  private readonly waiting = new Map<number, Set<() => void>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    realtime: RealtimeBus,
    private readonly recentMs: number,
  ) {
    this.unsubscribe = realtime.subscribe((event) => this.heard(event));
  }

  private heard(event: BusEvent): void {
    if (event.kind !== 'message' || event.target.destination !== 'store') return;
    const { type } = event.message;
    if (type !== 'ORDER_UPDATED' && type !== 'NEW_ORDER') return;
    for (const wake of this.waiting.get(event.message.data.storeId) ?? []) wake();
  }

  close(): void {
    this.unsubscribe();
    for (const wakes of this.waiting.values()) for (const wake of wakes) wake();
  }

  private async read(storeId: number): Promise<ReadyBoardAnswer> {
    const rows = await kdsRepository.readyBoard(this.db, storeId, new Date(this.clock().getTime() - this.recentMs));
    const board: ReadyBoard = {
      preparing: rows.filter((row) => row.status !== 'READY').map((row) => formatOrderNo(row.order_number)),
      ready: rows.filter((row) => row.status === 'READY').map((row) => formatOrderNo(row.order_number)),
    };
    const etag = createHash('sha256').update(JSON.stringify(board)).digest('base64url').slice(0, 20);
    return { board, etag };
  }

  /** The board of the token's store (404 for a token no store has now: a rotated link stops answering). */
  async board(query: ReadyBoardQuery, gone?: AbortSignal): Promise<ReadyBoardAnswer> {
    const storeId = await kdsRepository.storeOfToken(this.db, query.token);
    if (storeId === null) throw notFound(KDS_MSG.BOARD_NOT_FOUND);
    const deadline = performance.now() + (query.wait ?? 0);
    // Listening before the first read: a change while it runs is not missed.
    let woken = false;
    let resolveWait: (() => void) | null = null;
    const wake = () => {
      woken = true;
      resolveWait?.();
    };
    const wakes = this.waiting.get(storeId) ?? new Set();
    this.waiting.set(storeId, wakes);
    wakes.add(wake);
    try {
      let answer = await this.read(storeId);
      while (query.since !== undefined && answer.etag === query.since && !gone?.aborted) {
        const left = deadline - performance.now();
        if (left <= 0) break;
        if (!woken) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, left);
            gone?.addEventListener('abort', done, { once: true });
            function done() {
              clearTimeout(timer);
              gone?.removeEventListener('abort', done);
              resolve();
            }
            resolveWait = done;
          });
          resolveWait = null;
        }
        if (!woken) break;
        woken = false;
        answer = await this.read(storeId);
      }
      return answer;
    } finally {
      wakes.delete(wake);
      if (wakes.size === 0 && this.waiting.get(storeId) === wakes) this.waiting.delete(storeId);
    }
  }
}
