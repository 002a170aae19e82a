import { randomBytes } from 'node:crypto';
import {
  formatOrderNo,
  KDS_MSG,
  KDS_RECALL_LIMIT,
  KDS_UNASSIGNED_STATION,
  KDS_UNASSIGNED_STATION_NAME,
  type KdsBumpRequest,
  type KdsExpoOrder,
  type KdsRecallRequest,
  type KdsSettings,
  type KdsSettingsRequest,
  type KdsStation,
  type KdsStationTime,
  type KdsStationTimesQuery,
  type KdsTicket,
  type KdsTicketsQuery,
  READY_BOARD_PAGE,
  type ReadyBoardLink,
  KDS_DEFAULT_TARGET_MINUTES,
} from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { type BusEvent, publishAfterCommit, type RealtimeBus, type RealtimeOutbox } from '../../platform/realtime/index.js';
import { syncOrderTickets, type SyncOutcome, stationModeOf } from './kds-sync.js';
import { presentTicket } from './kds.presenter.js';
import { kdsRepository, type TicketJson } from './kds.repository.js';
import type { OrderReadiness } from './readiness-port.js';
import { ReadyBoardService } from './ready-board.js';

/** How far back the catch-up and the ready board look for orders. */
const RECENT_MS = 12 * 60 * 60 * 1000;
const OPEN_ORDER = new Set(['NEW', 'ACCEPTED', 'PREPARING']);
/** A store's catch-up runs at most this often: 30 screens connecting (or on their minute's read) at once run it once. */
const CATCH_UP_MS = 5_000;

/**
 * The kitchen display (docs/kds.md). Tickets follow the orders through the realtime bus: every NEW_ORDER and
 * ORDER_UPDATED of a store (checkout, self-ordering, delivery platforms, board edits, table rounds: whatever path
 * changed the order) syncs that order's tickets after its commit, so no order path needs to know the KDS exists. A
 * sync lost meanwhile (a crash, a listener's gap) is caught up by the next screen's read of its tickets.
 */
export class KdsService {
  /** The sync of each order under way on this instance; the next event of the order waits behind it. */
  private readonly syncing = new Map<number, Promise<void>>();
  private readonly unsubscribe: () => void;
  /** When each store's catch-up last ran on this instance. */
  private readonly caughtUp = new Map<number, number>();
  readonly board: ReadyBoardService;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly readiness: OrderReadiness,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.board = new ReadyBoardService(db, clock, realtime, RECENT_MS);
    this.unsubscribe = realtime.subscribe((event) => this.heard(event));
  }

  private heard(event: BusEvent): void {
    if (event.kind !== 'message' || event.target.destination !== 'store') return;
    const { message } = event;
    if (message.type !== 'NEW_ORDER' && message.type !== 'ORDER_UPDATED') return;
    this.schedule(message.data.storeId, message.data.orderId);
  }

  /** Syncs the order after the syncs of it already under way here. */
  private schedule(storeId: number, orderId: number): Promise<void> {
    const before = this.syncing.get(orderId) ?? Promise.resolve();
    const next = before
      .then(async () => {
        await this.sync(storeId, orderId);
      })
      .catch((error: unknown) => this.log.error({ err: error, storeId, orderId }, 'KDS ticket sync failed'))
      .finally(() => {
        if (this.syncing.get(orderId) === next) this.syncing.delete(orderId);
      });
    this.syncing.set(orderId, next);
    return next;
  }

  private sync(storeId: number, orderId: number): Promise<SyncOutcome> {
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const outcome = await syncOrderTickets(tx, storeId, orderId, this.clock());
        for (const created of outcome.created) outbox.add({ destination: 'store', storeId }, 'KDS_TICKET_CREATED', created);
        for (const updated of outcome.updated) outbox.add({ destination: 'store', storeId }, 'KDS_TICKET_UPDATED', updated);
        return outcome;
      }),
    );
  }

  /**
   * The tickets of an order made in the caller's transaction (the POS checkout's, under a savepoint): they go out with
   * the order's own events, one turn of the database fewer than after its NEW_ORDER. The bus's sync of that event then
   * finds the version synced and leaves it. Throws to the caller, which logs it: the bus's sync makes them then.
   */
  async ticketsInTransaction(tx: Transaction, outbox: RealtimeOutbox, storeId: number, orderId: number): Promise<void> {
    await tx.transaction(async (savepoint) => {
      const outcome = await syncOrderTickets(savepoint, storeId, orderId, this.clock());
      for (const created of outcome.created) outbox.add({ destination: 'store', storeId }, 'KDS_TICKET_CREATED', created);
      for (const updated of outcome.updated) outbox.add({ destination: 'store', storeId }, 'KDS_TICKET_UPDATED', updated);
    });
  }

  /** Waits for the syncs under way (the app's close). */
  async close(): Promise<void> {
    this.unsubscribe();
    this.board.close();
    while (this.syncing.size > 0) await Promise.allSettled([...this.syncing.values()]);
  }

  // ---- stations and tickets --------------------------------------------------------------------

  private async stationNames(db: Executor, storeId: number): Promise<Map<number, string>> {
    const areas = await kdsRepository.kitchenAreas(db, storeId);
    return new Map([[KDS_UNASSIGNED_STATION, KDS_UNASSIGNED_STATION_NAME], ...areas.map((area): [number, string] => [area.id, area.name])]);
  }

  async stations(storeId: number): Promise<KdsStation[]> {
    const settings = await kdsRepository.settings(this.db, storeId);
    const names = await this.stationNames(this.db, storeId);
    return [...names].map(([stationId, name]) => ({ stationId, name, mode: stationModeOf(settings, stationId) }));
  }

  private async knownStation(db: Executor, storeId: number, stationId: number): Promise<Map<number, string>> {
    const names = await this.stationNames(db, storeId);
    if (!names.has(stationId)) throw notFound(KDS_MSG.STATION_NOT_FOUND);
    return names;
  }

  /** The station's open tickets, oldest first, after catching up with orders a lost sync left behind. */
  async tickets(query: KdsTicketsQuery): Promise<KdsTicket[]> {
    await this.knownStation(this.db, query.storeId, query.stationId);
    await this.catchUp(query.storeId);
    const rows = await kdsRepository.openTickets(this.db, query.storeId, query.stationId);
    return rows.map((row) => presentTicket(row));
  }

  /** Syncs the store's orders a lost event left behind (at most every CATCH_UP_MS per store and instance). */
  private async catchUp(storeId: number): Promise<void> {
    const now = performance.now();
    if (now - (this.caughtUp.get(storeId) ?? -Infinity) < CATCH_UP_MS) return;
    this.caughtUp.set(storeId, now);
    for (const orderId of await kdsRepository.laggingOrders(this.db, storeId, new Date(this.clock().getTime() - RECENT_MS))) {
      await this.schedule(storeId, orderId);
    }
  }

  /** The station's last bumped tickets (what recall may bring back), newest first. */
  async recent(query: KdsTicketsQuery): Promise<KdsTicket[]> {
    await this.knownStation(this.db, query.storeId, query.stationId);
    const rows = await kdsRepository.recentTickets(this.db, query.storeId, query.stationId, KDS_RECALL_LIMIT);
    return rows.map((row) => presentTicket(row));
  }

  /** The ticket (locked) and its order (locked: bumps of one order's stations run one at a time). */
  private async lockTicket(tx: Executor, storeId: number, ticketId: number): Promise<TicketJson> {
    const orderId = await kdsRepository.orderOfTicket(tx, storeId, ticketId);
    if (orderId === null) throw notFound(KDS_MSG.TICKET_NOT_FOUND);
    const order = await kdsRepository.lockOrder(tx, storeId, orderId);
    if (!order) throw notFound(KDS_MSG.ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') throw conflict(KDS_MSG.ORDER_CANCELLED);
    return (await kdsRepository.ticket(tx, storeId, ticketId, true))!;
  }

  /** The ticket's new state, announced to the screens with it (they apply it without a read). */
  private announce(outbox: RealtimeOutbox, storeId: number, ticket: KdsTicket): KdsTicket {
    outbox.add({ destination: 'store', storeId }, 'KDS_TICKET_UPDATED', {
      storeId,
      ticketId: ticket.ticketId,
      orderId: ticket.orderId,
      stationId: ticket.station,
      status: ticket.status,
      edited: false,
      ticket,
    });
    return ticket;
  }

  /**
   * Bumps lines of a ticket, or the whole ticket: when no line is left open the ticket is done; when every ticket
   * of the order is done and the store has no expo step, the order becomes READY on the board.
   */
  async bump(request: KdsBumpRequest): Promise<KdsTicket> {
    const { storeId, ticketId } = request;
    const now = this.clock();
    const { ready, orderId, answer } = await publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const ticket = await this.lockTicket(tx, storeId, ticketId);
        if (ticket.status === 'CANCELLED') throw conflict(KDS_MSG.TICKET_CANCELLED);
        if (ticket.status === 'DONE') throw conflict(KDS_MSG.TICKET_DONE);
        const lineIds = request.lineIds ? new Set(request.lineIds) : null;
        if (lineIds && [...lineIds].some((id) => !ticket.lines.some((line) => Number(line.id) === id))) throw badRequest(KDS_MSG.LINE_NOT_FOUND);
        const open = ticket.lines.filter((line) => line.status === 'OPEN');
        const bumped = open.filter((line) => !lineIds || lineIds.has(Number(line.id)));
        await kdsRepository.setLineStatus(tx, bumped.map((line) => Number(line.id)), 'DONE', now);
        const done = bumped.length === open.length;
        // Touched even when only some lines are done: its updatedAt orders the screens' copies.
        await kdsRepository.updateTicket(tx, ticketId, done ? { status: 'DONE', bumpedAt: now } : {}, now);
        // The locked row with what was just written (the rows a read would answer, without the read).
        const doneIds = new Set(bumped.map((line) => line.id));
        const after: TicketJson = {
          ...ticket,
          ...(done ? { status: 'DONE', bumped_at: now.toISOString() } : {}),
          updated_at: now.toISOString(),
          lines: ticket.lines.map((line) => (doneIds.has(line.id) ? { ...line, status: 'DONE' } : line)),
        };
        const answer = this.announce(outbox, storeId, presentTicket(after));
        const orderId = Number(ticket.order_id);
        return { orderId, answer, ready: done && (await this.readyByStations(tx, storeId, orderId, now)) };
      }),
    );
    if (ready) await this.readiness.markReady(storeId, orderId);
    return answer;
  }

  /** True (and recorded) when every ticket of the order is done and the store has no expo step. */
  private async readyByStations(tx: Executor, storeId: number, orderId: number, now: Date): Promise<boolean> {
    const settings = await kdsRepository.settings(tx, storeId);
    if (settings.expo) return false;
    const { tickets, open } = await kdsRepository.ticketCounts(tx, orderId);
    if (tickets === 0 || open > 0) return false;
    await kdsRepository.markReady(tx, orderId, now);
    return true;
  }

  /** Brings one of the station's last KDS_RECALL_LIMIT bumped tickets back on its screen. */
  async recall(request: KdsRecallRequest): Promise<KdsTicket> {
    const { storeId, ticketId } = request;
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const ticket = await this.lockTicket(tx, storeId, ticketId);
        if (ticket.status === 'CANCELLED') throw conflict(KDS_MSG.TICKET_CANCELLED);
        if (ticket.status !== 'DONE') throw conflict(KDS_MSG.TICKET_NOT_DONE);
        const recent = await kdsRepository.recentTicketIds(tx, storeId, ticket.station_id, KDS_RECALL_LIMIT);
        if (!recent.includes(ticketId)) throw conflict(KDS_MSG.RECALL_LIMIT);
        await kdsRepository.reopenLines(tx, ticketId);
        await kdsRepository.updateTicket(tx, ticketId, { status: 'OPEN', bumpedAt: null, recalledAt: now }, now);
        // Bumped again later, the order is checked for READY again (the board keeps whatever status it has now).
        await kdsRepository.clearReady(tx, Number(ticket.order_id), now);
        const after = await kdsRepository.ticket(tx, storeId, ticketId);
        return this.announce(outbox, storeId, presentTicket(after!));
      }),
    );
  }

  // ---- expo ------------------------------------------------------------------------------------

  expo(storeId: number): Promise<KdsExpoOrder[]> {
    return this.expoIn(this.db, storeId);
  }

  private async expoIn(db: Executor, storeId: number): Promise<KdsExpoOrder[]> {
    const names = await this.stationNames(db, storeId);
    const rows = await kdsRepository.expoOrders(db, storeId);
    return rows.map((row) => {
      const stations = (row.stations ?? []).map((station) => ({
        stationId: station.station_id,
        name: names.get(station.station_id) ?? KDS_UNASSIGNED_STATION_NAME,
        state: Number(station.open_tickets) > 0 ? ('OPEN' as const) : ('DONE' as const),
        openLines: Number(station.open_lines),
      }));
      return {
        orderId: Number(row.order_id),
        orderNo: formatOrderNo(row.order_number),
        orderType: row.type,
        tableNumber: row.table_number,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        allDone: stations.length > 0 && stations.every((station) => station.state === 'DONE'),
        stations,
      };
    });
  }

  /** The expo bumps an order whose stations are all done: READY on the board (the store's expo step, or by hand). */
  async expoBump(storeId: number, orderId: number): Promise<KdsExpoOrder> {
    const now = this.clock();
    const view = await this.db.transaction(async (tx) => {
      const order = await kdsRepository.lockOrder(tx, storeId, orderId);
      const known = order ? await kdsRepository.kdsOrder(tx, orderId) : undefined;
      if (!order || !known) throw notFound(KDS_MSG.ORDER_NOT_FOUND);
      if (order.status === 'CANCELLED') throw conflict(KDS_MSG.ORDER_CANCELLED);
      if (known.readyAt !== null || !OPEN_ORDER.has(order.status)) throw conflict(KDS_MSG.ALREADY_READY);
      const entry = (await this.expoIn(tx, storeId)).find((candidate) => candidate.orderId === orderId);
      if (!entry) throw notFound(KDS_MSG.ORDER_NOT_FOUND);
      if (!entry.allDone) throw conflict(KDS_MSG.STATIONS_NOT_DONE);
      await kdsRepository.markReady(tx, orderId, now);
      return entry;
    });
    await this.readiness.markReady(storeId, orderId);
    return { ...view, status: 'READY' };
  }

  // ---- settings --------------------------------------------------------------------------------

  async settings(storeId: number): Promise<KdsSettings> {
    const settings = await kdsRepository.settings(this.db, storeId);
    const categories = await kdsRepository.categories(this.db, storeId);
    return {
      expo: settings.expo,
      newestAt: settings.newestAt,
      stations: await this.stations(storeId),
      categories: categories.map((category) => ({
        categoryId: category.id,
        name: category.name,
        targetMinutes: settings.categoryMinutes[String(category.id)] ?? KDS_DEFAULT_TARGET_MINUTES,
      })),
    };
  }

  async updateSettings(request: KdsSettingsRequest): Promise<KdsSettings> {
    const { storeId } = request;
    await publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const current = await kdsRepository.settings(tx, storeId);
        const stationModes = { ...current.stationModes };
        if (request.stationModes) {
          const names = await this.stationNames(tx, storeId);
          for (const { stationId, mode } of request.stationModes) {
            if (!names.has(stationId)) throw badRequest(KDS_MSG.STATION_NOT_FOUND);
            stationModes[String(stationId)] = mode;
          }
        }
        const categoryMinutes = { ...current.categoryMinutes };
        if (request.categoryMinutes) {
          const known = new Set((await kdsRepository.categories(tx, storeId)).map((category) => category.id));
          for (const { categoryId, minutes } of request.categoryMinutes) {
            if (!known.has(categoryId)) throw badRequest(KDS_MSG.CATEGORY_NOT_FOUND);
            categoryMinutes[String(categoryId)] = minutes;
          }
        }
        await kdsRepository.saveSettings(
          tx,
          storeId,
          { expo: request.expo ?? current.expo, newestAt: request.newestAt ?? current.newestAt, stationModes, categoryMinutes },
          this.clock(),
        );
        // The screens and the printing read the settings again.
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting: 'KDS' });
      }),
    );
    return this.settings(storeId);
  }

  // ---- ready board -----------------------------------------------------------------------------

  /** The ready board's link, made the first time it is asked for. */
  async readyBoardLink(storeId: number): Promise<ReadyBoardLink> {
    const settings = await kdsRepository.settings(this.db, storeId);
    if (settings.readyToken) return linkOf(settings.readyToken);
    return this.rotateReadyBoard(storeId);
  }

  /** A new token: the old link stops answering. */
  async rotateReadyBoard(storeId: number): Promise<ReadyBoardLink> {
    const token = randomBytes(24).toString('base64url');
    await kdsRepository.saveReadyToken(this.db, storeId, token, this.clock());
    return linkOf(token);
  }

  // ---- 報表 --------------------------------------------------------------------------------------

  async stationTimes(query: KdsStationTimesQuery): Promise<KdsStationTime[]> {
    const timeZone = (await kdsRepository.timeZone(this.db, query.storeId)) ?? 'Asia/Taipei';
    const names = await this.stationNames(this.db, query.storeId);
    const rows = await kdsRepository.stationTimes(this.db, query.storeId, query.date, timeZone);
    return rows.map((row) => ({
      stationId: row.station_id,
      name: names.get(row.station_id) ?? KDS_UNASSIGNED_STATION_NAME,
      hour: row.hour,
      tickets: Number(row.tickets),
      averageSeconds: Number(row.average_seconds),
    }));
  }
}

function linkOf(token: string): ReadyBoardLink {
  return { token, url: `${READY_BOARD_PAGE}/${token}` };
}
