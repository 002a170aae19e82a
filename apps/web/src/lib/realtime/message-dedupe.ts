import { DEDUPE_MAX, DEDUPE_WINDOW_MS } from '@diancan/core';

/**
 * Remembers the messageIds seen in the last 180 s so a message delivered twice (replayed after a reconnect, or sent
 * through two paths) is handled once. The set is cleared when it grows past 1000 entries (access section 9).
 */
export class MessageDedupe {
  /** messageId -> when it was seen; a Map iterates in insertion order, so the oldest come first. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = DEDUPE_WINDOW_MS,
    private readonly maxEntries = DEDUPE_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time an id comes within the window; false for a repeat, which must be ignored. */
  accept(messageId: string): boolean {
    const now = this.now();
    for (const [id, seenAt] of this.seen) {
      if (now - seenAt < this.windowMs) break;
      this.seen.delete(id);
    }
    if (this.seen.has(messageId)) return false;
    if (this.seen.size >= this.maxEntries) this.seen.clear();
    this.seen.set(messageId, now);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
