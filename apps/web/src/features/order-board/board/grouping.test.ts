import { describe, expect, it } from 'vitest';
import { canCancel, canFinish, groupByStatus, nextStatusOf, type GroupableCard } from './grouping';

function card(id: number, status: GroupableCard['status'], createdAt: string): GroupableCard {
  return { id, status, createdAt, reservation: null };
}

describe('board grouping', () => {
  it('puts each open order in its status column, oldest first', () => {
    const groups = groupByStatus([
      card(3, 'NEW', '2026-11-21T12:05:00+08:00'),
      card(1, 'NEW', '2026-11-21T12:01:00+08:00'),
      card(2, 'PREPARING', '2026-11-21T12:00:00+08:00'),
      card(4, 'READY', '2026-11-21T11:00:00+08:00'),
    ]);
    expect(groups.NEW.map((c) => c.id)).toEqual([1, 3]);
    expect(groups.ACCEPTED).toEqual([]);
    expect(groups.PREPARING.map((c) => c.id)).toEqual([2]);
    expect(groups.READY.map((c) => c.id)).toEqual([4]);
  });

  it('leaves finished and cancelled orders off the board', () => {
    const groups = groupByStatus([card(1, 'COMPLETED', '2026-11-21T12:00:00+08:00'), card(2, 'CANCELLED', '2026-11-21T12:00:00+08:00')]);
    expect(Object.values(groups).flat()).toEqual([]);
  });

  it('orders reservations by their pickup time', () => {
    const walkIn = card(1, 'NEW', '2026-11-21T12:00:00+08:00');
    const early = { ...card(2, 'NEW', '2026-11-21T12:10:00+08:00'), reservation: { reservedFor: '2026-11-21T11:50:00+08:00' } };
    const late = { ...card(3, 'NEW', '2026-11-21T11:00:00+08:00'), reservation: { reservedFor: '2026-11-21T13:00:00+08:00' } };
    expect(groupByStatus([walkIn, late, early]).NEW.map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('breaks ties by order id so the columns never jump', () => {
    const at = '2026-11-21T12:00:00+08:00';
    expect(groupByStatus([card(9, 'NEW', at), card(5, 'NEW', at)]).NEW.map((c) => c.id)).toEqual([5, 9]);
  });

  it('offers the next step in kitchen order and the final actions', () => {
    expect(nextStatusOf('NEW')).toBe('ACCEPTED');
    expect(nextStatusOf('ACCEPTED')).toBe('PREPARING');
    expect(nextStatusOf('PREPARING')).toBe('READY');
    expect(nextStatusOf('READY')).toBe('COMPLETED');
    expect(nextStatusOf('COMPLETED')).toBeNull();
    expect(canCancel('READY')).toBe(true);
    expect(canCancel('CANCELLED')).toBe(false);
    expect(canFinish('NEW')).toBe(true);
    expect(canFinish('COMPLETED')).toBe(false);
  });
});
