import { describe, expect, it } from 'vitest';
import { ageLabel, idleChimesDue, idleIntervals, isIdleOrder, reminderIntervalMs, type ChimeLedger, type IdleCandidate } from './idle';

const T0 = Date.parse('2026-11-21T12:00:00+08:00');
const MIN = 60_000;

function order(id: number, minutesAgo: number, status: IdleCandidate['status'] = 'NEW'): IdleCandidate {
  return { id, status, statusChangedAt: new Date(T0 - minutesAgo * MIN).toISOString() };
}

const ON = { enabled: true, minutes: 30 };

describe('idle orders', () => {
  it('counts whole intervals since the last status change', () => {
    expect(idleIntervals(order(1, 29), T0, 30)).toBe(0);
    expect(idleIntervals(order(1, 30), T0, 30)).toBe(1);
    expect(idleIntervals(order(1, 61), T0, 30)).toBe(2);
  });

  it('only open orders can be idle, and only with the switch on', () => {
    expect(isIdleOrder(order(1, 45), T0, ON)).toBe(true);
    expect(isIdleOrder(order(1, 45, 'COMPLETED'), T0, ON)).toBe(false);
    expect(isIdleOrder(order(1, 45, 'CANCELLED'), T0, ON)).toBe(false);
    expect(isIdleOrder(order(1, 45), T0, { enabled: false, minutes: 30 })).toBe(false);
  });

  it('falls back to 30 minutes when the configured value is unusable', () => {
    expect(reminderIntervalMs(0)).toBe(30 * MIN);
    expect(reminderIntervalMs(Number.NaN)).toBe(30 * MIN);
    expect(reminderIntervalMs(5)).toBe(5 * MIN);
  });

  it('chimes once per order per interval', () => {
    const board = [order(1, 31), order(2, 10)];
    const first = idleChimesDue(board, T0, ON, new Map());
    expect(first.due).toEqual([1]);
    // A minute later: order 1 already chimed for this interval.
    const second = idleChimesDue(board, T0 + MIN, ON, first.ledger);
    expect(second.due).toEqual([]);
    // Order 1 has sat another full interval: it chimes again (and order 2 reaches its first).
    const third = idleChimesDue(board, T0 + 30 * MIN, ON, second.ledger);
    expect(third.due).toEqual([1, 2]);
  });

  it('starts counting again when the order moves', () => {
    const ledger: ChimeLedger = idleChimesDue([order(1, 31)], T0, ON, new Map()).ledger;
    const moved = { ...order(1, 0), status: 'PREPARING' as const };
    expect(idleChimesDue([moved], T0, ON, ledger).due).toEqual([]);
    expect(idleChimesDue([moved], T0 + 30 * MIN, ON, ledger).due).toEqual([1]);
  });

  it('forgets orders that left the board and stays silent when switched off', () => {
    const { ledger } = idleChimesDue([order(1, 31)], T0, ON, new Map());
    expect(idleChimesDue([], T0, ON, ledger).ledger.size).toBe(0);
    expect(idleChimesDue([order(1, 90)], T0, { enabled: false, minutes: 30 }, new Map()).due).toEqual([]);
  });

  it('labels the age of an order', () => {
    expect(ageLabel(order(1, 0).statusChangedAt, T0)).toBe('剛剛');
    expect(ageLabel(order(1, 12).statusChangedAt, T0)).toBe('12分鐘');
    expect(ageLabel(order(1, 60).statusChangedAt, T0)).toBe('1小時');
    expect(ageLabel(order(1, 65).statusChangedAt, T0)).toBe('1小時5分');
  });
});
