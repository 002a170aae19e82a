import { randomBytes } from 'node:crypto';
import {
  isRedeemStep,
  maskPhone,
  MEMBER_MSG,
  type OrderMemberSummary,
  type OrderPointsClaim,
  pointsBackAfterRefund,
  pointsDiscountOf,
  pointsEarnedOn,
  POINTS_CLAIM_VALID_MS,
  type PointsRule,
} from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { memberRepository, type MemberRow, type MemberSettingsRow } from './members.repository.js';

/**
 * Points inside an order's transaction (docs/members.md). The checkout opens the member first (`openMemberCheckout`:
 * the member's row locked to the commit, the redemption checked against the balance it holds), prices the order with
 * the points' discount, and once the order is written records the ledger rows (`recordMemberOrder`). Concurrent
 * checkouts of one member wait on the row lock and each reads the balance the previous one left, so points are never
 * spent twice; a replayed checkout writes nothing (the Idempotency-Key answers first), and the ledger's unique
 * indexes refuse a second EARN or REDEEM of one order anyway.
 */

const repo = memberRepository;

export function ruleOf(settings: MemberSettingsRow): PointsRule {
  return {
    earnAmount: settings.earnAmountCents,
    earnPoints: settings.earnPoints,
    redeemPoints: settings.redeemPoints,
    redeemAmount: settings.redeemAmountCents,
  };
}

/** The store's rule while members are on, else null. */
export async function activeRule(tx: Transaction, storeId: number): Promise<PointsRule | null> {
  const settings = await repo.settings(tx, storeId);
  return settings?.enabled ? ruleOf(settings) : null;
}

export interface MemberCheckout {
  member: MemberRow;
  rule: PointsRule;
  redeemPoints: number;
  /** Cents the redeemed points take off. */
  pointsDiscount: number;
}

/**
 * Locks the member's row and checks the redemption: the store has points on (400), the member is the store's (404),
 * whole steps of the rule (400) and no more than the balance (400 會員點數不足).
 */
export async function openMemberCheckout(
  tx: Transaction,
  request: { storeId: number; memberId: number; redeemPoints: number },
): Promise<MemberCheckout> {
  const rule = await activeRule(tx, request.storeId);
  if (!rule) throw badRequest(MEMBER_MSG.OFF);
  const member = await repo.lock(tx, request.storeId, request.memberId);
  if (!member) throw notFound(MEMBER_MSG.NOT_FOUND);
  if (request.redeemPoints < 0) throw badRequest(MEMBER_MSG.REDEEM_NEGATIVE);
  if (request.redeemPoints > 0 && !isRedeemStep(request.redeemPoints, rule)) throw badRequest(MEMBER_MSG.REDEEM_STEP);
  if (request.redeemPoints > member.points) throw badRequest(MEMBER_MSG.NOT_ENOUGH);
  return { member, rule, redeemPoints: request.redeemPoints, pointsDiscount: pointsDiscountOf(request.redeemPoints, rule) };
}

/** What the order answers of its member: points earned now (when paid), redeemed, and the balance after both. */
export function memberSummaryOf(checkout: MemberCheckout, payable: number, paid: boolean): OrderMemberSummary {
  const earned = paid ? pointsEarnedOn(payable, checkout.rule) : 0;
  return {
    memberId: checkout.member.id,
    phone: maskPhone(checkout.member.phone ?? ''),
    name: checkout.member.name,
    pointsEarned: earned,
    pointsRedeemed: checkout.redeemPoints,
    balance: checkout.member.points - checkout.redeemPoints + earned,
  };
}

/** After the order was written: the order names the member, the ledger rows, the balance and the visit. */
export async function recordMemberOrder(
  tx: Transaction,
  context: { storeId: number; orderId: number; checkout: MemberCheckout; summary: OrderMemberSummary; payable: number; paid: boolean; now: Date },
): Promise<void> {
  const { storeId, orderId, checkout, summary, now } = context;
  const memberId = checkout.member.id;
  await repo.markOrder(tx, storeId, orderId, { memberId, pointsRedeemed: checkout.redeemPoints, pointsDiscountCents: checkout.pointsDiscount });
  if (checkout.redeemPoints > 0) {
    await repo.addPoints(tx, { storeId, memberId, points: -checkout.redeemPoints, reason: 'REDEEM', orderId, at: now });
  }
  if (context.paid) await earnForPaidOrder(tx, { storeId, memberId, orderId, points: summary.pointsEarned, payable: context.payable, now });
}

/** A paid order of a member: its points (when any) and the visit. */
export async function earnForPaidOrder(
  tx: Transaction,
  context: { storeId: number; memberId: number; orderId: number; points: number; payable: number; now: Date },
): Promise<void> {
  const { storeId, memberId, orderId, now } = context;
  if (context.points > 0) await repo.addPoints(tx, { storeId, memberId, points: context.points, reason: 'EARN', orderId, at: now });
  await repo.countVisit(tx, storeId, memberId, context.payable, now);
}

/** The receipt's points claim of a paid order without a member, when the store has points on and it earns any. */
export async function planPointsClaim(tx: Transaction, storeId: number, payable: number, now: Date): Promise<OrderPointsClaim | null> {
  const rule = await activeRule(tx, storeId);
  const points = rule ? pointsEarnedOn(payable, rule) : 0;
  if (points <= 0) return null;
  return { token: randomBytes(18).toString('base64url'), points, expiresAt: new Date(now.getTime() + POINTS_CLAIM_VALID_MS).toISOString() };
}

export async function recordPointsClaim(tx: Transaction, storeId: number, orderId: number, claim: OrderPointsClaim, now: Date): Promise<void> {
  await repo.insertClaim(tx, { storeId, orderId, token: claim.token, points: claim.points, expiresAt: new Date(claim.expiresAt), now });
}

/**
 * A refund of an order (in the refund's transaction): its earned points are taken back and its redeemed points given
 * back, each in proportion to the money refunded so far (all of it once the whole payable is). Earned points the
 * member already spent are taken back only as far as the balance goes: a balance never goes below zero.
 */
export async function reversePointsForRefund(
  tx: Transaction,
  context: { storeId: number; orderId: number; payable: number; refundedSoFar: number; now: Date },
): Promise<void> {
  const { storeId, orderId, now } = context;
  const moved = await repo.orderPoints(tx, storeId, orderId);
  const sum = (reasons: string[]) => moved.filter((row) => reasons.includes(row.reason)).reduce((total, row) => total + row.points, 0);
  const memberId = moved[0]?.memberId;
  if (memberId === undefined) return;
  const member = await repo.lock(tx, storeId, memberId);
  if (!member) return; // erased: nothing left to give or take
  const earned = sum(['EARN', 'CLAIM']);
  const redeemed = -sum(['REDEEM']);
  const takeBack = pointsBackAfterRefund(earned, context.payable, context.refundedSoFar) + sum(['EARN_REVERSAL']);
  const giveBack = pointsBackAfterRefund(redeemed, context.payable, context.refundedSoFar) - sum(['REDEEM_RETURN']);
  let balance = member.points;
  if (giveBack > 0) {
    await repo.addPoints(tx, { storeId, memberId, points: giveBack, reason: 'REDEEM_RETURN', orderId, at: now });
    balance += giveBack;
  }
  const taken = Math.min(takeBack, balance);
  if (taken > 0) await repo.addPoints(tx, { storeId, memberId, points: -taken, reason: 'EARN_REVERSAL', orderId, at: now });
}
