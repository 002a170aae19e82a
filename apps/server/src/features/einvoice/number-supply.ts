import { isRunningOut, type NumberSupply, numberSupplyMessage } from '@diancan/core';
import type { Executor } from '../../platform/db/database.js';
import type { TrackRow } from './einvoice.repository.js';
import { turnkeyRepository } from './turnkey.repository.js';

const DAY_MS = 86_400_000;
/** The store's recent rate is its invoices of the last week, a day. */
const RATE_DAYS = 7;

/**
 * The current period's number supply (issue 21): what is left across its tracks (the checkout moves to the next book
 * by itself, so the books of a period count together), the recent daily rate, and the warning of `isRunningOut`.
 */
export async function numberSupply(db: Executor, storeId: number, tracks: readonly TrackRow[], currentKey: string, now: Date): Promise<NumberSupply> {
  const current = tracks.filter((track) => track.periodKey === currentKey);
  const size = current.reduce((sum, track) => sum + track.endNumber - track.startNumber + 1, 0);
  const remaining = current.reduce((sum, track) => sum + track.endNumber + 1 - track.nextNumber, 0);
  const dailyRate = (await turnkeyRepository.issuedSince(db, storeId, new Date(now.getTime() - RATE_DAYS * DAY_MS))) / RATE_DAYS;
  const supply = { remaining, size, dailyRate };
  return {
    currentRemaining: remaining,
    currentSize: size,
    dailyRate: Math.round(dailyRate * 10) / 10,
    runningOut: isRunningOut(supply),
    message: numberSupplyMessage(supply),
  };
}
