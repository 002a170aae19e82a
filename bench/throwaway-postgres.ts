import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/platform/realtime/testing/instances.js';

/**
 * The PostgreSQL server a benchmark runs on: BENCH_DATABASE_URL or TEST_DATABASE_URL when set, else a throwaway
 * cluster started here from the machine's binaries (PG_BIN, or the newest /usr/lib/postgresql/<n>/bin), on
 * 127.0.0.1 and a free port, removed when `work` ends. PostgreSQL refuses to run as root: as root the cluster
 * belongs to the `postgres` user, as .ci/run does it.
 */
export async function withPostgresServer<T>(work: (serverUrl: string) => Promise<T>): Promise<T> {
  const named = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (named) return work(named);
  const bin = postgresBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'diancan-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((part) => `'${part}'`).join(' ')], { stdio: 'pipe' })
      : spawnSync(command, args, { stdio: 'pipe' });
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr.toString()}`);
  };
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const port = await freePort();
  const data = path.join(folder, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D', data, '-l', path.join(folder, 'log'), '-w',
    '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off`,
    'start',
  ]);
  try {
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error('no PostgreSQL found: set BENCH_DATABASE_URL, or PG_BIN, or install postgresql');
  return path.join(root, versions[0]!, 'bin');
}
