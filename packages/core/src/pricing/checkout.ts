import { PAY_METHOD_KEYS } from '../constants.js';
import type { OrderPriceInput, OrderTotals, Payment } from './order.js';
import { computeOrderTotals } from './order.js';
import { countHundredths } from './line.js';

/**
 * The amount rules a checkout must pass before it is submitted (store operations 4 and 5). The same
 * function runs in the checkout modal (to disable submit) and on the server (to refuse the order).
 * A pay method switched off meanwhile (付款方式已被關閉請重新選擇) needs the store's pay methods and
 * is checked by the server, not here.
 */

export type CheckoutIssueCode =
  | 'EMPTY_ORDER'
  | 'COUPON_BELOW_MINIMUM'
  | 'POINTS_EXCEED_TOTAL'
  | 'DISCOUNT_EXCEEDS_TOTAL'
  | 'PAYMENT_INSUFFICIENT';

export interface CheckoutIssue {
  readonly code: CheckoutIssueCode;
  readonly message: string;
}

/** Ours: the spec only says submit is disabled in these cases, without wording. */
export const CHECKOUT_ISSUE_MESSAGE: Readonly<Record<CheckoutIssueCode, string>> = {
  EMPTY_ORDER: '請先加入餐點',
  COUPON_BELOW_MINIMUM: '未達優惠券最低消費金額',
  POINTS_EXCEED_TOTAL: '折抵金額不可超過訂單金額',
  DISCOUNT_EXCEEDS_TOTAL: '折扣後金額不可小於0',
  PAYMENT_INSUFFICIENT: '付款金額不足',
};

export interface CheckoutInput extends OrderPriceInput {
  readonly payment: Payment;
}

/** Cash is the pay method whose statisticKey is CASH (section 9): the only one with change. */
export function isCashPayMethod(payMethod: { readonly statisticKey: string }): boolean {
  return payMethod.statisticKey === PAY_METHOD_KEYS.CASH;
}

/**
 * Pay methods a counter can take with no network (docs/offline.md): cash, and LINE Pay's offline flow. The others
 * (card terminals, online wallets, LINE Pay online) confirm the payment over the network.
 */
export const OFFLINE_PAY_METHOD_KEYS: readonly string[] = [PAY_METHOD_KEYS.CASH, PAY_METHOD_KEYS.LINE_PAY_OFFLINE];
export const PAY_METHOD_NEEDS_NETWORK = '此付款方式需要網路，離線時無法使用';

export function worksOffline(payMethod: { readonly statisticKey: string }): boolean {
  return OFFLINE_PAY_METHOD_KEYS.includes(payMethod.statisticKey);
}

/** The issues of a checkout, empty when it may be submitted. */
export function validateCheckout(input: CheckoutInput, totals: OrderTotals = computeOrderTotals(input)): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const issue = (code: CheckoutIssueCode) => issues.push({ code, message: CHECKOUT_ISSUE_MESSAGE[code] });

  if (!input.lines.some((line) => countHundredths(line.count) > 0)) issue('EMPTY_ORDER');
  if (totals.couponBelowMinimum) issue('COUPON_BELOW_MINIMUM');
  if (totals.pointsExceedTotal) issue('POINTS_EXCEED_TOTAL');
  // "Amount after discounts may not be negative unless entertain": entertain clears the discount.
  if (input.entertain !== true && totals.discountExceedsTotal) issue('DISCOUNT_EXCEEDS_TOTAL');
  // "Cash pay is sufficient when paid is at least total minus manual discount", i.e. the payable.
  if (!totals.paymentSufficient) issue('PAYMENT_INSUFFICIENT');
  return issues;
}
