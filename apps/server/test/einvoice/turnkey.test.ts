import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_OPERATION_PATHS, EINVOICE_PATHS, type NumberSupply, type RefundResult, type StoreInvoiceSetting, type UploadStatus } from '@diancan/core';
import { TurnkeyService } from '../../src/features/einvoice/turnkey.service.js';
import { MIG_NAMESPACE } from '../../src/features/einvoice/mig-xml.js';
import { einvoiceTracks } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { addTrack, type EinvoiceWorld, moveClock, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';
import { migProblems, parseXml, textAt } from './mig-check.js';

let world: EinvoiceWorld;
let root: string;
let turnkey: TurnkeyService;

beforeAll(async () => {
  world = await startEinvoiceWorld();
  root = mkdtempSync(path.join(tmpdir(), 'diancan-turnkey-'));
  turnkey = new TurnkeyService(world.server.db, world.clock.clock, root);
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' });
  await addTrack(world, { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000100', endNumber: '00000149' });
  await addTrack(world, { year: 2027, startMonth: 1, letters: 'CD', startNumber: '00000000', endNumber: '00000049' });
});
afterAll(async () => {
  await world?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const folder = (message: string, stage: string) => path.join(root, 'UpCast', 'B2SSTORAGE', message, stage);
const filesIn = (dir: string) => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};
const status = async () =>
  dataOf(await world.owner.get<UploadStatus>(withQuery(EINVOICE_OPERATION_PATHS.getUploadStatus.path, { storeId: world.storeId })));
/** Turnkey's part: move a file from SRC to BAK (accepted) or ERR (refused, with its reason next to it). */
function turnkeyTakes(message: string, file: string, outcome: 'BAK' | 'ERR', reason?: string) {
  const target = path.join(folder(message, outcome), '20261121', '12');
  mkdirSync(target, { recursive: true });
  renameSync(path.join(folder(message, 'SRC'), file), path.join(target, file));
  if (reason) writeFileSync(path.join(target, `${file}.txt`), reason, 'utf8');
}

describe('Turnkey upload loop', () => {
  it('writes each invoice once into UpCast/B2SSTORAGE/F0401/SRC and reads back Turnkey’s BAK and ERR', async () => {
    const first = await placeOrder(world, { count: 3 });
    const second = await placeOrder(world);
    expect(await turnkey.run()).toMatchObject({ ran: true, written: 2 });
    const names = filesIn(folder('F0401', 'SRC'));
    expect(names).toEqual([
      `F0401_24536806_11512-${first.invoice?.invoiceNumber}_1.xml`,
      `F0401_24536806_11512-${second.invoice?.invoiceNumber}_1.xml`,
    ]);
    const xml = parseXml(readFileSync(path.join(folder('F0401', 'SRC'), names[0] ?? ''), 'utf8'));
    expect(migProblems(xml, MIG_NAMESPACE('F0401'))).toEqual([]);
    expect(await turnkey.run()).toMatchObject({ written: 0 });
    expect((await status()).counts).toMatchObject({ pending: 2, failed: 0 });

    turnkeyTakes('F0401', names[0] ?? '', 'BAK');
    turnkeyTakes('F0401', names[1] ?? '', 'ERR', '發票號碼重複');
    expect(await turnkey.run()).toMatchObject({ uploaded: 1, failed: 1, written: 0 });
    const afterResults = await status();
    expect(afterResults.counts).toMatchObject({ pending: 0, failed: 1, uploaded: 1 });
    const failed = afterResults.rows.find((row) => row.status === 'FAILED');
    expect(failed).toMatchObject({ message: 'F0401', reason: '發票號碼重複', nearDeadline: false });

    const resend = await world.owner.post(EINVOICE_OPERATION_PATHS.resendUpload.path, { storeId: world.storeId, uploadId: failed?.id });
    expect(resend.status).toBe(200);
    expect((await world.owner.post(EINVOICE_OPERATION_PATHS.resendUpload.path, { storeId: world.storeId, uploadId: failed?.id })).status).toBe(409);
    await turnkey.run();
    expect(filesIn(folder('F0401', 'SRC'))).toEqual([`F0401_24536806_11512-${second.invoice?.invoiceNumber}_2.xml`]);

    // An allowance on the uploaded invoice is written (G0401) once its invoice is uploaded.
    const refund = dataOf(await world.owner.post<RefundResult>(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: first.orderId, amount: 5_000, reason: '部分退款' }));
    await turnkey.run();
    const [allowanceFile] = filesIn(folder('G0401', 'SRC'));
    expect(allowanceFile).toBe(`G0401_24536806_${refund.allowance?.allowanceNumber}_1.xml`);
    const allowance = parseXml(readFileSync(path.join(folder('G0401', 'SRC'), allowanceFile ?? ''), 'utf8'));
    expect(migProblems(allowance, MIG_NAMESPACE('G0401'))).toEqual([]);
    expect([textAt(allowance, 'Amount/TotalAmount'), textAt(allowance, 'Amount/TaxAmount'), textAt(allowance, 'Details/ProductItem/OriginalInvoiceNumber')]).toEqual([
      '48',
      '2',
      first.invoice?.invoiceNumber,
    ]);
  });

  it('lists a message not uploaded 36 hours later as near its 48-hour deadline', async () => {
    await moveClock(world, new Date('2026-11-22T16:30:00Z'));
    const rows = (await status()).rows.filter((row) => row.nearDeadline);
    expect(rows.map((row) => row.message)).toContain('F0401');
  });

  it('moves to the next book of the period by itself when one is used up', async () => {
    await world.server.db.update(einvoiceTracks).set({ nextNumber: 100 }).where(and(eq(einvoiceTracks.letters, 'AB'), eq(einvoiceTracks.startNumber, 0)));
    expect((await placeOrder(world)).invoice?.invoiceNumber).toBe('AB00000100');
  });

  it('changes period at midnight with no gap and no number from the wrong period, then reports the blanks (E0402)', async () => {
    await moveClock(world, new Date('2026-12-31T15:59:59Z')); // 23:59:59 Taipei
    const last = await placeOrder(world);
    world.clock.set(new Date('2026-12-31T16:00:00Z')); // 2027-01-01 00:00:00 Taipei
    const next = await placeOrder(world);
    expect(last.invoice?.invoiceNumber.slice(0, 2)).toBe('AB');
    expect(last.invoice?.periodText).toBe('115年11-12月');
    expect(next.invoice).toMatchObject({ invoiceNumber: 'CD00000000', periodText: '116年01-02月' });

    await turnkey.run();
    // The other demo store's blanks are reported too, under its own 統編.
    const blankFile = filesIn(folder('E0402', 'SRC')).find((name) => name.startsWith('E0402_24536806_'));
    expect(blankFile).toBe('E0402_24536806_11512-AB_1.xml');
    const blank = parseXml(readFileSync(path.join(folder('E0402', 'SRC'), blankFile ?? ''), 'utf8'));
    expect(migProblems(blank, MIG_NAMESPACE('E0402'))).toEqual([]);
    const used = Number(last.invoice?.invoiceNumber.slice(2));
    // Two books of AB (0-99 and 100-149) report as ONE merged range.
    expect(blank.children.find((child) => child.name === 'Details')?.children.map((item) => [textAt(item, 'InvoiceBeginNo'), textAt(item, 'InvoiceEndNo')])).toEqual([
      [String(used + 1).padStart(8, '0'), '00000149'],
    ]);
    expect((await status()).blanks).toMatchObject({ periodKey: '11512', dueDate: '2027-01-10', reported: true, ranges: [{ letters: 'AB', end: '00000149' }] });
  });

  it('warns when the period’s numbers run out (under 10 % left)', async () => {
    expect((await status()).supply).toMatchObject({ currentSize: 50, currentRemaining: 49, runningOut: false, message: null });
    await world.server.db.update(einvoiceTracks).set({ nextNumber: 46 }).where(eq(einvoiceTracks.letters, 'CD'));
    const warning = { currentRemaining: 4, runningOut: true, message: '本期發票號碼僅剩 4 張，請盡快至發票設定新增字軌' };
    expect((await status()).supply).toMatchObject(warning);
    // The POS reads the same warning on its own call, and 發票設定 in the store's setting.
    const query = { storeId: world.storeId };
    expect(dataOf(await world.owner.get<NumberSupply>(withQuery(EINVOICE_OPERATION_PATHS.getNumberSupply.path, query)))).toMatchObject(warning);
    const setting = dataOf(await world.owner.get<StoreInvoiceSetting>(withQuery(EINVOICE_PATHS.getStoreInvoiceSetting.path, query)));
    expect(setting).toMatchObject({ lowOnNumbers: true, supply: warning });
  });
});
