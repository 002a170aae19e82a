import type { OfflineBlockProof } from '../contracts/einvoice-offline.js';
import { formatInvoiceNumber } from './track.js';

/**
 * The rules of a terminal's offline invoice block (issue 22, docs/offline.md), pure so the POS, the server and their
 * tests share them. A terminal holds one block (one book of 50 numbers of a period) reserved while online, and a
 * pointer to the next number it has not given out. Offline invoices take numbers from it in order; a number is given
 * once (the pointer moves in the same IndexedDB transaction that keeps the order); no number of another block, of
 * another period, or past the block's end is ever given.
 */

export interface OfflineBlockNumbers {
  readonly id: number;
  readonly letters: string;
  readonly periodKey: string;
  readonly startNumber: number;
  readonly endNumber: number;
  /** Numbers the server has recorded already (uploaded invoices of this block). */
  readonly usedNumbers: readonly number[];
  readonly revokedAt: string | null;
  /** The seller and each number's random code and check code, for the proof printed offline (absent: not given). */
  readonly proof?: OfflineBlockProof | null;
}

/** What a terminal keeps: its block and the next number it has not given out. */
export interface HeldOfflineBlock {
  readonly block: OfflineBlockNumbers;
  readonly next: number;
}

export type OfflineNumberRefusal = 'NONE' | 'USED_UP' | 'OTHER_PERIOD' | 'REVOKED';

export type OfflineNumberTake = { readonly number: number; readonly held: HeldOfflineBlock } | { readonly refusal: OfflineNumberRefusal };

/** Numbers the terminal can still give from its block. */
export function offlineNumbersLeft(held: HeldOfflineBlock | null): number {
  if (!held || held.block.revokedAt !== null) return 0;
  return Math.max(0, held.block.endNumber - held.next + 1);
}

/** The number an invoice issued offline now (in period `periodKey`) takes, and the block after it; or why none. */
export function takeOfflineNumber(held: HeldOfflineBlock | null, periodKey: string): OfflineNumberTake {
  if (!held) return { refusal: 'NONE' };
  if (held.block.revokedAt !== null) return { refusal: 'REVOKED' };
  if (held.block.periodKey !== periodKey) return { refusal: 'OTHER_PERIOD' };
  if (offlineNumbersLeft(held) === 0) return { refusal: 'USED_UP' };
  return { number: held.next, held: { block: held.block, next: held.next + 1 } };
}

/**
 * What the terminal holds after the server answered its reservation: the same block keeps the terminal's pointer (it
 * may have given numbers not uploaded yet) unless the server recorded numbers past it; another block (the old one was
 * used up, revoked, or of a past period) starts after the numbers the server recorded in it.
 */
export function heldAfterReservation(held: HeldOfflineBlock | null, reserved: OfflineBlockNumbers): HeldOfflineBlock {
  const afterRecorded = Math.max(reserved.startNumber, ...reserved.usedNumbers.map((used) => used + 1));
  if (held && held.block.id === reserved.id) return { block: reserved, next: Math.max(held.next, afterRecorded) };
  return { block: reserved, next: afterRecorded };
}

/** What the POS prints on the proof of a number it issued offline: the number, its codes, the seller. */
export interface OfflineInvoiceIssue {
  readonly invoiceNumber: string;
  readonly randomCode: string;
  readonly checkCode: string;
  readonly sellerTaxId: string;
  readonly sellerName: string;
  readonly sellerAddress: string | null;
}

/** The proof data of a number of the block; null when the server gave none (no seller or key then): it prints after upload. */
export function offlineInvoiceIssue(block: OfflineBlockNumbers, number: number): OfflineInvoiceIssue | null {
  const proof = block.proof;
  const code = proof?.codes.find((entry) => entry.number === number);
  if (!proof || !code) return null;
  const { sellerTaxId, sellerName, sellerAddress } = proof;
  return { invoiceNumber: formatInvoiceNumber(block.letters, number), randomCode: code.randomCode, checkCode: code.checkCode, sellerTaxId, sellerName, sellerAddress };
}
