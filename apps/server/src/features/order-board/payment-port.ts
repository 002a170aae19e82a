import type { TenderPart } from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { badRequest } from '../../platform/errors/app-error.js';

/** One payment row of a split bill (cash: the applied amount, what was tendered and the change). */
export interface TenderRowOf {
  payMethodId: number;
  payMethodName: string;
  statisticKey: string;
  amountCents: number;
  tenderedCents: number;
  changeCents: number;
}

/** The charges of one updateOrderPaid, made before the order's change: tied to the order in it, or given back. */
export interface OpenOrderCharge {
  /** The split's payment rows; null for one payment (the change writes its row as ever). */
  tender: TenderRowOf[] | null;
  /** In the change's transaction: the charges belong to the order from now on. */
  link(tx: Transaction, orderId: number): Promise<void>;
  /** The change was refused after the money was taken: every charge of it goes back now. */
  giveBack(reason: string): Promise<void>;
}

/**
 * The payments area's side of updateOrderPaid (docs/payments.md): the same rules as the checkout's (a wallet the store
 * charges through needs the scanned code; split tender's sums), each charge an attempt written before the call and
 * keyed by the order, the version paid and the parts, so a resend finds it and never charges again.
 */
export interface OpenOrderCharges {
  /** The resend key of this payment of the order. */
  keyOf(orderId: number, version: number, parts: readonly TenderPart[]): string;
  /** Whether the order already took the charges of this key (a resend after the answer was lost). */
  taken(storeId: number, orderId: number, key: string): Promise<boolean>;
  /** Checks the parts (400 / 409 before any call), then charges (402 declined, 409 付款確認中 while unsure). */
  charge(input: { storeId: number; orderId: number; key: string; parts: TenderPart[]; payable: number; split: boolean }): Promise<OpenOrderCharge>;
}

/** Without the payments area (a seed script): one recorded payment, no split. */
export const NO_OPEN_ORDER_CHARGES: OpenOrderCharges = {
  keyOf: (orderId, version) => `${orderId}:${version}`,
  taken: () => Promise.resolve(false),
  charge: (input) => {
    if (input.split) return Promise.reject(badRequest('此環境不支援分開付款'));
    return Promise.resolve({ tender: null, link: () => Promise.resolve(), giveBack: () => Promise.resolve() });
  },
};
