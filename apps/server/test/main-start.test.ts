import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { serverPackageRoot } from '../src/platform/paths.js';

/**
 * main.ts as `npm start` / `npm run dev` run it, on a PGlite data folder of its own (DATABASE_URL ''), and the
 * configuration it reads. Nothing here opens the test database: the PostgreSQL pass leaves this file out
 * (vitest.config.ts), the seed functions on both databases are in seed.test.ts.
 */

describe('DEMO_DATA and NODE_ENV', () => {
  it('seeds by default, never in production unless DEMO_DATA=1', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('reads the documented defaults', () => {
    const config = loadConfig({}, '/srv/diancan');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/diancan/data',
      databaseUrl: null,
      smtpUrl: null,
      logLevel: 'info',
      allowedOrigins: [],
    });
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.tw/, https://b.tw' }).allowedOrigins).toEqual(['https://a.tw', 'https://b.tw']);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs main.ts like `npm run dev` does, until /api/health answers; returns what it printed. */
async function runMain(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverPackageRoot(),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 90_000; // tsx compiles main.ts and PGlite migrates a new folder: slow on a loaded machine
    for (;;) {
      if (child.exitCode !== null) throw new Error(`main exited early:\n${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (up && output.includes('running at')) break;
      if (Date.now() > deadline) throw new Error(`main did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`http://127.0.0.1:${port}/api/back/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'store', password: 'Demo1234' }),
    });
    return `${output}\nlogin ${login.status}`;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

describe('npm start (main.ts) on PGlite', () => {
  let dataRoot: string;
  beforeAll(() => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'diancan-main-'));
  });
  afterAll(() => {
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it('creates the data folder, migrates, seeds, prints the logins; a restart seeds nothing twice', async () => {
    const dataDir = path.join(dataRoot, 'data');
    const first = await runMain({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    expect(first).toContain('running at http://127.0.0.1:');
    expect(first).toContain('Demo logins (password Demo1234)');
    expect(first).toContain('Demo stores\' manager code (識別碼): 123456');
    expect(first).toContain('login 200');
    // A second load would collide with the demo accounts and stop the server: it must skip instead.
    const second = await runMain({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    expect(second).toContain('login 200');
  }, 200_000);

  it('loads no demo data in production', async () => {
    const output = await runMain({ DATA_DIR: path.join(dataRoot, 'prod'), NODE_ENV: 'production' });
    expect(output).not.toContain('Demo logins');
    expect(output).toContain('login 400');
  }, 100_000);
});
