import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { serverPackageRoot } from '../../paths.js';
import { waitFor } from './clients.js';

/**
 * Whole server processes (`src/main.ts`, as `npm start` runs it) for the multi-instance test and the benchmark,
 * and scratch PostgreSQL databases for them.
 */

export interface ServerProcess {
  baseUrl: string;
  /** What the process wrote to stderr (shown when it fails). */
  errors(): string;
  stop(): Promise<void>;
  /** SIGKILL: the process ends at once, wherever it was (no close hooks, nothing flushed). */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `src/main.ts` with tsx on a free port and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const root = path.resolve(serverPackageRoot(), '../..');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(serverPackageRoot(), 'src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let healthy = false;
  const poll = setInterval(() => {
    fetch(`${baseUrl}/api/health`)
      .then((response) => (healthy ||= response.ok))
      .catch(() => undefined);
  }, 200);
  try {
    await waitFor(() => healthy || exited, startTimeoutMs, 'the server process to start');
  } finally {
    clearInterval(poll);
  }
  if (!healthy) throw new Error(`the server process did not start:\n${stderr}`);
  return {
    baseUrl,
    errors: () => stderr,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
    async kill() {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

/** A new, empty database on a PostgreSQL server (the server URL names any database the role may connect to). */
export async function createScratchDatabase(serverUrl: string, prefix = 'diancan_rt'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
