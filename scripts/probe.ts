/**
 * The generated access probes at full size (docs/access.md): `npm run probe:isolation` (store A's owner carrying
 * store B's ids over every store route) and `npm run probe:fuzz` (malformed payloads from every route's zod schema).
 * Prints the figures (requests sent, leaks, 5xx, 4xx without a zh-TW message) and ends with one JSON line; exits 1
 * when any is not 0. TEST_DATABASE_URL runs it on PostgreSQL. Options: --ids N (B's ids per field, default 50),
 * --records N (marked records of each kind store B gets, default 20),
 * --runs N (mutations per route, default 60), --seed N.
 */
import { startProbeWorld } from '../apps/server/test/access/probe-world.js';
import { reportFigures, runIsolationMatrix, runSchemaFuzz } from '../apps/server/test/access/probes.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const probe = process.argv[2];
if (probe !== 'isolation' && probe !== 'fuzz') {
  console.error('usage: probe.ts isolation|fuzz [--ids N] [--runs N] [--seed N]');
  process.exit(2);
}
const world = await startProbeWorld(probe === 'isolation' ? option('records', 20) : 1);
try {
  const started = performance.now();
  const figures =
    probe === 'isolation'
      ? await runIsolationMatrix(world, option('ids', 50))
      : await runSchemaFuzz(world.server, world, option('runs', 60), option('seed', Date.now() % 1_000_000));
  console.log(reportFigures(probe, figures, performance.now() - started));
  process.exitCode = figures.leaks.length + figures.serverErrors.length + figures.bareErrors.length === 0 ? 0 : 1;
} finally {
  await world.server.close();
}
