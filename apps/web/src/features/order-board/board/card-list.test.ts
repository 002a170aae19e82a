import { describe, expect, it } from 'vitest';
import { updateNeedsCard, withCard, withoutCard, type VersionedCard } from './card-list';

const card = (id: number, version: number, status: VersionedCard['status'] = 'NEW'): VersionedCard => ({ id, version, status });

describe('card list updates', () => {
  it('adds a new order to the list', () => {
    expect(withCard([card(1, 1)], card(2, 1))).toEqual([card(1, 1), card(2, 1)]);
  });

  it('replaces an older copy in place', () => {
    expect(withCard([card(1, 1), card(2, 1)], card(1, 2, 'PREPARING'))).toEqual([card(1, 2, 'PREPARING'), card(2, 1)]);
  });

  it('ignores news older than what the board shows', () => {
    const list = [card(1, 3, 'READY')];
    expect(withCard(list, card(1, 2, 'PREPARING'))).toBe(list);
  });

  it('takes finished and cancelled orders off', () => {
    expect(withCard([card(1, 1), card(2, 1)], card(1, 2, 'COMPLETED'))).toEqual([card(2, 1)]);
    expect(withCard([card(2, 1)], card(3, 2, 'CANCELLED'))).toEqual([card(2, 1)]);
    expect(withoutCard([card(1, 1), card(2, 1)], 2)).toEqual([card(1, 1)]);
  });

  it('knows when an event needs the card fetched again', () => {
    expect(updateNeedsCard('PREPARING')).toBe(true);
    expect(updateNeedsCard('COMPLETED')).toBe(false);
    expect(updateNeedsCard('CANCELLED')).toBe(false);
  });
});
