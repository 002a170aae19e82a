import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_SETTING_PATHS,
  type KitchenArea,
  PRINT_PATHS,
  type PrinterStatusView,
  type PrintJobSummary,
  type TakenJob,
  readEscPos,
  STORE_SETTING_PATHS,
} from '@diancan/core';
import { PrinterBoxAgent } from '../../src/printer-box/agent.js';
import { PrintJournal } from '../../src/printer-box/journal.js';
import { parsePrinterTarget } from '../../src/printer-box/printer-link.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { dataOf, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** A LAN receipt printer as the box sees it: raw TCP, one print per connection; keeps what each connection sent. */
async function fakePrinter(): Promise<{ server: Server; port: number; prints: Buffer[] }> {
  const prints: Buffer[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      if (chunks.length > 0) prints.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, prints };
}

let world: CheckoutWorld;
let printer: Awaited<ReturnType<typeof fakePrinter>>;
let items: { id: number; name: string; price: number }[];
const dir = mkdtempSync(join(tmpdir(), 'printer-box-'));
const agents: PrinterBoxAgent[] = [];

function startAgent(journalName: string): PrinterBoxAgent {
  const agent = new PrinterBoxAgent({
    url: world.server.baseUrl,
    account: 'store',
    password: DEMO_PASSWORD,
    storeId: world.storeId,
    printers: new Map([['counter', parsePrinterTarget(`tcp://127.0.0.1:${printer.port}`)]]),
    journal: new PrintJournal(join(dir, journalName)),
    pollMs: 200,
  });
  agents.push(agent);
  return agent;
}

const openJobs = async () =>
  dataOf(await world.owner.get<PrintJobSummary[]>(withQuery(PRINT_PATHS.jobs.path, { storeId: world.storeId, printer: 'counter' })));

const texts = () => printer.prints.map((bytes) => readEscPos(new Uint8Array(bytes)).lines.join('\n'));

beforeAll(async () => {
  world = await startCheckoutWorld();
  printer = await fakePrinter();
  const { owner, storeId } = world;
  const area = dataOf(await owner.post<KitchenArea>('/api/back/kitchenArea/add', { storeId, name: '盒子熱食' }));
  const category = await addCategory(owner, storeId, '盒子飯類', { kitchenAreaId: area.id });
  items = [
    { ...(await addItem(owner, storeId, category.id, '盒子滷肉飯', 4500)), name: '盒子滷肉飯', price: 4500 },
    { ...(await addItem(owner, storeId, category.id, '盒子雞腿便當', 12000)), name: '盒子雞腿便當', price: 12000 },
  ];
  dataOf(
    await owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, {
      storeId,
      printClient: 'PRINTER_BOX',
      printerboxPrinterName: 'counter',
      documentPrinters: { receipt: 'POS', kitchen: 'NONE', proof: 'NONE', report: 'POS' },
    }),
  );
  dataOf(await owner.put(STORE_SETTING_PATHS.updateStoreSetting.path, { storeId, setting: 'PRINT_SWITCH', value: true }));
});
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.stop()));
  printer?.server.close();
  await world?.close();
  rmSync(dir, { recursive: true, force: true });
});

const cashCheckout = async () => {
  const body = await orderBody(
    world.owner,
    world.storeId,
    items.map((item) => ({ itemId: item.id, count: 1, unitPrice: item.price, options: [], remark: '' })),
    { payMethod: world.cash, paid: 20000 },
  );
  return dataOf(await sendOrder(world.owner, body));
};

describe('the printer box against a TCP printer', () => {
  it('prints a cash checkout: Big5 text with every item and the total, the drawer kick and a cut; once', async () => {
    const agent = startAgent('a.journal');
    await agent.start();
    const order = await cashCheckout();
    await expect.poll(() => texts().some((text) => text.includes(`收據`) && text.includes(order.orderNo)), { timeout: 15_000 }).toBe(true);
    const receipt = printer.prints.find((bytes) => readEscPos(new Uint8Array(bytes)).lines.join('\n').includes(order.orderNo));
    const reading = readEscPos(new Uint8Array(receipt!));
    const text = reading.lines.join('\n');
    for (const item of items) expect(text).toContain(item.name);
    expect(text).toMatch(/總計 +\$165/);
    expect(reading).toMatchObject({ cuts: 1, drawerKicks: 1 });
    await expect.poll(openJobs).toEqual([]);
    const statuses = dataOf(await world.owner.get<PrinterStatusView[]>(withQuery(PRINT_PATHS.statuses.path, { storeId: world.storeId })));
    expect(statuses.find((row) => row.printer === 'POS')?.status).toBe('ONLINE');
    await agent.stop();
    expect(printer.prints.filter((bytes) => readEscPos(new Uint8Array(bytes)).lines.join('\n').includes(order.orderNo))).toHaveLength(1);
  });

  /** The agent prints two receipts, the first again marked 補印 and the second as it is, and leaves no open job. */
  async function expectFirstReprinted(agent: PrinterBoxAgent, firstOrderNo: string, secondOrderNo: string) {
    await agent.start();
    await expect.poll(() => printer.prints.length, { timeout: 15_000 }).toBe(2);
    const [a, b] = texts();
    expect(a).toContain(firstOrderNo);
    expect(a).toContain('補印');
    expect(b).toContain(secondOrderNo);
    expect(b).not.toContain('補印');
    await expect.poll(openJobs).toEqual([]);
    await agent.stop();
  }

  it('prints the backlog in order when it comes back; a job cut off by a crash comes again marked 補印', async () => {
    printer.prints.length = 0;
    const first = await cashCheckout();
    const second = await cashCheckout();
    // A box died after claiming the first job (its bytes may or may not have reached the paper).
    const [cut] = await openJobs();
    dataOf(await world.owner.post(PRINT_PATHS.claim.path, { storeId: world.storeId, jobId: cut!.id }));
    const agent = startAgent('b.journal');
    await expectFirstReprinted(agent, first.orderNo, second.orderNo);
  });

  it('acknowledges without printing again a job its journal says reached the printer', async () => {
    printer.prints.length = 0;
    await cashCheckout();
    const [job] = await openJobs();
    dataOf(await world.owner.post(PRINT_PATHS.claim.path, { storeId: world.storeId, jobId: job!.id }));
    const journal = new PrintJournal(join(dir, 'c.journal'));
    journal.done(job!.id);
    journal.close();
    const agent = startAgent('c.journal');
    await agent.start();
    await expect.poll(openJobs).toEqual([]);
    expect(printer.prints).toHaveLength(0);
    await agent.stop();
  });

  it('a batch cut off by a kill: the job begun comes again marked 補印, the one never begun prints as it is', async () => {
    printer.prints.length = 0;
    const first = await cashCheckout();
    const second = await cashCheckout();
    // A box took both jobs in one call and was killed while writing the first.
    const taken = dataOf(await world.owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId: world.storeId, printer: 'counter' }));
    const journal = new PrintJournal(join(dir, 'd.journal'));
    journal.taken(taken.map((job) => job.id));
    journal.started(taken[0]!.id);
    journal.close();
    const agent = startAgent('d.journal');
    await expectFirstReprinted(agent, first.orderNo, second.orderNo);
  });
});
