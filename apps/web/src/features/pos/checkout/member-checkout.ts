import { maskPhone, pointsDiscountOf, type Member, type PointsRule } from '@diancan/core';

/** The member the cashier picked at the checkout (會員) and the points to redeem on this order. */
export interface CheckoutMember {
  member: Pick<Member, 'id' | 'phone' | 'name' | 'points'>;
  redeemPoints: number;
}

/**
 * The most points this order can take: whole steps of the rule, no more than the balance and no more money than is
 * left after the coupon (`room`, cents). The server checks the same under the member's lock (docs/members.md).
 */
export function maxRedeemPoints(balance: number, rule: PointsRule, room: number): number {
  if (rule.redeemPoints <= 0 || rule.redeemAmount <= 0) return 0;
  const stepsOfBalance = Math.floor(Math.max(0, balance) / rule.redeemPoints);
  const stepsOfRoom = Math.floor(Math.max(0, room) / rule.redeemAmount);
  return Math.min(stepsOfBalance, stepsOfRoom) * rule.redeemPoints;
}

/** Typed points as redeemed: down to a whole step, within 0..max. */
export function redeemPointsOf(typed: number, rule: PointsRule, max: number): number {
  if (!Number.isFinite(typed) || typed <= 0 || rule.redeemPoints <= 0) return 0;
  const stepped = Math.floor(typed / rule.redeemPoints) * rule.redeemPoints;
  return Math.min(stepped, max);
}

/** What priceCheckout takes: the member, the points and the cents they take off under the store's rule. */
export function checkoutMemberOf(picked: CheckoutMember | null, rule: PointsRule | null) {
  if (picked === null) return null;
  const redeemPoints = rule === null ? 0 : picked.redeemPoints;
  return { id: picked.member.id, redeemPoints, pointsDiscount: rule === null ? 0 : pointsDiscountOf(redeemPoints, rule) };
}

/** '0912***678 王小明': the member as the screen names them. */
export function memberLabel(member: Pick<Member, 'phone' | 'name'>): string {
  return member.name ? `${maskPhone(member.phone)} ${member.name}` : maskPhone(member.phone);
}
