import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  DEVICE_SETTING_PATHS,
  type KitchenArea,
  layoutDocument,
  layoutText,
  paperMedia,
  PRINT_PATHS,
  type PrintAckResult,
  type PrintJob,
  type PrintJobSummary,
  type PrintResult,
  type TakenJob,
  type OrderDetail,
  ORDER_DETAIL_PATHS,
  ORDER_BOARD_PATHS,
  type StoreConfig,
  STORE_SETTING_PATHS,
  USER_QUEUES,
} from '@diancan/core';
import { connectStompClient, websocketUrl } from '../../src/platform/realtime/testing/clients.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, orderBody, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';

let world: CheckoutWorld;
let hot: { id: number };
let drink: { id: number };

beforeAll(async () => {
  world = await startCheckoutWorld();
  const { owner, storeId } = world;
  const area = async (name: string) => dataOf(await owner.post<KitchenArea>('/api/back/kitchenArea/add', { storeId, name }));
  const hotArea = await area('測試熱食');
  const drinkArea = await area('測試飲料');
  const rice = await addCategory(owner, storeId, '列印飯類', { kitchenAreaId: hotArea.id });
  const tea = await addCategory(owner, storeId, '列印茶飲', { kitchenAreaId: drinkArea.id, printTag: true });
  hot = await addItem(owner, storeId, rice.id, '列印滷肉飯', 4500);
  drink = await addItem(owner, storeId, tea.id, '列印紅茶', 3000);
  dataOf(
    await owner.put<StoreConfig>(DEVICE_SETTING_PATHS.updateDeviceSetting.path, {
      storeId,
      printClient: 'PRINTER_BOX',
      printerboxPrinterName: 'counter',
      printerboxPrinterNameSecond: 'kitchen',
      printerboxTagPrinterName: 'label',
      documentPrinters: { receipt: 'POS', kitchen: 'SECOND_POS', proof: 'POS', report: 'POS' },
      paperWidthSecond: 80,
    }),
  );
  for (const setting of ['PRINT_SWITCH', 'TAG_SWITCH', 'KITCHEN_AREA_SWITCH']) {
    dataOf(await owner.put(STORE_SETTING_PATHS.updateStoreSetting.path, { storeId, setting, value: true }));
  }
});
afterAll(async () => {
  await world?.close();
});

const jobsOf = async (storeId = world.storeId, printers = ['counter', 'kitchen', 'label']) =>
  dataOf(await world.owner.get<PrintJobSummary[]>(`${PRINT_PATHS.jobs.path}?storeId=${storeId}&${printers.map((p) => `printer=${p}`).join('&')}`));

const checkout = async () => {
  const body = await orderBody(
    world.owner,
    world.storeId,
    [
      { itemId: hot.id, count: 2, unitPrice: 4500, options: [], remark: '' },
      { itemId: drink.id, count: 2, unitPrice: 3000, options: [], remark: '' },
    ],
    { payMethod: world.cash, paid: 20000, isInside: true, tableNumber: '5' },
  );
  return dataOf(await sendOrder(world.owner, body));
};

const drain = async () => {
  for (const job of await jobsOf()) {
    await world.owner.post(PRINT_PATHS.claim.path, { storeId: world.storeId, jobId: job.id });
    await world.owner.post(PRINT_PATHS.ack.path, { storeId: world.storeId, jobId: job.id });
  }
};

describe('checkout through a printer box', () => {
  it('queues the receipt, the e-invoice proof, one kitchen ticket per area and a label per cup, in order, and announces them', async () => {
    await drain();
    const { server, storeId } = world;
    const cookie = [...world.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const stomp = await connectStompClient(websocketUrl(server.baseUrl), { cookie, connectHeaders: { storeId: String(storeId) } });
    await stomp.subscribeConfirmed(USER_QUEUES.printer);
    const announced = () => stomp.received.filter((entry) => entry.message.type === 'PRINT_JOB').length;
    const order: AddOrderResult = await checkout();
    const jobs = await jobsOf();
    expect(jobs.map((job) => [job.printerName, job.kind])).toEqual([
      ['counter', 'RECEIPT'],
      ['counter', 'INVOICE_PROOF'],
      ['kitchen', 'KITCHEN'],
      ['kitchen', 'KITCHEN'],
      ['label', 'LABEL'],
      ['label', 'LABEL'],
    ]);
    expect(jobs.map((job) => job.title)).toContain(`測試熱食 ${order.orderNo}`);
    // One notice per printer: a box takes all of a printer's pending jobs at once.
    await expect.poll(announced).toBe(3);
    await stomp.close();

    const receipt = dataOf(await world.owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId, jobId: jobs[0]!.id }));
    expect(receipt).toMatchObject({ columns: 32, dots: 384, reprint: false });
    const text = layoutText(layoutDocument(receipt.document, paperMedia(58))).join('\n');
    expect(text).toContain('列印滷肉飯 x2');
    expect(text).toMatch(/總計 +\$150/);
    expect(receipt.document.blocks.some((block) => block.type === 'drawer')).toBe(true);
    const kitchen = dataOf(await world.owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId, jobId: jobs[2]!.id }));
    expect(kitchen.columns).toBe(48);
  });

  it('acknowledging twice counts once; an acknowledged job is never listed or claimed again', async () => {
    const { owner, storeId } = world;
    const [job] = await jobsOf();
    if (!job) throw new Error('no job');
    dataOf(await owner.post(PRINT_PATHS.claim.path, { storeId, jobId: job.id }));
    expect(dataOf(await owner.post<PrintAckResult>(PRINT_PATHS.ack.path, { storeId, jobId: job.id }))).toEqual({ jobId: job.id, first: true });
    expect(dataOf(await owner.post<PrintAckResult>(PRINT_PATHS.ack.path, { storeId, jobId: job.id }))).toEqual({ jobId: job.id, first: false });
    expect((await jobsOf()).map((row) => row.id)).not.toContain(job.id);
    expect(dataOf(await owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId, jobId: job.id })).state).toBe('DONE');
  });

  it('prints a job claimed but never acknowledged again marked 補印', async () => {
    const { owner, storeId } = world;
    const [job] = await jobsOf();
    if (!job) throw new Error('no job');
    const first = dataOf(await owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId, jobId: job.id }));
    expect(first.reprint).toBe(false);
    expect((await jobsOf()).map((row) => row.id)).toContain(job.id);
    const again = dataOf(await owner.post<PrintJob>(PRINT_PATHS.claim.path, { storeId, jobId: job.id }));
    expect(again.reprint).toBe(true);
    expect(again.document.blocks[0]).toMatchObject({ type: 'text', text: '** 補印 **' });
  });

  it("keeps another store's jobs out of reach: 404", async () => {
    const { other, otherStoreId, storeId } = world;
    const [job] = await jobsOf();
    if (!job) throw new Error('no job');
    expect((await other.post(PRINT_PATHS.claim.path, { storeId: otherStoreId, jobId: job.id })).status).toBe(404);
    expect((await other.post(PRINT_PATHS.ack.path, { storeId: otherStoreId, jobId: job.id })).status).toBe(404);
    expect([403, 404]).toContain((await other.post(PRINT_PATHS.ack.path, { storeId, jobId: job.id })).status);
    expect(dataOf(await other.get<PrintJobSummary[]>(`${PRINT_PATHS.jobs.path}?storeId=${otherStoreId}&printer=counter`))).toEqual([]);
    expect((await other.post(PRINT_PATHS.ack.path, { storeId: otherStoreId, jobId: 2 ** 53 })).status).toBe(400);
  });

  it("a held take (waitMs) answers with the printer's next job once it is queued, and an empty list when none came", async () => {
    await drain();
    const { owner, storeId } = world;
    const take = (body: object) => owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId, printer: 'counter', ...body });
    const held = take({ waitMs: 30_000 });
    const order = await checkout();
    const taken = dataOf(await held);
    expect(taken.map((job) => job.kind)).toEqual(['RECEIPT', 'INVOICE_PROOF']);
    expect(taken[0]!.title).toContain(order.orderNo);
    expect(dataOf(await take({ acknowledge: taken.map((job) => job.id), waitMs: 50 }))).toEqual([]);
    expect((await take({ waitMs: 30_001 })).status).toBe(400);
  });
});

describe('print calls', () => {
  it('reprints a receipt marked 補印 and sends only the change to the kitchen', async () => {
    await drain();
    const { owner, storeId } = world;
    const order = await checkout();
    await drain();
    const result = dataOf(await owner.post<PrintResult>(PRINT_PATHS.reprint.path, { storeId, orderId: order.orderId, document: 'RECEIPT' }));
    expect(result.documents[0]?.document.title).toBe(`收據 ${order.orderNo} 補印`);
    expect(result.jobIds).toHaveLength(1);
    const kitchen = dataOf(await owner.post<PrintResult>(PRINT_PATHS.reprint.path, { storeId, orderId: order.orderId, document: 'KITCHEN' }));
    expect(kitchen.documents).toHaveLength(2);
    expect((await owner.post(PRINT_PATHS.reprint.path, { storeId, orderId: 999_999, document: 'RECEIPT' })).status).toBe(404);
    expect((await owner.post(PRINT_PATHS.reprint.path, { storeId, orderId: order.orderId, document: 'MENU' })).status).toBe(400);
  });

  it('printTag labels the lines named; the test page goes to the slot', async () => {
    const { owner, storeId } = world;
    const order = await checkout();
    const tags = dataOf(await owner.post<PrintResult>(PRINT_PATHS.printTag.path, { storeId, orderId: order.orderId }));
    expect(tags.documents.map((entry) => entry.document.title)).toEqual([`標籤 ${order.orderNo} 1/2`, `標籤 ${order.orderNo} 2/2`]);
    const test = dataOf(await owner.post<PrintResult>(PRINT_PATHS.test.path, { storeId, printer: 'SECOND_POS' }));
    expect(test.documents[0]?.document.kind).toBe('TEST');
    expect(test.jobIds).toHaveLength(1);
  });

  it('takes printer states from the box and answers them per slot', async () => {
    const { owner, storeId } = world;
    const status = dataOf(await owner.post(PRINT_PATHS.status.path, { storeId, printerName: 'kitchen', status: 'ONLINE' }));
    expect(status).toMatchObject({ printer: 'SECOND_POS', status: 'ONLINE' });
    const statuses = dataOf(await owner.get<{ printer: string; status: string }[]>(withQuery(PRINT_PATHS.statuses.path, { storeId })));
    expect(statuses.map((row) => `${row.printer}:${row.status}`)).toEqual(['POS:OFFLINE', 'SECOND_POS:ONLINE', 'TAG:OFFLINE']);
    expect((await owner.post(PRINT_PATHS.status.path, { storeId, printerName: 'nobody', status: 'ONLINE' })).status).toBe(400);
  });

  it('an edit on the board sends the kitchen 加點 through the box, taken in one call and acknowledged by the next take', async () => {
    const { owner, other, otherStoreId, storeId } = world;
    await drain();
    const order = await checkout();
    await drain();
    const detail = dataOf(await owner.get<OrderDetail>(withQuery(ORDER_DETAIL_PATHS.order.path, { storeId, orderId: order.orderId })));
    const line = detail.lines.find((candidate) => candidate.itemId === hot.id)!;
    dataOf(
      await owner.put(ORDER_BOARD_PATHS.updateOrderDetail.path, { storeId, orderId: order.orderId, version: detail.version, detailId: line.id, count: 3 }),
    );
    const [ticket, ...rest] = dataOf(await owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId, printer: 'kitchen' }));
    expect(rest).toEqual([]);
    expect(ticket).toMatchObject({ kind: 'KITCHEN', claimedBefore: false, columns: 48 });
    const text = layoutText(layoutDocument(ticket!.document, paperMedia(80))).join('\n');
    expect(text).toContain('【加點】');
    expect(text).toMatch(/列印滷肉飯 +x1/);
    expect(text).not.toContain('列印紅茶');
    // Taken again before it was acknowledged (a box that died): the box learns it was claimed before.
    expect(dataOf(await owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId, printer: 'kitchen' }))[0]).toMatchObject({ id: ticket!.id, claimedBefore: true });
    expect((await other.post(PRINT_PATHS.ackAll.path, { storeId: otherStoreId, jobIds: [ticket!.id] })).status).toBe(404);
    const ack = (jobIds: number[]) => owner.post<PrintAckResult[]>(PRINT_PATHS.ackAll.path, { storeId, jobIds });
    // A take acknowledges what the box printed from its previous take (another store's job: 404, nothing changed).
    const take = (acknowledge: number[]) => owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId, printer: 'kitchen', acknowledge });
    expect((await take([ticket!.id, 2_000_000_000])).status).toBe(404);
    expect(dataOf(await take([ticket!.id]))).toEqual([]);
    expect(dataOf(await ack([ticket!.id]))).toEqual([{ jobId: ticket!.id, first: false }]);
    expect(dataOf(await owner.post<TakenJob[]>(PRINT_PATHS.take.path, { storeId, printer: 'kitchen' }))).toEqual([]);
  });

  it('a screen printing by itself gets the checkout documents unmarked, then only what an edit changed', async () => {
    const { owner, storeId } = world;
    await drain();
    dataOf(await owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId, printClient: 'BLUETOOTH', printDeviceId: 'BT' }));
    const order = await checkout();
    expect(await jobsOf()).toEqual([]);
    const printed = dataOf(await owner.post<PrintResult>(PRINT_PATHS.checkout.path, { storeId, orderId: order.orderId }));
    expect(printed.jobIds).toEqual([]);
    expect(printed.documents.map((entry) => [entry.printer, entry.document.kind])).toEqual([
      ['POS', 'RECEIPT'],
      ['POS', 'INVOICE_PROOF'],
      ['SECOND_POS', 'KITCHEN'],
      ['SECOND_POS', 'KITCHEN'],
      ['TAG', 'LABEL'],
      ['TAG', 'LABEL'],
    ]);
    expect(printed.documents.some((entry) => entry.document.title.includes('補印'))).toBe(false);
    const kitchen = () => owner.post<PrintResult>(PRINT_PATHS.kitchen.path, { storeId, orderId: order.orderId });
    expect(dataOf(await kitchen()).documents).toEqual([]);
    const detail = dataOf(await owner.get<OrderDetail>(withQuery(ORDER_DETAIL_PATHS.order.path, { storeId, orderId: order.orderId })));
    const tea = detail.lines.find((candidate) => candidate.itemId === drink.id)!;
    dataOf(await owner.put(ORDER_BOARD_PATHS.updateOrderDetail.path, { storeId, orderId: order.orderId, version: detail.version, detailId: tea.id, count: 1 }));
    expect(await jobsOf()).toEqual([]);
    const change = dataOf(await kitchen()).documents;
    expect(change).toHaveLength(1);
    expect(layoutText(layoutDocument(change[0]!.document, paperMedia(80))).join('\n')).toContain('【取消】');
    expect((await owner.post(PRINT_PATHS.checkout.path, { storeId, orderId: 999_999 })).status).toBe(404);
    dataOf(await owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId, printClient: 'PRINTER_BOX' }));
  });
});
