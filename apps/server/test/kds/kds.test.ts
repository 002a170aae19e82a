import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KDS_MSG,
  KDS_PATHS,
  type KdsExpoOrder,
  type KdsSettings,
  type KdsTicket,
  type OrderDetail,
  ORDER_BOARD_PATHS,
  type ReadyBoard,
  type ReadyBoardLink,
} from '@diancan/core';
import { dataOf, withQuery } from '../harness.js';
import { type KdsWorld, startKdsWorld } from './kds-fixtures.js';

let world: KdsWorld;

beforeAll(async () => {
  world = await startKdsWorld();
});
afterAll(async () => {
  await world?.close();
});

const bump = (ticketId: number, lineIds?: number[]) => world.owner.post<KdsTicket>(KDS_PATHS.bump.path, { storeId: world.storeId, ticketId, lineIds });
const recall = (ticketId: number) => world.owner.post<KdsTicket>(KDS_PATHS.recall.path, { storeId: world.storeId, ticketId });
const settings = async (change: object) => dataOf(await world.owner.put<KdsSettings>(KDS_PATHS.updateSettings.path, { storeId: world.storeId, ...change }));

describe('KDS tickets', () => {
  it('routes an order by kitchen area: lines of two areas make two tickets, each with its own lines, heard live', async () => {
    const { hot, drink, plain } = world;
    const placed = await world.order([world.line(hot.item, 2, '不要辣'), world.line(drink.item, 1), world.line(plain, 1)]);
    const created = await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 3);
    expect(created.map((message) => (message.data as { stationId: number }).stationId).sort()).toEqual([0, hot.station, drink.station].sort());

    const [hotTicket] = await world.ticketsOf(placed.orderId, hot.station);
    expect(hotTicket).toMatchObject({
      orderId: placed.orderId,
      orderNo: placed.orderNo,
      station: hot.station,
      round: 1,
      status: 'OPEN',
      targetMinutes: 10,
      lines: [{ name: 'KDS滷肉飯', count: 2, options: [], remark: '不要辣', status: 'OPEN' }],
    });
    expect(typeof hotTicket!.ticketId).toBe('number');
    expect(typeof hotTicket!.createdAt).toBe('string');
    expect(typeof hotTicket!.lines[0]!.lineId).toBe('number');
    const [drinkTicket] = await world.ticketsOf(placed.orderId, drink.station);
    expect(drinkTicket!.lines.map((line) => line.name)).toEqual(['KDS紅茶']);
    const [plainTicket] = await world.ticketsOf(placed.orderId, 0);
    expect(plainTicket!.lines.map((line) => line.name)).toEqual(['KDS小菜']);
    // Each event carries its ticket as GET tickets answers it: the screens show it without reading.
    const carried = created.map((message) => (message.data as { ticket: KdsTicket }).ticket).sort((a, b) => a.ticketId - b.ticketId);
    expect(carried).toEqual([hotTicket, drinkTicket, plainTicket].sort((a, b) => a!.ticketId - b!.ticketId));
  });

  it('brings 加點 as a new ticket of the next round and marks a reduced or removed line 取消', async () => {
    const { hot, drink, owner, storeId } = world;
    const placed = await world.order([world.line(hot.item, 3), world.line(drink.item, 1)]);
    await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 2);
    const added = dataOf(
      await owner.post<OrderDetail>(ORDER_BOARD_PATHS.addOrderDetail.path, { storeId, orderId: placed.orderId, version: 1, lines: [world.line(hot.item, 1, '加大')] }),
    );
    await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 3);
    const hotTickets = await world.ticketsOf(placed.orderId, hot.station);
    expect(hotTickets.map((ticket) => ticket.round)).toEqual([1, 2]);
    expect(hotTickets[1]!.lines).toMatchObject([{ name: 'KDS滷肉飯', count: 1, remark: '加大', status: 'OPEN' }]);
    expect(await world.ticketsOf(placed.orderId, drink.station)).toHaveLength(1);

    // 3 -> 1 of the first line: the ticket keeps 1 and shows 2 取消.
    const first = added.lines.find((line) => line.count === 3)!;
    const reduced = dataOf(
      await owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderDetail.path, { storeId, orderId: placed.orderId, version: 2, detailId: first.id, count: 1, remark: '' }),
    );
    const [edit] = await world.heardKds('KDS_TICKET_UPDATED', placed.orderId, 1);
    const [firstTicket] = await world.ticketsOf(placed.orderId, hot.station);
    expect(firstTicket!.editedAt).not.toBeNull();
    expect(firstTicket!.lines.map((line) => [line.count, line.status])).toEqual([
      [1, 'OPEN'],
      [2, 'CANCELLED'],
    ]);
    expect((edit!.data as { ticket: KdsTicket }).ticket).toEqual(firstTicket);
    expect(Date.parse(firstTicket!.updatedAt)).toBeGreaterThan(Date.parse(hotTickets[0]!.updatedAt));

    // The drink removed: its ticket is cancelled whole and leaves the screen.
    const drinkLine = reduced.lines.find((line) => line.itemName === 'KDS紅茶')!;
    const removed = await owner.delete(withQuery(ORDER_BOARD_PATHS.removeOrderDetail.path, { storeId, orderId: placed.orderId, detailId: drinkLine.id, version: 3 }));
    expect(removed.status).toBe(200);
    const updates = await world.heardKds('KDS_TICKET_UPDATED', placed.orderId, 2);
    expect(updates.at(-1)!.data).toMatchObject({
      stationId: drink.station,
      status: 'CANCELLED',
      edited: true,
      ticket: { station: drink.station, status: 'CANCELLED', lines: [{ name: 'KDS紅茶', status: 'CANCELLED' }] },
    });
    expect(await world.ticketsOf(placed.orderId, drink.station)).toEqual([]);
  });

  it('bumps lines, then the ticket; when every station is done the order is READY and on the ready board', async () => {
    const { hot, drink, owner, storeId } = world;
    const link = dataOf(await owner.get<ReadyBoardLink>(KDS_PATHS.readyBoard.path, { storeId }));
    expect(link.url).toBe(`/ready/${link.token}`);
    const board = async () => dataOf(await world.server.client().get<ReadyBoard>(KDS_PATHS.ready.path, { token: link.token }));

    const placed = await world.order([world.line(hot.item, 1), world.line(hot.item, 1, '少飯'), world.line(drink.item, 2)]);
    await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 2);
    expect((await board()).preparing).toContain(placed.orderNo);
    const [hotTicket] = await world.ticketsOf(placed.orderId, hot.station);
    const [drinkTicket] = await world.ticketsOf(placed.orderId, drink.station);

    const partly = dataOf(await bump(hotTicket!.ticketId, [hotTicket!.lines[0]!.lineId]));
    expect(partly.status).toBe('OPEN');
    expect(partly.lines.map((line) => line.status)).toEqual(['DONE', 'OPEN']);
    // A bump of some lines is a change too: the event carries the ticket, later than the screens' copy.
    const [partlyHeard] = await world.heardKds('KDS_TICKET_UPDATED', placed.orderId, 1);
    expect((partlyHeard!.data as { ticket: KdsTicket }).ticket).toEqual(partly);
    expect(await world.ticketsOf(placed.orderId, hot.station)).toEqual([partly]);
    expect(Date.parse(partly.updatedAt)).toBeGreaterThanOrEqual(Date.parse(hotTicket!.updatedAt));
    const whole = dataOf(await bump(hotTicket!.ticketId));
    expect(whole.status).toBe('DONE');
    expect(whole.bumpedAt).not.toBeNull();
    const wholeHeard = await world.heardKds('KDS_TICKET_UPDATED', placed.orderId, 2);
    expect((wholeHeard.at(-1)!.data as { ticket: KdsTicket }).ticket).toEqual(whole);
    expect(await world.ticketsOf(placed.orderId, hot.station)).toEqual([]);
    expect((await world.card(placed.orderId)).status).toBe('NEW');

    const again = await bump(hotTicket!.ticketId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(KDS_MSG.TICKET_DONE);

    dataOf(await bump(drinkTicket!.ticketId));
    const card = await world.card(placed.orderId);
    expect(card.status).toBe('READY');
    const shown = await board();
    expect(shown.ready).toContain(placed.orderNo);
    expect(shown.preparing).not.toContain(placed.orderNo);
  });

  it('recalls one of the last 20 bumped tickets and refuses the others', async () => {
    const { plain } = world;
    const placed = await world.order([world.line(plain, 1)]);
    await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 1);
    const [ticket] = await world.ticketsOf(placed.orderId, 0);
    const open = await recall(ticket!.ticketId);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(KDS_MSG.TICKET_NOT_DONE);
    dataOf(await bump(ticket!.ticketId));
    const recent = dataOf(await world.owner.get<KdsTicket[]>(KDS_PATHS.recent.path, { storeId: world.storeId, stationId: 0 }));
    expect(recent[0]!.ticketId).toBe(ticket!.ticketId);
    const back = dataOf(await recall(ticket!.ticketId));
    expect(back.status).toBe('OPEN');
    expect(back.lines.every((line) => line.status === 'OPEN')).toBe(true);
    expect((await world.ticketsOf(placed.orderId, 0)).map((entry) => entry.ticketId)).toEqual([ticket!.ticketId]);
    dataOf(await bump(ticket!.ticketId));

    // 20 more bumped at station 0 push it past the limit.
    for (let index = 0; index < 20; index += 1) {
      const next = await world.order([world.line(plain, 1)]);
      const [nextTicket] = await world.ticketsOf(next.orderId, 0);
      dataOf(await bump(nextTicket!.ticketId));
    }
    const tooOld = await recall(ticket!.ticketId);
    expect(tooOld.status).toBe(409);
    expect(tooOld.body.message).toBe(KDS_MSG.RECALL_LIMIT);
  }, 180_000);

  it('cancels the tickets of a cancelled order and refuses to bump them', async () => {
    const { hot } = world;
    const placed = await world.order([world.line(hot.item, 1)]);
    const [ticket] = await world.ticketsOf(placed.orderId, hot.station);
    dataOf(await world.moveStatus(placed.orderId, 1, 'CANCELLED', { reason: '客人取消' }));
    const updates = await world.heardKds('KDS_TICKET_UPDATED', placed.orderId, 1);
    expect(updates[0]!.data).toMatchObject({ ticketId: ticket!.ticketId, status: 'CANCELLED' });
    const refused = await bump(ticket!.ticketId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(KDS_MSG.ORDER_CANCELLED);
  });

  it("answers 404 for another store's ticket and 403 for a store that is not the caller's", async () => {
    const { owner, secondStoreId, otherStoreId, other, hot } = world;
    const placed = await world.order([world.line(hot.item, 1)]);
    const [ticket] = await world.ticketsOf(placed.orderId, hot.station);
    const wrongStore = await owner.post(KDS_PATHS.bump.path, { storeId: secondStoreId, ticketId: ticket!.ticketId });
    expect(wrongStore.status).toBe(404);
    expect(wrongStore.body.message).toBe(KDS_MSG.TICKET_NOT_FOUND);
    const notTheirs = await other.post(KDS_PATHS.bump.path, { storeId: world.storeId, ticketId: ticket!.ticketId });
    expect(notTheirs.status).toBe(403);
    const ownOther = await other.post(KDS_PATHS.bump.path, { storeId: otherStoreId, ticketId: ticket!.ticketId });
    expect(ownOther.status).toBe(404);
    const readOther = await other.get(KDS_PATHS.tickets.path, { storeId: world.storeId, stationId: 0 });
    expect(readOther.status).toBe(403);
  });

  it('refuses bad input with 400 and a zh-TW message', async () => {
    const { owner, storeId } = world;
    const cases = [
      await owner.post(KDS_PATHS.bump.path, { storeId, ticketId: 2 ** 40 }),
      await owner.post(KDS_PATHS.bump.path, { storeId, ticketId: 1, lineIds: [] }),
      await owner.post(KDS_PATHS.bump.path, { storeId, ticketId: 'x\u0000' }),
      await owner.get(KDS_PATHS.tickets.path, { storeId, stationId: 'abc' }),
      await owner.get(KDS_PATHS.tickets.path, { storeId, stationId: 99999999999 }),
      await owner.put(KDS_PATHS.updateSettings.path, { storeId, categoryMinutes: [{ categoryId: 1, minutes: 0 }] }),
      await world.server.client().get(KDS_PATHS.ready.path, { token: '\ud800bad' }),
    ];
    for (const response of cases) {
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknownStation = await owner.get(KDS_PATHS.tickets.path, { storeId, stationId: 999999 });
    expect(unknownStation.status).toBe(404);
    const placed = await world.order([world.line(world.plain, 1)]);
    const [ticket] = await world.ticketsOf(placed.orderId, 0);
    const wrongLine = await bump(ticket!.ticketId, [ticket!.lines[0]!.lineId + 100000]);
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.message).toBe(KDS_MSG.LINE_NOT_FOUND);
  });
});

describe('KDS settings, expo and the ready board', () => {
  it('gives a PRINT station no tickets and sets category targets', async () => {
    const { hot, drink } = world;
    const saved = await settings({ stationModes: [{ stationId: drink.station, mode: 'PRINT' }], categoryMinutes: [{ categoryId: hot.categoryId, minutes: 15 }] });
    expect(saved.stations.find((station) => station.stationId === drink.station)?.mode).toBe('PRINT');
    expect(saved.categories.find((category) => category.categoryId === hot.categoryId)?.targetMinutes).toBe(15);
    try {
      const placed = await world.order([world.line(hot.item, 1), world.line(drink.item, 1)]);
      await world.heardKds('KDS_TICKET_CREATED', placed.orderId, 1);
      const [hotTicket] = await world.ticketsOf(placed.orderId, hot.station);
      expect(hotTicket!.targetMinutes).toBe(15);
      expect(await world.ticketsOf(placed.orderId, drink.station)).toEqual([]);
    } finally {
      await settings({ stationModes: [{ stationId: drink.station, mode: 'BOTH' }] });
    }
    const unknown = await world.owner.put(KDS_PATHS.updateSettings.path, { storeId: world.storeId, stationModes: [{ stationId: 999999, mode: 'SCREEN' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(KDS_MSG.STATION_NOT_FOUND);
  });

  it('with expo on, waits for the expo bump before READY; refuses it while a station is open', async () => {
    const { hot, drink, owner, storeId } = world;
    await settings({ expo: true });
    try {
      const placed = await world.order([world.line(hot.item, 1), world.line(drink.item, 1)]);
      const [hotTicket] = await world.ticketsOf(placed.orderId, hot.station);
      const [drinkTicket] = await world.ticketsOf(placed.orderId, drink.station);
      dataOf(await bump(hotTicket!.ticketId));
      const early = await owner.post(KDS_PATHS.expoBump.path, { storeId, orderId: placed.orderId });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(KDS_MSG.STATIONS_NOT_DONE);
      let expo = dataOf(await owner.get<KdsExpoOrder[]>(KDS_PATHS.expo.path, { storeId }));
      const entry = expo.find((order) => order.orderId === placed.orderId)!;
      expect(entry.allDone).toBe(false);
      expect(entry.stations.map((station) => [station.stationId, station.state])).toEqual(
        [
          [hot.station, 'DONE'],
          [drink.station, 'OPEN'],
        ].sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      dataOf(await bump(drinkTicket!.ticketId));
      expect((await world.card(placed.orderId)).status).toBe('NEW');
      expo = dataOf(await owner.get<KdsExpoOrder[]>(KDS_PATHS.expo.path, { storeId }));
      expect(expo.find((order) => order.orderId === placed.orderId)?.allDone).toBe(true);
      const bumped = dataOf(await owner.post<KdsExpoOrder>(KDS_PATHS.expoBump.path, { storeId, orderId: placed.orderId }));
      expect(bumped.status).toBe('READY');
      expect((await world.card(placed.orderId)).status).toBe('READY');
      const twice = await owner.post(KDS_PATHS.expoBump.path, { storeId, orderId: placed.orderId });
      expect(twice.status).toBe(409);
    } finally {
      await settings({ expo: false });
    }
  });

  it('answers the ready board by token only, holds a read until it changes, and a rotated token stops answering', async () => {
    const { owner, storeId, hot } = world;
    const anonymous = world.server.client();
    const link = dataOf(await owner.get<ReadyBoardLink>(KDS_PATHS.readyBoard.path, { storeId }));
    const wrong = await anonymous.get(KDS_PATHS.ready.path, { token: 'A'.repeat(32) });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(KDS_MSG.BOARD_NOT_FOUND);

    const first = await anonymous.get<ReadyBoard>(KDS_PATHS.ready.path, { token: link.token });
    const started = Date.now();
    const held = anonymous.get<ReadyBoard>(KDS_PATHS.ready.path, { token: link.token, since: String(first.headers.get('etag')), wait: 10000 });
    const placed = await world.order([world.line(hot.item, 1)]);
    // Held reads answer at each change of the board (an earlier test's last events may come first): follow them.
    let answer = await held;
    while (!dataOf(answer).preparing.includes(placed.orderNo) && Date.now() - started < 9000) {
      answer = await anonymous.get<ReadyBoard>(KDS_PATHS.ready.path, { token: link.token, since: String(answer.headers.get('etag')), wait: 10000 });
    }
    const changed = dataOf(answer);
    expect(changed.preparing).toContain(placed.orderNo);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(JSON.stringify(changed)).not.toMatch(/KDS|滷肉飯/);

    const rotated = dataOf(await owner.post<ReadyBoardLink>(KDS_PATHS.rotateReadyBoard.path, { storeId }));
    expect(rotated.token).not.toBe(link.token);
    expect((await anonymous.get(KDS_PATHS.ready.path, { token: link.token })).status).toBe(404);
    expect((await anonymous.get(KDS_PATHS.ready.path, { token: rotated.token })).status).toBe(200);
  });
});
