/**
 * Tells the server, when the client subscribes again after a lost connection, from when to replay what it missed
 * (SUBSCRIBE header replay-since). Times are on the server's clock: the CONNECTED frame carries it, and the offset
 * to the local clock carries it forward while frames keep arriving.
 */

/**
 * Replay starts this long before the last sign of life: it covers the delay between a publisher's commit and the
 * delivery, and clock differences between server instances. Messages replayed twice are dropped by messageId.
 */
export const REPLAY_MARGIN_MS = 5_000;

export class ReplayClock {
  private offsetMs: number | null = null;
  private lastAliveServerMs: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** A connection opened; `serverTime` is the CONNECTED frame's server-time header (epoch ms), if sent. */
  connected(serverTime: number | null): void {
    const local = this.now();
    if (serverTime !== null && Number.isFinite(serverTime)) this.offsetMs = serverTime - local;
    this.alive();
  }

  /** Something arrived from the server (a message or a heart-beat). */
  alive(): void {
    if (this.offsetMs === null) return;
    this.lastAliveServerMs = this.now() + this.offsetMs;
  }

  /** The replay-since value for the next subscriptions, or null before any connection. */
  replaySince(): number | null {
    return this.lastAliveServerMs === null ? null : Math.max(0, Math.round(this.lastAliveServerMs - REPLAY_MARGIN_MS));
  }
}
