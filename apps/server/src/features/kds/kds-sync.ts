import {
  KDS_DEFAULT_TARGET_MINUTES,
  type KitchenLine,
  kitchenChanges,
  kitchenSignature,
  orderLineChoices,
  type OrderDetail,
  type RealtimeEventData,
  type SentKitchenLine,
} from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import { readOrderDetail } from '../orders/index.js';
import { presentTicket } from './kds.presenter.js';
import { type KdsSettingsRow, kdsRepository, type NewTicketLine, type TicketJson } from './kds.repository.js';

export type TicketCreated = RealtimeEventData<'KDS_TICKET_CREATED'>;
export type TicketUpdated = RealtimeEventData<'KDS_TICKET_UPDATED'>;

export interface SyncOutcome {
  created: TicketCreated[];
  updated: TicketUpdated[];
}

const NOTHING: SyncOutcome = { created: [], updated: [] };
/** Counts are numeric(12, 2): a difference below this is none. */
const EPSILON = 0.001;

export function stationModeOf(settings: KdsSettingsRow, stationId: number) {
  return settings.stationModes[String(stationId)] ?? 'BOTH';
}

function targetOf(settings: KdsSettingsRow, categoryId: number | null): number {
  return (categoryId === null ? undefined : settings.categoryMinutes[String(categoryId)]) ?? KDS_DEFAULT_TARGET_MINUTES;
}

/** What the screens were told of each order line so far, per station (the lines not cancelled, summed). */
function sentPerStation(tickets: TicketJson[]): Map<number, SentKitchenLine[]> {
  const perStation = new Map<number, Map<number, SentKitchenLine>>();
  for (const ticket of tickets) {
    const lines = perStation.get(ticket.station_id) ?? new Map<number, SentKitchenLine>();
    perStation.set(ticket.station_id, lines);
    for (const line of ticket.lines) {
      if (line.status === 'CANCELLED') continue;
      const lineId = Number(line.order_line_id);
      const before = lines.get(lineId);
      const count = (before?.count ?? 0) + Number(line.count);
      const kitchenLine: KitchenLine = { lineId, name: line.name, count, options: [], combos: [], remark: line.remark, kitchenAreaId: ticket.station_id };
      lines.set(lineId, { lineId, signature: line.signature, count, line: kitchenLine });
    }
  }
  return new Map([...perStation].map(([station, lines]) => [station, [...lines.values()]]));
}

/**
 * Turns an order's current lines into kitchen display tickets (docs/kds.md), in the caller's transaction: the first
 * time one ticket per station (the kitchen area of each line's category, 0 for none) with that station's lines; after
 * that, what core's kitchenChanges finds against what the screens were told: more of a line or a new line is a 加點
 * round (a new ticket per station, marked with its round), fewer or a removed line marks the ticket's line 取消 (a
 * reduced count splits into the count kept and a cancelled line), a cancelled order cancels every line. Stations the
 * store prints for only (PRINT) get no tickets. The order row is locked, so syncs of one order run one at a time, on
 * any instance; a version already synced is left alone.
 */
export async function syncOrderTickets(db: Executor, storeId: number, orderId: number, now: Date): Promise<SyncOutcome> {
  const locked = await kdsRepository.lockOrder(db, storeId, orderId);
  if (!locked) return NOTHING;
  const known = await kdsRepository.kdsOrder(db, orderId);
  if (known && known.syncedVersion >= locked.version) return NOTHING;
  const order: OrderDetail | null = await readOrderDetail(db, storeId, orderId);
  if (!order) return NOTHING;
  const settings = await kdsRepository.settings(db, storeId);
  const categoryIds = [...new Set(order.lines.flatMap((line) => (line.categoryId === null ? [] : [line.categoryId])))];
  const areas = await kdsRepository.categoryAreas(db, storeId, categoryIds);
  const stationOf = (categoryId: number | null) => (categoryId === null ? 0 : (areas.get(categoryId) ?? 0));

  const live = order.status === 'CANCELLED' ? [] : order.lines;
  const current = new Map<number, KitchenLine[]>();
  const detailOf = new Map(order.lines.map((line) => [line.id, line]));
  for (const line of live) {
    const station = stationOf(line.categoryId);
    if (stationModeOf(settings, station) === 'PRINT') continue;
    const kitchenLine: KitchenLine = {
      lineId: line.id,
      name: line.itemName,
      count: line.count,
      options: line.options,
      combos: line.combos,
      remark: line.remark,
      kitchenAreaId: station,
    };
    current.set(station, [...(current.get(station) ?? []), kitchenLine]);
  }
  const tickets = known ? await kdsRepository.ticketsOfOrder(db, storeId, orderId) : [];
  const previous = sentPerStation(tickets);
  const round = known ? known.rounds + 1 : 1;
  const created: Omit<TicketCreated, 'ticket'>[] = [];
  const touched = new Set<TicketJson>();

  for (const station of new Set([...current.keys(), ...previous.keys()])) {
    const changes = kitchenChanges(previous.get(station) ?? [], current.get(station) ?? []);
    if (changes.added.length > 0) {
      const lines: NewTicketLine[] = changes.added.map((line) => {
        const detail = detailOf.get(line.lineId)!;
        return {
          orderLineId: line.lineId,
          name: line.name,
          count: line.count,
          options: orderLineChoices(detail),
          remark: line.remark,
          signature: kitchenSignature(line),
        };
      });
      const targetMinutes = Math.max(...changes.added.map((line) => targetOf(settings, detailOf.get(line.lineId)?.categoryId ?? null)));
      const ticketId = await kdsRepository.insertTicket(db, { storeId, orderId, stationId: station, round, targetMinutes, now }, lines);
      created.push({ storeId, ticketId, orderId, stationId: station, round });
    }
    for (const cancelled of changes.cancelled) {
      await cancelOnTickets(db, tickets, station, cancelled, touched);
    }
  }

  const updated: Omit<TicketUpdated, 'ticket'>[] = [];
  for (const ticket of touched) {
    const lines = ticket.lines.filter((line) => line.status !== 'CANCELLED');
    let status = ticket.status;
    if (lines.length === 0) status = 'CANCELLED';
    else if (status === 'OPEN' && lines.every((line) => line.status === 'DONE')) status = 'DONE';
    await kdsRepository.updateTicket(db, ticket.id, { editedAt: now, status, ...(status === 'DONE' && ticket.status !== 'DONE' ? { bumpedAt: now } : {}) }, now);
    updated.push({ storeId, ticketId: ticket.id, orderId, stationId: ticket.station_id, status, edited: true });
  }
  const added = created.length > 0;
  await kdsRepository.saveKdsOrder(db, storeId, orderId, locked.version, known ? (added ? round : known.rounds) : 1, now);
  if (!added && updated.length === 0) return NOTHING;
  // The events carry the tickets as the screens read them, so no screen reads on an event (one read here, not one
  // per screen: 30 screens reading on every event kept the embedded database's one connection from the checkout).
  const after = new Map((await kdsRepository.ticketsOfOrder(db, storeId, orderId)).map((row) => [Number(row.id), presentTicket(row)]));
  const withTicket = <T extends { ticketId: number }>(event: T) => {
    const ticket = after.get(event.ticketId);
    return ticket ? [{ ...event, ticket }] : [];
  };
  return { created: created.flatMap(withTicket), updated: updated.flatMap(withTicket) };
}

/**
 * Marks `cancelled.count` of an order line 取消 on the station's tickets holding it, the newest first: a ticket line
 * within the count is cancelled whole; one larger keeps the rest and a cancelled line of the difference is added.
 */
async function cancelOnTickets(db: Executor, tickets: TicketJson[], station: number, cancelled: KitchenLine, touched: Set<TicketJson>) {
  let remaining = cancelled.count;
  const holding = tickets.filter((ticket) => ticket.station_id === station).sort((a, b) => b.id - a.id);
  for (const ticket of holding) {
    for (const line of [...ticket.lines].reverse()) {
      if (remaining <= EPSILON) return;
      if (Number(line.order_line_id) !== cancelled.lineId || line.status === 'CANCELLED') continue;
      const count = Number(line.count);
      touched.add(ticket);
      if (count <= remaining + EPSILON) {
        await kdsRepository.setLineStatus(db, [line.id], 'CANCELLED', new Date());
        line.status = 'CANCELLED';
        remaining -= count;
      } else {
        const kept = Math.round((count - remaining) * 100) / 100;
        await kdsRepository.setLineCount(db, line.id, kept);
        line.count = kept;
        const gone = Math.round(remaining * 100) / 100;
        await kdsRepository.insertLine(db, ticket.id, {
          orderLineId: line.order_line_id,
          name: line.name,
          count: gone,
          options: line.options,
          remark: line.remark,
          signature: line.signature,
          status: 'CANCELLED',
        });
        ticket.lines.push({ ...line, id: 0, count: gone, status: 'CANCELLED' });
        remaining = 0;
      }
    }
  }
}
