import { describe, expect, it } from 'vitest';
import type { KdsTicket } from '@diancan/core';
import { applyToOpen, applyToRecent, TicketJournal } from './ticket-list';

const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 12, 0, second)).toISOString();

function ticket(ticketId: number, change: Partial<KdsTicket> = {}): KdsTicket {
  return {
    ticketId,
    orderId: 100 + ticketId,
    orderNo: String(ticketId).padStart(3, '0'),
    station: 7,
    stationName: '熱食',
    status: 'OPEN',
    round: 1,
    orderType: 'INSIDE',
    tableNumber: '3',
    orderRemark: '',
    targetMinutes: 10,
    orderCreatedAt: at(0),
    createdAt: at(0),
    editedAt: null,
    bumpedAt: null,
    updatedAt: at(0),
    lines: [{ lineId: ticketId * 10, name: '滷肉飯', count: 1, options: [], remark: '', status: 'OPEN' }],
    ...change,
  };
}

describe('a station applying the tickets its events carry', () => {
  it('adds a new ticket in ticket order, replaces an edited one and drops a bumped or cancelled one', () => {
    let list = applyToOpen([ticket(3)], ticket(1), 7);
    expect(list.map((entry) => entry.ticketId)).toEqual([1, 3]);
    const edited = ticket(3, { updatedAt: at(5), editedAt: at(5), lines: [{ lineId: 30, name: '滷肉飯', count: 1, options: [], remark: '', status: 'CANCELLED' }] });
    list = applyToOpen(list, edited, 7);
    expect(list[1]).toBe(edited);
    list = applyToOpen(list, ticket(1, { status: 'DONE', bumpedAt: at(6), updatedAt: at(6) }), 7);
    expect(list.map((entry) => entry.ticketId)).toEqual([3]);
    list = applyToOpen(list, ticket(3, { status: 'CANCELLED', updatedAt: at(7) }), 7);
    expect(list).toEqual([]);
  });

  it("ignores another station's ticket and an older copy than the one it holds", () => {
    expect(applyToOpen([], ticket(1, { station: 8 }), 7)).toEqual([]);
    const newer = ticket(1, { updatedAt: at(9) });
    expect(applyToOpen([newer], ticket(1, { updatedAt: at(2), status: 'DONE' }), 7)).toEqual([newer]);
  });

  it('keeps the recall list: a bumped ticket first, a recalled one out, at most 20', () => {
    let recent: KdsTicket[] = [];
    for (let id = 1; id <= 22; id++) recent = applyToRecent(recent, ticket(id, { status: 'DONE', bumpedAt: at(id), updatedAt: at(id) }), 7);
    expect(recent).toHaveLength(20);
    expect(recent[0]!.ticketId).toBe(22);
    recent = applyToRecent(recent, ticket(22, { status: 'OPEN', bumpedAt: null, updatedAt: at(30) }), 7);
    expect(recent[0]!.ticketId).toBe(21);
  });
});

describe('a read crossing the events', () => {
  it('is followed by the events heard while it was under way', () => {
    const journal = new TicketJournal();
    journal.record(ticket(1));
    const mark = journal.mark();
    // Heard while the read was under way: ticket 2 made, ticket 1 bumped. The read answered before both.
    journal.record(ticket(2, { updatedAt: at(3) }));
    journal.record(ticket(1, { status: 'DONE', bumpedAt: at(4), updatedAt: at(4) }));
    const shown = journal.replay(mark, [ticket(1)], (list, heard) => applyToOpen(list, heard, 7));
    expect(shown.map((entry) => entry.ticketId)).toEqual([2]);
  });

  it('keeps a read newer than an event it crossed', () => {
    const journal = new TicketJournal();
    const mark = journal.mark();
    journal.record(ticket(1, { updatedAt: at(1) }));
    const read = [ticket(1, { updatedAt: at(2), editedAt: at(2) })];
    expect(journal.replay(mark, read, (list, heard) => applyToOpen(list, heard, 7))).toEqual(read);
  });

  it('drops an event delivered after a later state of its ticket', () => {
    const journal = new TicketJournal();
    expect(journal.record(ticket(1, { status: 'DONE', updatedAt: at(5) }))).toBe(true);
    expect(journal.record(ticket(1, { updatedAt: at(1) }))).toBe(false);
    expect(journal.record(ticket(1, { status: 'OPEN', updatedAt: at(6) }))).toBe(true);
  });

  it('forgets what it heard long ago', () => {
    let now = 0;
    const journal = new TicketJournal(() => now);
    const mark = journal.mark();
    journal.record(ticket(1));
    now = 6 * 60_000;
    journal.record(ticket(2));
    expect(journal.replay(mark, [] as KdsTicket[], (list, heard) => applyToOpen(list, heard, 7)).map((entry) => entry.ticketId)).toEqual([2]);
  });
});
