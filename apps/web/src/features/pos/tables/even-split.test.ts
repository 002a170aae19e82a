import type { PayMethod } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { cashDueOf, evenShares, evenSplitParts } from './even-split';

const CASH: PayMethod = { id: 7, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 };
const CARD: PayMethod = { id: 8, name: '信用卡', statisticKey: 'CREDIT_CARD', enabled: true, sort: 2 };
const LINE_PAY: PayMethod = { id: 9, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: true, sort: 3 };
const METHODS = [CASH, CARD, LINE_PAY];

describe('均分 as payment parts', () => {
  it('shares are whole dollars adding up to the payable', () => {
    expect(evenShares(100_000, 3)).toEqual([33_400, 33_300, 33_300]);
    expect(evenShares(100_000, 3).reduce((a, b) => a + b, 0)).toBe(100_000);
  });

  it('cash shares become one cash part of what was handed over; each other share its own part', () => {
    const shares = evenShares(100_000, 4);
    const picks = [
      { methodId: CARD.id, oneTimeKey: '' },
      { methodId: CASH.id, oneTimeKey: '' },
      { methodId: LINE_PAY.id, oneTimeKey: '123456789012345678' },
      { methodId: CASH.id, oneTimeKey: '' },
    ];
    expect(cashDueOf(shares, picks, METHODS)).toBe(50_000);
    expect(evenSplitParts(shares, picks, METHODS, 60_000)).toEqual([
      { payMethodId: CARD.id, amount: 25_000, oneTimeKey: null },
      { payMethodId: CASH.id, amount: 60_000, oneTimeKey: null },
      { payMethodId: LINE_PAY.id, amount: 25_000, oneTimeKey: '123456789012345678' },
    ]);
  });

  it('all cash is a single part', () => {
    const shares = evenShares(90_000, 3);
    const picks = shares.map(() => ({ methodId: CASH.id, oneTimeKey: '' }));
    expect(evenSplitParts(shares, picks, METHODS, 90_000)).toEqual([{ payMethodId: CASH.id, amount: 90_000, oneTimeKey: null }]);
  });
});
