import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeWorld } from './probe-world.js';
import { runIsolationMatrix } from './probes.js';

/**
 * The generated isolation matrix at CI size (docs/access.md): store A's owner calls every store-scoped route with
 * store B's id and with B's object ids (body, query, path; X-SID A, B or none). Each call must be refused or find
 * nothing of B's, and B's data (a fingerprint of all its rows, read before and after each route) must not change.
 * `npm run probe:isolation` runs it at full size.
 */

let world: Awaited<ReturnType<typeof startProbeWorld>>;
beforeAll(async () => {
  world = await startProbeWorld();
}, 120_000);
afterAll(async () => {
  await world?.server.close();
});

describe('the isolation matrix', () => {
  it("refuses store A's owner every one of store B's ids and leaves B unchanged", async () => {
    const figures = await runIsolationMatrix(world, 6);
    expect(figures.routes).toBeGreaterThan(120);
    expect(figures.requests).toBeGreaterThanOrEqual(1000);
    expect(figures.leaks).toEqual([]);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.bareErrors).toEqual([]);
  }, 300_000);
});
