import { KDS_RECALL_LIMIT, type KdsTicket } from '@diancan/core';

/**
 * How a KDS screen keeps its tickets without reading on every event (docs/kds.md): each KDS_TICKET_CREATED /
 * KDS_TICKET_UPDATED carries the ticket, and the screen applies it to the lists it holds; it reads only when it
 * (re)connects (and once a minute as a safety net). A read and the events that arrive while it is under way can
 * cross: the read is then followed by those events again (the journal), and of two copies of a ticket the one with
 * the later `updatedAt` wins, so neither a slow read nor an event delivered late brings an old state back.
 */

const time = (ticket: KdsTicket) => Date.parse(ticket.updatedAt);

/** The station's open tickets with `ticket` applied: added or replaced while OPEN, dropped otherwise; oldest first. */
export function applyToOpen(list: readonly KdsTicket[], ticket: KdsTicket, stationId: number): KdsTicket[] {
  const held = list.find((entry) => entry.ticketId === ticket.ticketId);
  if (held && time(held) > time(ticket)) return [...list];
  const others = list.filter((entry) => entry.ticketId !== ticket.ticketId);
  if (ticket.status !== 'OPEN' || ticket.station !== stationId) return others;
  return [...others, ticket].sort((a, b) => a.ticketId - b.ticketId);
}

/** The station's last bumped tickets (the recall list, newest first) with `ticket` applied. */
export function applyToRecent(list: readonly KdsTicket[], ticket: KdsTicket, stationId: number): KdsTicket[] {
  const held = list.find((entry) => entry.ticketId === ticket.ticketId);
  if (held && time(held) > time(ticket)) return [...list];
  const others = list.filter((entry) => entry.ticketId !== ticket.ticketId);
  if (ticket.status !== 'DONE' || ticket.bumpedAt === null || ticket.station !== stationId) return others;
  const bumped = (entry: KdsTicket) => Date.parse(entry.bumpedAt ?? '') || 0;
  return [...others, ticket].sort((a, b) => bumped(b) - bumped(a) || b.ticketId - a.ticketId).slice(0, KDS_RECALL_LIMIT);
}

/** How long (and how many) tickets heard are kept for the reads under way. */
const KEEP_MS = 5 * 60_000;
const KEEP_COUNT = 2_000;

/** The tickets a screen heard, in order, to follow a read that crossed them; it also drops a copy older than one heard. */
export class TicketJournal {
  private entries: { seq: number; at: number; ticket: KdsTicket }[] = [];
  private seq = 0;
  /** The latest updatedAt heard of each ticket. */
  private readonly latest = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a ticket heard; false when a later state of it was already heard (an event delivered late: ignore it). */
  record(ticket: KdsTicket): boolean {
    const at = time(ticket);
    if ((this.latest.get(ticket.ticketId) ?? -Infinity) > at) return false;
    this.latest.set(ticket.ticketId, at);
    const now = this.now();
    this.entries.push({ seq: ++this.seq, at: now, ticket });
    const from = this.entries.findIndex((entry) => now - entry.at <= KEEP_MS);
    this.entries = this.entries.slice(from === -1 ? this.entries.length : Math.max(from, this.entries.length - KEEP_COUNT));
    if (this.latest.size > KEEP_COUNT * 2) for (const id of [...this.latest.keys()].slice(0, KEEP_COUNT)) this.latest.delete(id);
    return true;
  }

  /** Where a read starts: what is heard after this mark is applied again to its answer. */
  mark(): number {
    return this.seq;
  }

  /** `list` (a read's answer) followed by the tickets heard since `mark`. */
  replay<T>(mark: number, list: T, apply: (list: T, ticket: KdsTicket) => T): T {
    return this.entries.filter((entry) => entry.seq > mark).reduce((acc, entry) => apply(acc, entry.ticket), list);
  }
}
