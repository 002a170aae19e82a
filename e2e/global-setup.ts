// Starts what every journey needs once: an SMTP sink (so mail goes through real SMTP), a LINE Pay stand-in on its own
// socket (reached at LINE_PAY_API_URL, as an outside check runs its own) and the built server on a fresh data folder
// with demo data, exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { LinePayStandIn } from '../apps/server/src/features/payments/stand-ins/line-pay.stand-in.js';
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

  // Under NODE_ENV=test the server starts no payment stand-in: LINE Pay is this one, at its URL (docs/payments.md).
  const linePay = await new LinePayStandIn().start();

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
      LINE_PAY_API_URL: linePay.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A shared, busy machine may take minutes to migrate and seed a fresh database: a passing start returns at once.
  await waitForHealth(baseUrl, server, 240_000);

  project.provide('baseUrl', baseUrl);
  project.provide('mailFile', mailFile);
  project.provide('linePayUrl', linePay.url);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await linePay.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailFile: string;
    /** The LINE Pay stand-in the server charges through; its `/_stand-in/` extras issue customers' codes. */
    linePayUrl: string;
  }
}
