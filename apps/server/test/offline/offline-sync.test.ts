import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  EINVOICE_OFFLINE_MSG,
  DEVICE_SETTING_PATHS,
  EINVOICE_OFFLINE_PATHS,
  EINVOICE_PATHS,
  formatInvoiceNumber,
  type InvoiceProof,
  invoiceAmounts,
  invoiceItems,
  invoiceProofContent,
  type OfflineBlock,
  ORDER_MSG,
  PRINT_PATHS,
  type PrintResult,
  OFFLINE_BLOCK_SIZE,
  periodKey,
  periodOfDate,
  type ReservedOfflineBlock,
  zonedDateTime,
} from '@diancan/core';
import { qrCheckCode } from '../../src/features/einvoice/check-code.js';
import { DEMO_EINVOICE_AES_KEY } from '../../src/seed/demo-data.js';
import { einvoiceOfflineBlocks, orders } from '../../src/platform/db/schema/index.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

/** Orders and invoices taken at a terminal with no network, uploaded later (docs/offline.md). */
let world: CheckoutWorld;
let itemId: number;

beforeAll(async () => {
  world = await startCheckoutWorld();
  const category = await addCategory(world.owner, world.storeId, '離線測試');
  itemId = (await addItem(world.owner, world.storeId, category.id, '離線紅茶', 3000)).id;
});
afterAll(async () => {
  await world?.close();
});

const cashBody = (extra: object = {}) =>
  orderBody(world.owner, world.storeId, [{ itemId, count: 1, unitPrice: 3000 }], { payMethod: world.cash, ...extra });

describe('an order uploaded from the offline outbox', () => {
  it('keeps the time it was taken, and is the same order as an earlier online send under its key', async () => {
    const takenAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    const body = await cashBody();
    const key = randomUUID();
    // The first send reached the server but its answer was lost; the outbox sends it again with takenAt.
    const block = dataOf(await world.owner.post<OfflineBlock>(EINVOICE_OFFLINE_PATHS.reserveOfflineBlock.path, { storeId: world.storeId, terminalId: 'terminal-lost' }));
    const first = dataOf(await sendOrder(world.owner, body, key));
    const again = await sendOrder(world.owner, { ...body, takenAt }, key);
    expect(dataOf(again)).toEqual(first);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Its invoice is the one the first send issued from the track; the terminal's offline block gave no number.
    expect(dataOf(again).invoice?.invoiceNumber).toMatch(/^[A-Z]{2}\d{8}$/);
    const blocks = dataOf(await world.owner.get<OfflineBlock[]>(withQuery(EINVOICE_OFFLINE_PATHS.getOfflineBlockList.path, { storeId: world.storeId })));
    expect(blocks.find((listed) => listed.id === block.id)?.usedNumbers).toEqual([]);

    const late = dataOf(await sendOrder(world.owner, { ...body, takenAt }));
    expect(late.createdAt).toBe(takenAt);
    const [row] = await world.server.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, late.orderId));
    expect(row?.createdAt.toISOString()).toBe(takenAt);
    expect(await world.server.db.$count(orders, eq(orders.id, first.orderId))).toBe(1);
  });

  it('refuses a time ahead of the server, older than 72 hours, or not a time', async () => {
    const body = await cashBody();
    const ahead = await sendOrder(world.owner, { ...body, takenAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect([ahead.status, ahead.body.message]).toEqual([400, ORDER_MSG.TAKEN_AT_FUTURE]);
    const old = await sendOrder(world.owner, { ...body, takenAt: new Date(Date.now() - 73 * 3600_000).toISOString() });
    expect([old.status, old.body.message]).toEqual([400, ORDER_MSG.TAKEN_AT_TOO_OLD]);
    const garbage = await sendOrder(world.owner, { ...body, takenAt: 'yesterday' });
    expect([garbage.status, garbage.body.message]).toEqual([400, '訂單時間格式不正確']);
  });

  it('goes without an invoice only when sold offline and the cashier chose so; online it is refused', async () => {
    const body = await cashBody();
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const without = dataOf(await sendOrder(world.owner, { ...body, takenAt, withoutInvoice: true }));
    expect(without.invoice).toBeNull();
    expect(dataOf(await sendOrder(world.owner, { ...body, takenAt })).invoice?.invoiceNumber).toMatch(/^[A-Z]{2}\d{8}$/);
    const online = await sendOrder(world.owner, { ...body, withoutInvoice: true });
    expect([online.status, online.body.message]).toEqual([400, ORDER_MSG.WITHOUT_INVOICE_OFFLINE_ONLY]);
  });
});

describe('offline invoice blocks', () => {
  const reserve = (terminalId: string, storeId = world.storeId, client = world.owner) =>
    client.post<OfflineBlock>(EINVOICE_OFFLINE_PATHS.reserveOfflineBlock.path, { storeId, terminalId });
  const numbers = (block: OfflineBlock) => ({ first: block.startNumber, last: block.endNumber });
  const overlap = (a: OfflineBlock, b: OfflineBlock) =>
    a.letters === b.letters && a.periodKey === b.periodKey && a.startNumber <= b.endNumber && b.startNumber <= a.endNumber;
  const invoiceOf = (result: AddOrderResult) => result.invoice?.invoiceNumber ?? '';

  it('gives each terminal its own booklet: never overlapping across terminals, stores, and the checkouts', async () => {
    const first = dataOf(await reserve('terminal-a1'));
    const second = dataOf(await reserve('terminal-b2'));
    const elsewhere = dataOf(await reserve('terminal-a1', world.secondStoreId));
    expect(first.endNumber - first.startNumber + 1).toBe(OFFLINE_BLOCK_SIZE);
    expect(overlap(first, second)).toBe(false);
    expect(elsewhere.id).not.toBe(first.id);
    // Asking again answers the terminal's open block.
    expect(dataOf(await reserve('terminal-a1')).id).toBe(first.id);
    // A checkout after the reservations takes a number outside both blocks.
    const online = dataOf(await sendOrder(world.owner, await cashBody()));
    const taken = Number(invoiceOf(online).slice(2));
    for (const block of [first, second]) {
      const { first: low, last: high } = numbers(block);
      if (invoiceOf(online).startsWith(block.letters)) expect(taken < low || taken > high).toBe(true);
    }
    const list = dataOf(await world.owner.get<OfflineBlock[]>(withQuery(EINVOICE_OFFLINE_PATHS.getOfflineBlockList.path, { storeId: world.storeId })));
    expect(list.map((block) => block.terminalId)).toEqual(expect.arrayContaining(['terminal-a1', 'terminal-b2']));
    expect(list.some((block) => block.id === elsewhere.id)).toBe(false);
  });

  it("records an offline invoice with its number only inside its own terminal's block, once", async () => {
    const mine = dataOf(await reserve('terminal-c3'));
    const theirs = dataOf(await reserve('terminal-d4'));
    const offline = (terminalId: string, blockId: number, number: number) => async () =>
      sendOrder(world.owner, { ...(await cashBody()), takenAt: new Date(Date.now() - 60_000).toISOString(), offlineInvoice: { terminalId, blockId, number } });

    const recorded = await (await offline('terminal-c3', mine.id, mine.startNumber + 1))();
    expect(invoiceOf(dataOf(recorded))).toBe(`${mine.letters}${String(mine.startNumber + 1).padStart(8, '0')}`);
    const refusals = [
      await (await offline('terminal-c3', theirs.id, theirs.startNumber))(), // another terminal's block
      await (await offline('terminal-c3', mine.id, mine.endNumber + 1))(), // past the end of its block
      await (await offline('terminal-c3', mine.id, mine.startNumber + 1))(), // a number already recorded
    ];
    expect(refusals.map((reply) => [reply.status, reply.body.message])).toEqual([
      [409, EINVOICE_OFFLINE_MSG.OUTSIDE_BLOCK],
      [409, EINVOICE_OFFLINE_MSG.OUTSIDE_BLOCK],
      [409, EINVOICE_OFFLINE_MSG.NUMBER_USED],
    ]);
    const listed = dataOf(await world.owner.get<OfflineBlock[]>(withQuery(EINVOICE_OFFLINE_PATHS.getOfflineBlockList.path, { storeId: world.storeId })));
    expect(listed.find((block) => block.id === mine.id)?.usedNumbers).toEqual([mine.startNumber + 1]);

    // Revoked: nothing issued after it is accepted.
    expect((await world.owner.put(EINVOICE_OFFLINE_PATHS.revokeOfflineBlock.path, { storeId: world.storeId, id: mine.id })).status).toBe(200);
    const afterRevoke = await sendOrder(world.owner, {
      ...(await cashBody()),
      offlineInvoice: { terminalId: 'terminal-c3', blockId: mine.id, number: mine.startNumber + 2 },
    });
    expect([afterRevoke.status, afterRevoke.body.message]).toEqual([409, EINVOICE_OFFLINE_MSG.BLOCK_REVOKED]);
  });

  it('keeps blocks in their store: another store user can neither reserve, list nor revoke them', async () => {
    const block = dataOf(await reserve('terminal-e5'));
    const tries = [
      await reserve('terminal-e5', world.storeId, world.other),
      await world.other.get(withQuery(EINVOICE_OFFLINE_PATHS.getOfflineBlockList.path, { storeId: world.storeId })),
      await world.other.put(EINVOICE_OFFLINE_PATHS.revokeOfflineBlock.path, { storeId: world.storeId, id: block.id }),
      // Its own store, someone else's block id.
      await world.other.put(EINVOICE_OFFLINE_PATHS.revokeOfflineBlock.path, { storeId: world.otherStoreId, id: block.id }),
    ];
    for (const reply of tries) expect([403, 404]).toContain(reply.status);
    const listed = dataOf(await world.owner.get<OfflineBlock[]>(withQuery(EINVOICE_OFFLINE_PATHS.getOfflineBlockList.path, { storeId: world.storeId })));
    expect(listed.find((entry) => entry.id === block.id)?.revokedAt).toBeNull();
  });
});

describe('the proof of an offline invoice', () => {
  const reserve = (terminalId: string) =>
    world.owner.post<ReservedOfflineBlock>(EINVOICE_OFFLINE_PATHS.reserveOfflineBlock.path, { storeId: world.storeId, terminalId });
  const upload = async (block: ReservedOfflineBlock, number: number, extra: object = {}) =>
    sendOrder(world.owner, {
      ...(await cashBody()),
      takenAt: new Date(Date.now() - 60_000).toISOString(),
      offlineInvoice: { terminalId: block.terminalId, blockId: block.id, number, ...extra },
    });

  it("comes with the block: each number's random code and the check code the server computes for it", async () => {
    const block = dataOf(await reserve('terminal-proof1'));
    const codes = block.proof?.codes ?? [];
    expect(codes.map((code) => code.number)).toEqual(Array.from({ length: OFFLINE_BLOCK_SIZE }, (_, index) => block.startNumber + index));
    for (const code of codes) {
      expect(code.randomCode).toMatch(/^\d{4}$/);
      // The same function (and key) the server's proof of an online invoice uses; the key itself is never answered.
      expect(code.checkCode).toBe(qrCheckCode(DEMO_EINVOICE_AES_KEY, formatInvoiceNumber(block.letters, code.number), code.randomCode));
    }
    expect(JSON.stringify(block)).not.toContain(DEMO_EINVOICE_AES_KEY);
    expect(block.proof).toMatchObject({ sellerTaxId: expect.stringMatching(/^\d{8}$/), sellerName: expect.any(String) });
    // Asked again, the same codes (they are kept with the block, not drawn again).
    expect(dataOf(await reserve('terminal-proof1')).proof?.codes).toEqual(codes);
    // A block reserved before codes were kept gets them on its terminal's next reservation, and keeps them.
    await world.server.db.update(einvoiceOfflineBlocks).set({ randomCodes: null }).where(eq(einvoiceOfflineBlocks.id, block.id));
    const filled = dataOf(await reserve('terminal-proof1')).proof?.codes ?? [];
    expect(filled.map((code) => code.number)).toEqual(codes.map((code) => code.number));
    expect(dataOf(await reserve('terminal-proof1')).proof?.codes).toEqual(filled);
  });

  it('is recorded with the random code the terminal printed; the reprint has the same barcode and QR codes', async () => {
    const block = dataOf(await reserve('terminal-proof2'));
    const [first, second, third] = block.proof?.codes ?? [];
    if (!first || !second || !third || !block.proof) throw new Error('no proof codes');

    const wrong = String((Number(second.randomCode) + 1) % 10_000).padStart(4, '0');
    const refused = await upload(block, second.number, { randomCode: wrong });
    expect([refused.status, refused.body.message]).toEqual([400, EINVOICE_OFFLINE_MSG.RANDOM_CODE_MISMATCH]);

    const takenAt = new Date(Date.now() - 60_000);
    const body = { ...(await cashBody()), takenAt: takenAt.toISOString() };
    const recorded = dataOf(
      await sendOrder(world.owner, { ...body, offlineInvoice: { terminalId: block.terminalId, blockId: block.id, number: first.number, randomCode: first.randomCode } }),
    );
    expect(recorded.invoice?.randomCode).toBe(first.randomCode);
    // An older terminal's upload without the code: recorded with the block's.
    expect(dataOf(await upload(block, third.number)).invoice?.randomCode).toBe(third.randomCode);

    const reprint = dataOf(await world.owner.post<InvoiceProof>(EINVOICE_PATHS.printInvoice.path, { storeId: world.storeId, orderId: recorded.orderId }));
    // What the terminal printed offline, built as the POS builds it (core's proof content from the block's codes).
    const issueDate = zonedDateTime(takenAt).date;
    const amounts = invoiceAmounts(3000, false);
    const printed = invoiceProofContent(
      {
        invoiceNumber: formatInvoiceNumber(block.letters, first.number),
        periodKey: periodKey(periodOfDate(issueDate)),
        issueDate,
        issuedAt: takenAt,
        randomCode: first.randomCode,
        buyerTaxId: null,
        ...block.proof,
        salesCents: amounts.salesAmount,
        taxCents: amounts.taxAmount,
        totalCents: amounts.totalAmount,
        items: invoiceItems([{ name: '離線紅茶', count: 1, unitTotal: 3000, amount: 3000, entertain: false }], 3000),
      },
      { storeName: reprint.storeName, timeZone: 'Asia/Taipei', checkCode: first.checkCode, printCount: 1 },
    );
    expect([reprint.randomCode, reprint.barcode, reprint.qrLeft, reprint.qrRight]).toEqual([printed.randomCode, printed.barcode, printed.qrLeft, printed.qrRight]);
    expect(reprint.qrLeft).toContain(first.checkCode);
  });
});

describe('kitchen tickets printed at the terminal while offline', () => {
  it("leave the kitchen memory of the whole order on upload: the board's next print sends only what changed", async () => {
    const settings = (printClient: string) => world.owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId: world.storeId, printClient, printDeviceId: 'BT' });
    dataOf(await settings('BLUETOOTH'));
    try {
      const upload = async (kitchenPrinted: boolean) =>
        dataOf(await sendOrder(world.owner, { ...(await cashBody()), takenAt: new Date(Date.now() - 60_000).toISOString(), kitchenPrinted }));
      const kitchen = async (orderId: number) =>
        dataOf(await world.owner.post<PrintResult>(PRINT_PATHS.kitchen.path, { storeId: world.storeId, orderId })).documents.map(({ document }) => document.kind);
      expect(await kitchen((await upload(true)).orderId)).toEqual([]);
      // Not printed at the terminal (or an online order): the kitchen has been sent nothing yet.
      expect(await kitchen((await upload(false)).orderId)).toEqual(['KITCHEN']);
      // Sent online first (its answer lost), printed at the terminal, uploaded: the replay writes the memory too.
      const key = randomUUID();
      const body = await cashBody();
      const online = dataOf(await sendOrder(world.owner, body, key));
      const replay = await sendOrder(world.owner, { ...body, takenAt: new Date(Date.now() - 60_000).toISOString(), kitchenPrinted: true }, key);
      expect([replay.headers.get('idempotent-replayed'), dataOf(replay).orderId]).toEqual(['true', online.orderId]);
      expect(await kitchen(online.orderId)).toEqual([]);
    } finally {
      dataOf(await settings('PRINTER_BOX'));
    }
  });
});
