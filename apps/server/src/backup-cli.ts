import path from 'node:path';
import { backup, backupFileName, restore } from './platform/backup/backup.js';
import { loadConfig } from './platform/config.js';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--replace]` (docs/backups.md). The database is the
 * server's: DATABASE_URL (PostgreSQL, through pg_dump / pg_restore) or the PGlite folder DATA_DIR. Backups go to
 * BACKUP_DIR (./backups by default).
 */
async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  const source = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const now = new Date();
  if (command === 'backup') {
    const outIndex = rest.indexOf('--out');
    const file = outIndex >= 0 && rest[outIndex + 1] ? path.resolve(rest[outIndex + 1] as string) : path.resolve(process.env.BACKUP_DIR ?? 'backups', backupFileName(source, now));
    const written = await backup(source, file);
    console.log(`backup written: ${written.file} (${written.bytes} bytes)`);
    return;
  }
  const file = rest.find((argument) => !argument.startsWith('--'));
  if (command === 'restore' && file) {
    console.log(await restore(source, path.resolve(file), { replace: rest.includes('--replace'), now }));
    return;
  }
  console.error('usage: backup-cli.ts backup [--out FILE] | restore FILE [--replace]');
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
