import { describe, expect, it } from 'vitest';
import { REPLAY_MARGIN_MS, ReplayClock } from './replay-clock';

describe('replay clock', () => {
  it('has nothing to replay before the first connection', () => {
    expect(new ReplayClock().replaySince()).toBeNull();
  });

  it('replays from the last sign of life, on the server’s clock, less the margin', () => {
    let local = 1_000_000;
    const clock = new ReplayClock(() => local);
    // The server's clock is 60 s ahead of this device's.
    clock.connected(local + 60_000);
    local += 30_000;
    clock.alive();
    local += 10_000; // silence, then the connection drops
    expect(clock.replaySince()).toBe(1_000_000 + 60_000 + 30_000 - REPLAY_MARGIN_MS);
  });

  it('keeps the previous offset when CONNECTED carries no server time', () => {
    let local = 500_000;
    const clock = new ReplayClock(() => local);
    clock.connected(1_000_000);
    local += 1_000;
    clock.connected(null);
    expect(clock.replaySince()).toBe(1_000_000 + 1_000 - REPLAY_MARGIN_MS);
  });
});
