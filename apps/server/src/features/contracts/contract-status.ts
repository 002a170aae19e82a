import {
  CONTRACT_MSG,
  contractPeriodState,
  type ContractState,
  type ContractStatus,
  NEARLY_EXPIRED_DAYS,
} from '@diancan/core';
import type { StoreContractDays } from './contract.repository.js';

/** The calendar day ('yyyy-MM-dd') of `now` in a time zone. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from `from` to `to` (both 'yyyy-MM-dd'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A store's contract status on `today` (docs/decisions/0002-expired-contracts.md):
 * - NONE: no contract on record (a store being set up): orders allowed;
 * - ACTIVE: a contract covers today;
 * - NOT_STARTED: contracts exist, none covers today, and one is still to come: orders allowed;
 * - EXPIRED: every contract has ended: sign-in still works, the POS and new orders are refused.
 */
export function contractStatusOf(storeId: number, contracts: readonly StoreContractDays[], today: string): ContractStatus {
  const lastEnd = contracts.reduce<string | null>((last, c) => (last === null || c.endDate > last ? c.endDate : last), null);
  const current = contracts
    .filter((c) => contractPeriodState(c.startDate, c.endDate, today) === 'ACTIVE')
    .sort((a, b) => (a.endDate < b.endDate ? 1 : -1))[0];
  const upcoming = contracts.find((c) => c.startDate > today);
  let state: ContractState;
  if (lastEnd === null) state = 'NONE';
  else if (current) state = 'ACTIVE';
  else if (lastEnd < today) state = 'EXPIRED';
  else state = 'NOT_STARTED';

  const daysLeft = state === 'ACTIVE' && lastEnd !== null ? daysBetween(today, lastEnd) : null;
  const shown = current ?? upcoming ?? null;
  return {
    storeId,
    state,
    active: state === 'ACTIVE',
    ordersAllowed: state !== 'EXPIRED',
    startDate: state === 'EXPIRED' ? (contracts.find((c) => c.endDate === lastEnd)?.startDate ?? null) : (shown?.startDate ?? null),
    endDate: lastEnd,
    daysLeft,
    nearlyExpired: daysLeft !== null && daysLeft <= NEARLY_EXPIRED_DAYS,
    message: state === 'EXPIRED' ? CONTRACT_MSG.EXPIRED_BLOCKED : null,
  };
}
