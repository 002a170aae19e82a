import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db/database.js';
import { exportDay } from './export.service.js';

/**
 * `npm run einvoice:export -- --date yyyy-MM-dd [--dir folder] [--blanks 11512]`: writes the day's MIG 4.1 files for
 * Turnkey (docs/einvoice.md). The folder is --dir, else EINVOICE_EXPORT_DIR, else ./data/einvoice. The database is
 * the app's (DATABASE_URL, else the PGlite folder DATA_DIR: stop the server first, one process opens it at a time).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { date: { type: 'string' }, dir: { type: 'string' }, blanks: { type: 'string' } },
    allowPositionals: false,
  });
  if (!values.date || !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
    console.error('usage: npm run einvoice:export -- --date yyyy-MM-dd [--dir folder] [--blanks <period key, e.g. 11512>]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const rootDir = values.dir ?? process.env.EINVOICE_EXPORT_DIR ?? './data/einvoice';
    const summary = await exportDay(database.db, { date: values.date, rootDir, blanksOf: values.blanks ?? null });
    console.log(
      `e-invoice export ${values.date}: ${summary.issued} F0401, ${summary.voided} F0501, ${summary.allowances} G0401, ${summary.allowanceCancels} G0501, ${summary.blankFiles} E0402 in ${summary.dir}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('e-invoice export failed:', error);
  process.exit(1);
});
