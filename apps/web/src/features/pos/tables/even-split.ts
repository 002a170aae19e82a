import { allocate, isCashPayMethod, type PayMethod, type TenderPart } from '@diancan/core';

const CENTS_PER_DOLLAR = 100;
/** updateOrderPaid takes at most 20 parts (core's tenderPartsField). */
export const MAX_EVEN_SHARES = 20;

/** 均分: what each of N guests hands over, whole NT$ adding up to the payable exactly (core's allocate). */
export function evenShares(payable: number, people: number): number[] {
  return allocate(payable, Array.from({ length: people }, () => 1), CENTS_PER_DOLLAR);
}

/** How one guest pays their share: the method and, for a wallet the store charges through, their scanned code. */
export interface SharePick {
  methodId: number;
  oneTimeKey: string;
}

/** The guests' shares paying by cash, together: the counter takes one cash part (the server allows one, 現金最多一筆). */
export function cashDueOf(shares: readonly number[], picks: readonly SharePick[], methods: readonly PayMethod[]): number {
  return shares.reduce((sum, share, index) => (isCash(picks[index], methods) ? sum + share : sum), 0);
}

/**
 * The parts of a check paid 均分 (docs/tables.md): each non-cash share its own part (with its code when charged), the
 * cash shares one cash part of what was handed over for them all, where the first cash share stands.
 */
export function evenSplitParts(shares: readonly number[], picks: readonly SharePick[], methods: readonly PayMethod[], cashTendered: number): TenderPart[] {
  const parts: TenderPart[] = [];
  let cashPlaced = false;
  shares.forEach((share, index) => {
    const pick = picks[index];
    if (!pick) return;
    if (isCash(pick, methods)) {
      if (!cashPlaced) parts.push({ payMethodId: pick.methodId, amount: cashTendered, oneTimeKey: null });
      cashPlaced = true;
      return;
    }
    parts.push({ payMethodId: pick.methodId, amount: share, oneTimeKey: pick.oneTimeKey === '' ? null : pick.oneTimeKey });
  });
  return parts;
}

function isCash(pick: SharePick | undefined, methods: readonly PayMethod[]): boolean {
  const method = pick ? methods.find((row) => row.id === pick.methodId) : undefined;
  return method !== undefined && isCashPayMethod(method);
}
