import { describe, expect, it } from 'vitest';
import { heldAfterReservation, offlineNumbersLeft, takeOfflineNumber, type OfflineBlockNumbers } from './offline-block.js';

const block: OfflineBlockNumbers = { id: 7, letters: 'AB', periodKey: '11511', startNumber: 100, endNumber: 149, usedNumbers: [], revokedAt: null };

describe('offline invoice block rules', () => {
  it('gives the numbers of the block in order, each once, and none past its end', () => {
    let held = heldAfterReservation(null, block);
    const given: number[] = [];
    for (;;) {
      const take = takeOfflineNumber(held, '11511');
      if (!('number' in take)) {
        expect(take.refusal).toBe('USED_UP');
        break;
      }
      given.push(take.number);
      held = take.held;
    }
    expect(given).toEqual(Array.from({ length: 50 }, (_, index) => 100 + index));
    expect(offlineNumbersLeft(held)).toBe(0);
  });

  it('gives nothing without a block, from a revoked block, or in another period', () => {
    expect(takeOfflineNumber(null, '11511')).toEqual({ refusal: 'NONE' });
    expect(takeOfflineNumber({ block: { ...block, revokedAt: '2026-11-26T00:00:00Z' }, next: 100 }, '11511')).toEqual({ refusal: 'REVOKED' });
    expect(takeOfflineNumber({ block, next: 100 }, '11601')).toEqual({ refusal: 'OTHER_PERIOD' });
    expect(offlineNumbersLeft({ block: { ...block, revokedAt: '2026-11-26T00:00:00Z' }, next: 100 })).toBe(0);
  });

  it('keeps the terminal pointer when the server answers the same block, never going back to a number given', () => {
    // Ten numbers given offline, three of them uploaded: the next is still 110, not 103.
    expect(heldAfterReservation({ block, next: 110 }, { ...block, usedNumbers: [100, 101, 102] }).next).toBe(110);
    // The server recorded past the pointer (numbers given before the browser's copy was lost): after them.
    expect(heldAfterReservation({ block, next: 100 }, { ...block, usedNumbers: [100, 120] }).next).toBe(121);
  });

  it('starts a new block after the numbers the server recorded in it', () => {
    const fresh = { ...block, id: 8, startNumber: 150, endNumber: 199 };
    expect(heldAfterReservation({ block, next: 150 }, fresh)).toEqual({ block: fresh, next: 150 });
    expect(heldAfterReservation(null, { ...fresh, usedNumbers: [150, 151] }).next).toBe(152);
  });
});
