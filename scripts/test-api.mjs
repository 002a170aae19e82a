// Runs the API suite on the embedded database, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n== API tests on ${label} ==`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...rest } = process.env;
run('PGlite (embedded)', { ...rest });
if (TEST_DATABASE_URL) run('PostgreSQL', { ...rest, TEST_DATABASE_URL });
