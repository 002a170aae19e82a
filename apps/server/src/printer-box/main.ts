import { parseArgs } from 'node:util';
import { PrinterBoxAgent } from './agent.js';
import { PrintJournal } from './journal.js';
import { parsePrinterTarget, type PrinterLink } from './printer-link.js';

/**
 * npm run printer-box -- --url <server> --account <store account> --password <pw> --store <storeId>
 *   --printer <name>=tcp://<host>:<port> [--printer <name>=/dev/usb/lp0 ...] [--journal <file>]
 * (docs/printing.md). The password may come from PRINTER_BOX_PASSWORD instead of the command line.
 */
const usage =
  'usage: npm run printer-box -- --url <server> --account <account> --password <pw> --store <storeId> --printer <name>=tcp://<host>:<port> [--printer ...] [--journal <file>]';

function fail(message: string): never {
  console.error(message);
  console.error(usage);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    account: { type: 'string' },
    password: { type: 'string' },
    store: { type: 'string' },
    printer: { type: 'string', multiple: true },
    journal: { type: 'string' },
  },
});
const password = values.password ?? process.env.PRINTER_BOX_PASSWORD;
const storeId = Number(values.store);
if (!values.url || !values.account || !password || !Number.isSafeInteger(storeId) || storeId <= 0) fail('missing or bad option');
const printers = new Map<string, PrinterLink>();
for (const entry of values.printer ?? []) {
  const separator = entry.indexOf('=');
  if (separator <= 0) fail(`--printer ${entry}: expected <name>=<target>`);
  try {
    printers.set(entry.slice(0, separator), parsePrinterTarget(entry.slice(separator + 1)));
  } catch (error) {
    fail(String(error));
  }
}
if (printers.size === 0) fail('at least one --printer');

const journal = new PrintJournal(values.journal ?? `data/printer-box/store-${storeId}.journal`);
const agent = new PrinterBoxAgent({
  url: values.url.replace(/\/$/, ''),
  account: values.account,
  password,
  storeId,
  printers,
  journal,
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});
await agent.start().catch((error: unknown) => fail(String(error)));
console.log(`printer box for store ${storeId}: ${[...printers].map(([name, link]) => `${name} -> ${link.description}`).join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void agent.stop().finally(() => {
      journal.close();
      process.exit(0);
    });
  });
}
