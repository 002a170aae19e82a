import type { RouteKey } from './routing.js';

export interface RecordedMessage {
  key: RouteKey;
  messageId: string;
  /** The MESSAGE body, encoded once for every subscriber. */
  body: Uint8Array;
  /** Publisher's commit time (the message's sentAt), the clock replay requests refer to. */
  sentAtMs: number;
  recordedAt: number;
}

/**
 * The messages of the last few minutes, kept so that a client that lost its connection gets what it missed when it
 * subscribes again (SUBSCRIBE header `replay-since`). Every instance hears every event, so any instance can replay.
 */
export class RecentMessages {
  private entries: RecordedMessage[] = [];

  constructor(
    private readonly retentionMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  record(entry: Omit<RecordedMessage, 'recordedAt'>): void {
    this.entries.push({ ...entry, recordedAt: this.now() });
    this.prune();
  }

  /** Recorded messages on any of `keys` sent at or after `sinceMs`, oldest first. */
  since(keys: readonly RouteKey[], sinceMs: number): RecordedMessage[] {
    this.prune();
    return this.entries.filter((entry) => entry.sentAtMs >= sinceMs && keys.includes(entry.key));
  }

  get size(): number {
    return this.entries.length;
  }

  private prune(): void {
    const oldest = this.now() - this.retentionMs;
    let drop = 0;
    while (drop < this.entries.length && this.entries[drop]!.recordedAt < oldest) drop += 1;
    drop = Math.max(drop, this.entries.length - this.maxEntries);
    if (drop > 0) this.entries.splice(0, drop);
  }
}
