// Starts what every journey needs once: an SMTP sink (so mail goes through real SMTP) and the built server on a fresh
// data folder with demo data, exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHealth } from './support/process.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'diancan-e2e-'));
  const mailFile = path.join(workDir, 'mail.jsonl');
  writeFileSync(mailFile, '');

  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(mailFile, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }) + '\n');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'noreply@diancan.test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The delivery platforms' local stand-ins (docs/delivery-platforms.md): the server starts them itself.
      DELIVERY_STAND_INS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);

  project.provide('baseUrl', baseUrl);
  project.provide('mailFile', mailFile);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailFile: string;
  }
}
