import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness.js';
import { startProbeWorld } from './probe-world.js';
import { runIsolationMatrix, runSchemaFuzz } from './probes.js';

/**
 * The generated probes at CI size (docs/access.md); `npm run probe:isolation` and `npm run probe:fuzz` run them at
 * full size with their figures.
 */

let world: Awaited<ReturnType<typeof startProbeWorld>>;
let server: TestServer;
beforeAll(async () => {
  world = await startProbeWorld();
  server = world.server;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the isolation matrix', () => {
  it("store A's owner carrying store B's ids (store, objects; body, query, path) is refused, and B is unchanged", async () => {
    const figures = await runIsolationMatrix(world, 5);
    expect(figures.requests).toBeGreaterThanOrEqual(1000);
    expect(figures.leaks).toEqual([]);
    expect(figures.serverErrors).toEqual([]);
  }, 600_000);
});

describe('schema fuzzing', () => {
  it('answers every malformed payload of every route with a 4xx and a zh-TW message, never a 5xx', async () => {
    const figures = await runSchemaFuzz(server, world, 4, 17);
    expect(figures.routes).toBeGreaterThan(150);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.bareErrors).toEqual([]);
  }, 600_000);
});
