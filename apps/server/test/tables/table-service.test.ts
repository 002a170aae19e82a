import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiningTable, type OrderDetail, PRINT_PATHS, type SplitOrderResult, TABLE_MSG, TABLE_PATHS, type TableCheckResult } from '@diancan/core';
import type { Item } from '@diancan/core/contracts/menu';
import { dataOf, subscribeStoreRefresh } from '../harness.js';
import { sendOrder } from '../pos/checkout-fixtures.js';
import { submit } from '../front-order/front-fixtures.js';
import { startTablesWorld, type TablesWorld } from './tables-fixtures.js';

let world: TablesWorld;
let rice: Item;
let soup: Item;
let tea: Item;
beforeAll(async () => {
  world = await startTablesWorld();
  rice = await world.item('桌邊滷肉飯', 10_000);
  soup = await world.item('桌邊貢丸湯', 3_500);
  tea = await world.item('桌邊紅茶', 3_000);
});
afterAll(async () => {
  await world?.close();
});

const line = (item: Item, count = 1) => ({ itemId: item.id, count, unitPrice: item.price });
const messageOf = (response: { body: unknown }) => (response.body as { message: string }).message;

describe('floor plan', () => {
  it('adds areas and tables with seats, shape and position; the floor shows them by area, free', async () => {
    const { owner, storeId } = world;
    const hall = await world.area('大廳');
    const upstairs = await world.area('二樓');
    expect(hall).toMatchObject({ name: '大廳' });
    expect((await owner.post(TABLE_PATHS.area.add.path, { storeId, name: '大廳' })).status).toBe(409);
    const a1 = await world.table('A1', { areaId: hall.id, seats: 4, shape: 'ROUND', position: { x: 2, y: 3 } });
    expect(a1).toMatchObject({ areaId: hall.id, seats: 4, shape: 'ROUND', x: 2, y: 3 });
    expect(a1.token).toMatch(/^t\d+\./);
    await world.table('B1', { areaId: upstairs.id, seats: 6, shape: 'LONG', x: 0, y: 0 });
    const floor = await world.floor();
    const hallOnFloor = floor.find((area) => area.id === hall.id);
    expect(hallOnFloor?.tables.map((table) => table.name)).toEqual(['A1']);
    expect(hallOnFloor?.tables[0]).toMatchObject({ status: 'FREE', guests: 0, openedAt: null, orders: [], seats: 4, shape: 'ROUND' });
    // Areas in their sort order; sorting needs every area once.
    dataOf(await owner.put(TABLE_PATHS.area.sort.path, { storeId, sortedIdList: [upstairs.id, hall.id] }));
    expect((await world.floor()).map((area) => area.name).slice(0, 2)).toEqual(['二樓', '大廳']);
    expect((await owner.put(TABLE_PATHS.area.sort.path, { storeId, sortedIdList: [hall.id] })).status).toBe(400);
    // Bad layout input: 400 with a message, nothing written.
    expect((await owner.post(TABLE_PATHS.area.add.path, { storeId, name: '' })).status).toBe(400);
    const badShape = await owner.post('/api/back/diningTable/add', { storeId, name: 'X9', shape: 'HEXAGON' });
    expect(badShape.status).toBe(400);
    const badSeats = await owner.post('/api/back/diningTable/add', { storeId, name: 'X9', seats: 0 });
    expect(badSeats.status).toBe(400);
    // Another store's area is not this store's.
    const theirs = await world.area('別人的區', world.otherStoreId, world.other);
    const cross = await owner.post('/api/back/diningTable/add', { storeId, name: 'X9', areaId: theirs.id });
    expect(cross.status).toBe(400);
    expect(messageOf(cross)).toBe(TABLE_MSG.AREA_NOT_FOUND);
    // Removing an area keeps its tables, in no area.
    dataOf(await owner.delete(`${TABLE_PATHS.area.remove.path}?storeId=${storeId}&id=${upstairs.id}`));
    const after = await world.floor();
    expect(after.find((area) => area.id === upstairs.id)).toBeUndefined();
    expect(after.find((area) => area.id === 0)?.tables.map((table) => table.name)).toContain('B1');
  });

  it('keeps other stores out of the floor and the areas', async () => {
    const { other, storeId } = world;
    expect((await other.get(TABLE_PATHS.floor.path, { storeId })).status).toBe(403);
    expect((await other.post(TABLE_PATHS.area.add.path, { storeId, name: '入侵' })).status).toBe(403);
  });
});

describe('open tabs, rounds and paying at the end', () => {
  let table: DiningTable;
  beforeAll(async () => {
    table = await world.table('T1', { seats: 4 });
  });

  it('opens a table with guests (NEW, UNPAID), adds rounds with versions (one 409, nothing lost) and frees the table when paid', async () => {
    const { storeId, cash } = world;
    const opened = await world.openTab(table.id, 3, [line(rice, 2)]);
    expect(opened).toMatchObject({ status: 'NEW', paymentStatus: 'UNPAID', type: 'INSIDE' });
    expect(opened.totals).toMatchObject({ payable: 20_000, paid: 0, serviceCharge: 0 });
    const occupied = await world.floorTable(table.id);
    expect(occupied).toMatchObject({ status: 'OCCUPIED', guests: 3, waiting: true });
    expect(occupied.orders).toEqual([
      expect.objectContaining({ orderId: opened.orderId, orderNo: opened.orderNo, version: 1, payable: 20_000, paid: 0 }),
    ]);
    const detail = await world.detail(opened.orderId);
    expect(detail).toMatchObject({ tableId: table.id, guests: 3, tableNumber: 'T1' });

    // Two waiters add a round to the same version at once: one wins, the other 409 and nothing is half written.
    const [first, second] = await Promise.all([world.addRound(opened.orderId, 1, [line(soup)]), world.addRound(opened.orderId, 1, [line(tea)])]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = first.status === 409 ? soup : tea;
    const won = first.status === 409 ? tea : soup;
    // The refused waiter re-reads and re-applies: the round is never lost.
    const fresh = await world.detail(opened.orderId);
    expect(fresh.lines.map((entry) => entry.itemName)).toEqual([rice.name, won.name]);
    const reapplied = dataOf(await world.addRound(opened.orderId, fresh.version, [line(lost)]));
    expect(reapplied.lines.map((entry) => entry.itemName).sort()).toEqual([rice.name, soup.name, tea.name].sort());
    expect(reapplied.totals.payable).toBe(20_000 + 3_500 + 3_000);

    // Pay at the end: cash with change; the table is free; paying twice is refused.
    const paid = dataOf(await world.pay(opened.orderId, reapplied.version, cash, 30_000));
    expect(paid).toMatchObject({ paymentStatus: 'PAID', totals: { payable: 26_500, paid: 30_000, change: 3_500 } });
    expect(await world.floorTable(table.id)).toMatchObject({ status: 'FREE', orders: [], guests: 0 });
    const twice = await world.pay(opened.orderId, paid.version, cash, 30_000);
    expect(twice.status).toBe(409);
    expect(storeId).toBeGreaterThan(0);
  });

  it('refuses guests outside 1-99, a table of another store, a removed table and payLater without a table', async () => {
    const { owner, storeId } = world;
    for (const guests of [0, 100, 2.5]) {
      const response = await sendOrder(owner, { ...(await world.tabBody(table.id, 2, [line(tea)])), guests });
      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe(TABLE_MSG.GUESTS);
    }
    const theirs = await world.table('別桌', {}, world.otherStoreId, world.other);
    const foreign = await sendOrder(owner, await world.tabBody(theirs.id, 2, [line(tea)]));
    expect(foreign.status).toBe(400);
    expect(messageOf(foreign)).toBe(TABLE_MSG.TABLE_NOT_FOUND);
    const gone = await world.table('T-gone');
    dataOf(await owner.delete(`/api/back/diningTable/remove?storeId=${storeId}&id=${gone.id}`));
    const removed = await sendOrder(owner, await world.tabBody(gone.id, 2, [line(tea)]));
    expect(removed.status).toBe(409);
    expect(messageOf(removed)).toBe(TABLE_MSG.TABLE_REMOVED);
    const noTable = await sendOrder(owner, { ...(await world.tabBody(table.id, 2, [line(tea)])), tableId: null });
    expect(noTable.status).toBe(400);
    expect(messageOf(noTable)).toBe(TABLE_MSG.PAY_LATER_NEEDS_TABLE);
    const huge = await sendOrder(owner, { ...(await world.tabBody(table.id, 2, [line(tea)])), tableId: 99_999_999_999 });
    expect(huge.status).toBe(400);
    // Nothing was opened by any of them.
    expect((await world.floorTable(table.id)).status).toBe('FREE');
  });

  it('sends TABLE_CHANGED on the store topic when a table opens and when it is paid', async () => {
    const { owner, server, storeId, cash } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      /** The first TABLE_CHANGED received on the topic after the `since`-th message. */
      const tableChanged = async (since: number) => {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const found = stomp.received.slice(since).find((entry) => entry.destination === topic && entry.message.type === 'TABLE_CHANGED');
          if (found) return found.message;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('no TABLE_CHANGED');
      };
      let since = stomp.received.length;
      const tab = await world.openTab(table.id, 2, [line(tea)]);
      expect(await tableChanged(since)).toMatchObject({ type: 'TABLE_CHANGED', data: { storeId, tableIds: [table.id] } });
      since = stomp.received.length;
      dataOf(await world.pay(tab.orderId, 1, cash, 3_000));
      expect(await tableChanged(since)).toMatchObject({ type: 'TABLE_CHANGED', data: { storeId, tableIds: [table.id] } });
    } finally {
      await stomp.close();
    }
  });
});

describe('service charge', () => {
  it('is set 0-20 (whole), priced on dine-in table checks only, after discounts and without entertained lines, and on the e-invoice', async () => {
    const { owner, storeId, cash } = world;
    for (const percent of [-1, 21, 10.5]) {
      const refused = await owner.put(TABLE_PATHS.updateServiceCharge.path, { storeId, percent });
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe(TABLE_MSG.SERVICE_CHARGE);
    }
    expect(dataOf(await owner.put(TABLE_PATHS.updateServiceCharge.path, { storeId, percent: 10 }))).toMatchObject({ serviceChargePercent: 10 });
    try {
      const table = await world.table('SC1');
      const tab = await world.openTab(table.id, 2, [line(rice, 3), { ...line(tea), entertain: true }], {
        manualDiscount: { type: 'MONEY', amount: 1_000 },
      });
      // (300 - 10) x 10% = 29; the free tea is left out.
      expect(tab.totals).toMatchObject({ subtotal: 33_000, entertainAmount: 3_000, manualDiscount: 1_000, serviceCharge: 2_900, payable: 31_900 });
      // A round prices the service charge again: (300 + 35 - 10) x 10% = 32.5 -> 33 (half up).
      const round = dataOf(await world.addRound(tab.orderId, 1, [line(soup)]));
      expect(round.totals).toMatchObject({ serviceCharge: 3_300, payable: 32_500 + 3_300 });
      // A counter sale without a table has none.
      const counter = dataOf(
        await sendOrder(owner, {
          ...(await (async () => {
            const { orderBody } = await import('../pos/checkout-fixtures.js');
            return orderBody(owner, storeId, [line(rice)], { payMethod: cash });
          })()),
        }),
      );
      expect(counter.totals.serviceCharge).toBe(0);
      // A client that priced without the charge is refused with the server's totals.
      const stale = await world.tabBody(table.id, 2, [line(rice)]);
      const wrong = await sendOrder(owner, { ...stale, expectedTotals: { ...stale.expectedTotals, serviceCharge: 0, payable: 10_000 } });
      expect(wrong.status).toBe(409);
      const paid = dataOf(await world.pay(tab.orderId, round.version, cash, round.totals.payable));
      expect(paid.totals.serviceCharge).toBe(3_300);
      // The receipt prints it as its own line, before 總計.
      type Printed = { documents: { document: { blocks: { type: string; left?: string; right?: string }[] } }[] };
      const printed = dataOf(await owner.post<Printed>(PRINT_PATHS.reprint.path, { storeId, orderId: tab.orderId, document: 'RECEIPT' }));
      const rows = printed.documents[0]?.document.blocks.filter((block) => block.type === 'row') ?? [];
      expect(rows.find((row) => row.left === '服務費')?.right).toBe('$33');
      expect(rows.findIndex((row) => row.left === '服務費')).toBeLessThan(rows.findIndex((row) => row.left === '總計'));
    } finally {
      dataOf(await owner.put(TABLE_PATHS.updateServiceCharge.path, { storeId, percent: 0 }));
    }
  });
});

describe('split, move and merge', () => {
  it('splits by items into checks that add up to the payable exactly, each paid on its own', async () => {
    const { owner, storeId, cash } = world;
    const table = await world.table('S1');
    const tab = await world.openTab(table.id, 3, [line(rice, 2), line(soup, 3), line(tea, 1)], { manualDiscount: { type: 'MONEY', amount: 1_000 } });
    const before = await world.detail(tab.orderId);
    const [riceLine, soupLine, teaLine] = before.lines;
    const split = dataOf(
      await owner.post<SplitOrderResult>(TABLE_PATHS.split.path, {
        storeId,
        orderId: tab.orderId,
        version: before.version,
        parts: [{ lines: [{ detailId: riceLine!.id, count: 1 }, { detailId: soupLine!.id, count: 1 }] }, { lines: [{ detailId: teaLine!.id, count: 1 }] }],
      }),
    );
    expect(split.orderIds).toHaveLength(3);
    expect(split.orderIds[0]).toBe(tab.orderId);
    const checks = await Promise.all(split.orderIds.map((orderId) => world.detail(orderId)));
    expect(checks.reduce((sum, check) => sum + check.totals.payable, 0)).toBe(before.totals.payable);
    for (const check of checks) {
      expect(check.paymentStatus).toBe('UNPAID');
      expect(check.tableId).toBe(table.id);
      expect(check.totals.payable % 100).toBe(0);
    }
    expect(checks[2]!.lines.map((entry) => [entry.itemName, entry.count])).toEqual([[tea.name, 1]]);
    expect(checks[0]!.lines.map((entry) => [entry.itemName, entry.count])).toEqual([
      [rice.name, 1],
      [soup.name, 2],
    ]);
    const floor = await world.floorTable(table.id);
    expect(floor.orders.map((order) => order.orderId).sort()).toEqual([...split.orderIds].sort());
    // Each check paid on its own; the table is free after the last one.
    for (const check of checks) dataOf(await world.pay(check.id, check.version, cash, check.totals.payable));
    expect((await world.floorTable(table.id)).status).toBe('FREE');
  });

  it('refuses a split of more than a line holds, an empty part, one part of everything, a stale version or a paid check; nothing changes', async () => {
    const { owner, storeId } = world;
    const table = await world.table('S2');
    const tab = await world.openTab(table.id, 2, [line(rice, 2), line(tea, 1)]);
    const detail = await world.detail(tab.orderId);
    const [riceLine, teaLine] = detail.lines;
    const send = (parts: unknown, version = detail.version) => owner.post(TABLE_PATHS.split.path, { storeId, orderId: tab.orderId, version, parts });
    const tooMany = await send([{ lines: [{ detailId: riceLine!.id, count: 3 }] }]);
    expect([tooMany.status, messageOf(tooMany)]).toEqual([400, TABLE_MSG.SPLIT_TOO_MANY]);
    const twiceOver = await send([{ lines: [{ detailId: riceLine!.id, count: 2 }] }, { lines: [{ detailId: riceLine!.id, count: 1 }] }]);
    expect([twiceOver.status, messageOf(twiceOver)]).toEqual([400, TABLE_MSG.SPLIT_TOO_MANY]);
    const empty = await send([{ lines: [] }]);
    expect([empty.status, messageOf(empty)]).toEqual([400, TABLE_MSG.SPLIT_EMPTY_PART]);
    const all = await send([{ lines: [{ detailId: riceLine!.id, count: 2 }, { detailId: teaLine!.id, count: 1 }] }]);
    expect([all.status, messageOf(all)]).toEqual([400, TABLE_MSG.SPLIT_NOTHING]);
    const half = await send([{ lines: [{ detailId: riceLine!.id, count: 0.5 }] }]);
    expect([half.status, messageOf(half)]).toEqual([400, TABLE_MSG.SPLIT_DECIMALS]);
    const foreignLine = await send([{ lines: [{ detailId: 2_000_000_000, count: 1 }] }]);
    expect([foreignLine.status, messageOf(foreignLine)]).toEqual([400, TABLE_MSG.SPLIT_LINE_NOT_FOUND]);
    const stale = await send([{ lines: [{ detailId: teaLine!.id, count: 1 }] }], detail.version + 5);
    expect(stale.status).toBe(409);
    expect(await world.detail(tab.orderId)).toMatchObject({ version: detail.version, totals: detail.totals });
    dataOf(await world.pay(tab.orderId, detail.version, world.cash, detail.totals.payable));
    const paid = await send([{ lines: [{ detailId: teaLine!.id, count: 1 }] }], detail.version + 1);
    expect([paid.status, messageOf(paid)]).toEqual([409, TABLE_MSG.CHECK_PAID]);
  });

  it('moves a check to another table (409 when stale, refused when paid or to another store’s table)', async () => {
    const { owner, storeId, cash } = world;
    const from = await world.table('M1');
    const to = await world.table('M2');
    const tab = await world.openTab(from.id, 2, [line(tea, 2)]);
    const moved = dataOf(await owner.post<TableCheckResult>(TABLE_PATHS.move.path, { storeId, orderId: tab.orderId, version: 1, toTableId: to.id }));
    expect(moved).toMatchObject({ orderId: tab.orderId, version: 2, tableId: to.id });
    expect((await world.floorTable(from.id)).status).toBe('FREE');
    expect((await world.floorTable(to.id)).orders.map((order) => order.orderId)).toEqual([tab.orderId]);
    expect((await world.detail(tab.orderId)).tableNumber).toBe('M2');
    const stale = await owner.post(TABLE_PATHS.move.path, { storeId, orderId: tab.orderId, version: 1, toTableId: from.id });
    expect(stale.status).toBe(409);
    const same = await owner.post(TABLE_PATHS.move.path, { storeId, orderId: tab.orderId, version: 2, toTableId: to.id });
    expect([same.status, messageOf(same)]).toEqual([400, TABLE_MSG.MOVE_SAME_TABLE]);
    const theirs = await world.table('別人的M', {}, world.otherStoreId, world.other);
    const foreign = await owner.post(TABLE_PATHS.move.path, { storeId, orderId: tab.orderId, version: 2, toTableId: theirs.id });
    expect([foreign.status, messageOf(foreign)]).toEqual([400, TABLE_MSG.TABLE_NOT_FOUND]);
    dataOf(await world.pay(tab.orderId, 2, cash, 6_000));
    const paid = await owner.post(TABLE_PATHS.move.path, { storeId, orderId: tab.orderId, version: 3, toTableId: from.id });
    expect([paid.status, messageOf(paid)]).toEqual([409, TABLE_MSG.CHECK_PAID]);
  });

  it('merges checks into one (guests added, merged checks closed 併單, stock untouched); refuses itself, other stores and paid checks', async () => {
    const { owner, storeId, cash } = world;
    const a = await world.table('G1');
    const b = await world.table('G2');
    const into = await world.openTab(a.id, 2, [line(rice)]);
    const from = await world.openTab(b.id, 3, [line(soup, 2)]);
    const self = await owner.post(TABLE_PATHS.merge.path, { storeId, intoOrderId: into.orderId, fromOrderIds: [into.orderId] });
    expect([self.status, messageOf(self)]).toEqual([400, TABLE_MSG.MERGE_SELF]);
    const theirTable = await world.table('別人的G', {}, world.otherStoreId, world.other);
    expect(theirTable.id).toBeGreaterThan(0);
    const foreign = await owner.post(TABLE_PATHS.merge.path, { storeId, intoOrderId: into.orderId, fromOrderIds: [2_000_000_000] });
    expect([foreign.status, messageOf(foreign)]).toEqual([400, TABLE_MSG.MERGE_NOT_FOUND]);
    const merged = dataOf(await owner.post<TableCheckResult>(TABLE_PATHS.merge.path, { storeId, intoOrderId: into.orderId, fromOrderIds: [from.orderId] }));
    expect(merged.orderId).toBe(into.orderId);
    const detail: OrderDetail = await world.detail(into.orderId);
    expect(detail.guests).toBe(5);
    expect(detail.lines.map((entry) => entry.itemName)).toEqual([rice.name, soup.name]);
    expect(detail.totals.payable).toBe(10_000 + 7_000);
    const closed = await world.detail(from.orderId);
    expect(closed.status).toBe('CANCELLED');
    expect(closed.history.at(-1)?.reason).toContain('併單');
    expect((await world.floorTable(b.id)).status).toBe('FREE');
    const again = await owner.post(TABLE_PATHS.merge.path, { storeId, intoOrderId: into.orderId, fromOrderIds: [from.orderId] });
    expect([again.status, messageOf(again)]).toEqual([409, TABLE_MSG.CHECK_CANCELLED]);
    dataOf(await world.pay(into.orderId, detail.version, cash, detail.totals.payable));
    const other = await world.openTab(b.id, 1, [line(tea)]);
    const paidInto = await owner.post(TABLE_PATHS.merge.path, { storeId, intoOrderId: into.orderId, fromOrderIds: [other.orderId] });
    expect([paidInto.status, messageOf(paidInto)]).toEqual([409, TABLE_MSG.CHECK_PAID]);
    // Another store's user cannot merge this store's checks.
    expect((await world.other.post(TABLE_PATHS.merge.path, { storeId, intoOrderId: other.orderId, fromOrderIds: [into.orderId] })).status).toBe(403);
  });
});

describe('opposite merges at once', () => {
  it('A into B and B into A sent together: one merges (200), the other is refused 409, never a deadlock or a 500', async () => {
    const { owner, storeId } = world;
    for (let round = 0; round < 4; round += 1) {
      const a = await world.table(`互併A${round}`);
      const b = await world.table(`互併B${round}`);
      const first = await world.openTab(a.id, 2, [line(rice)]);
      const second = await world.openTab(b.id, 3, [line(soup, 2)]);
      const merge = (intoOrderId: number, fromOrderId: number) =>
        owner.post<TableCheckResult>(TABLE_PATHS.merge.path, { storeId, intoOrderId, fromOrderIds: [fromOrderId] });
      const answers = await Promise.all([merge(first.orderId, second.orderId), merge(second.orderId, first.orderId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      // The one that waited finds its check closed 併單 by the other (or the other check gone into it): a clear 409.
      expect(refused && messageOf(refused)).toMatch(/已取消/);
      // Exactly one check is left, holding both rounds and all five guests.
      const checks = await Promise.all([world.detail(first.orderId), world.detail(second.orderId)]);
      const open = checks.filter((check) => check.status !== 'CANCELLED');
      expect(open).toHaveLength(1);
      expect(open[0]?.guests).toBe(5);
      expect(open[0]?.lines.map((entry) => entry.itemName).sort()).toEqual([rice.name, soup.name].sort());
      expect(open[0]?.totals.payable).toBe(10_000 + 7_000);
    }
  });
});

describe('QR orders behind one address', () => {
  it('answers 100 submits from 100 tables at once, all from one address, every one 2xx, each on its table’s tab', async () => {
    const area = await world.area('露台');
    const tables: DiningTable[] = [];
    for (let index = 0; index < 100; index += 1) tables.push(await world.table(`Q${index + 1}`, { areaId: area.id, x: index % 10, y: Math.floor(index / 10) }));
    const customer = world.server.client();
    const answers = await Promise.all(
      tables.map((table) =>
        submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: tea.id, count: 1 }], remark: '' }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([]);
    const floor = (await world.floor()).find((candidate) => candidate.id === area.id);
    expect(floor?.tables).toHaveLength(100);
    for (const table of floor?.tables ?? []) expect(table).toMatchObject({ status: 'OCCUPIED', qrPending: 1 });
  }, 300_000);
});
