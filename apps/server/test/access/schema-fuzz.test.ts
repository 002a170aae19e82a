import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeWorld } from './probe-world.js';
import { runSchemaFuzz } from './probes.js';

/**
 * Schema fuzzing at CI size (docs/access.md): every route gets fast-check mutations of a valid sample built from its
 * zod schema (wrong types, missing and extra fields, huge strings and arrays, boundary numbers, NUL and unpaired
 * surrogates), malformed whole bodies (invalid JSON, wrong content types, broken multipart) and bad path
 * parameters. `npm run probe:fuzz` runs it at full size.
 */

let world: Awaited<ReturnType<typeof startProbeWorld>>;
beforeAll(async () => {
  world = await startProbeWorld(1); // store B needs no records of its own here
}, 120_000);
afterAll(async () => {
  await world?.server.close();
});

describe('schema fuzzing', () => {
  it('answers every malformed request of every route with a 4xx and a zh-TW message, never a 5xx', async () => {
    const figures = await runSchemaFuzz(world.server, world, 3, 17);
    expect(figures.routes).toBe(world.server.app.apiRoutes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/test/')).length - 3);
    expect(figures.requests).toBeGreaterThan(2000);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.bareErrors).toEqual([]);
  }, 300_000);
});
