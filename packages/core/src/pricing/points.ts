/**
 * A store's points rule (docs/members.md), in cents: `earnPoints` points for every whole `earnAmount` of the payable,
 * and `redeemPoints` points for `redeemAmount` off. The same functions price the POS's screen and the server's order.
 */
export interface PointsRule {
  readonly earnAmount: number;
  readonly earnPoints: number;
  readonly redeemPoints: number;
  readonly redeemAmount: number;
}

/** Points earned on a payable (after every discount): whole steps only, never negative. */
export function pointsEarnedOn(payable: number, rule: PointsRule): number {
  if (payable <= 0 || rule.earnAmount <= 0) return 0;
  return Math.floor(payable / rule.earnAmount) * rule.earnPoints;
}

/** Redeemed points must come in whole steps of the rule. */
export function isRedeemStep(points: number, rule: PointsRule): boolean {
  return Number.isInteger(points) && points >= 0 && rule.redeemPoints > 0 && points % rule.redeemPoints === 0;
}

/** The cents `points` take off (whole steps; see isRedeemStep). */
export function pointsDiscountOf(points: number, rule: PointsRule): number {
  if (points <= 0 || rule.redeemPoints <= 0) return 0;
  return Math.floor(points / rule.redeemPoints) * rule.redeemAmount;
}

/**
 * What part of an order's earned (or redeemed) points a refund gives back: in proportion to the money refunded so far,
 * all of it once the whole payable is refunded. Cumulative, so several partial refunds add up to the whole.
 */
export function pointsBackAfterRefund(points: number, payable: number, refundedSoFar: number): number {
  if (points <= 0) return 0;
  if (payable <= 0 || refundedSoFar >= payable) return points;
  return Math.floor((points * Math.max(0, refundedSoFar)) / payable);
}
