import { FRONT_PATHS } from '@diancan/core/front-stage';
import type { FrontLineInput, FrontMenu, FrontOrderResult, FrontOrderStatus } from '@diancan/core/contracts/front-order';
import type { FrontOrderType } from '@diancan/core/contracts/front-order-kinds';
import { PAYMENT_PATHS, type PaymentProvider } from '@diancan/core/contracts/payment-paths';
import { MEMBER_PATHS } from '@diancan/core/contracts/member-paths';
import type { PointsClaimInfo, PointsClaimResult } from '@diancan/core/contracts/members';

/**
 * The customer's calls (docs/self-ordering.md): no session, every call names its token. Plain fetch: the back
 * office's HTTP client brings its session, overlays and error reporting, which a customer's phone does not need.
 */

export class FrontApiError extends Error {}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    // A JSON content type only with a body: Fastify refuses an empty body declared as JSON (the DELETE).
    const type: Record<string, string> = init?.body ? { 'content-type': 'application/json' } : {};
    response = await fetch(path, { ...init, headers: { ...type, ...init?.headers } });
  } catch {
    throw new FrontApiError('網路連線不穩，請稍後再試');
  }
  const body = (await response.json().catch(() => null)) as { status?: boolean; message?: string | null; data?: T } | null;
  if (!response.ok || !body?.status) throw new FrontApiError(body?.message ?? '系統忙碌中，請稍後再試');
  return body.data as T;
}

export const frontApi = {
  menu: (token: string) => call<FrontMenu>(`${FRONT_PATHS.menu.path}?token=${encodeURIComponent(token)}`),
  status: (statusToken: string) => call<FrontOrderStatus>(`${FRONT_PATHS.status.path}?statusToken=${encodeURIComponent(statusToken)}`),
  ordersOf: (statusTokens: string[]) =>
    call<FrontOrderStatus[]>(FRONT_PATHS.getOrderByUser.path, { method: 'POST', body: JSON.stringify({ statusTokens }) }),
  submit: (
    key: string,
    body: { token: string; type: FrontOrderType; lines: FrontLineInput[]; remark: string; pickupTime: string | null; memberPhone?: string | null },
  ) =>
    call<FrontOrderResult>(FRONT_PATHS.order.path, { method: 'POST', body: JSON.stringify(body), headers: { 'idempotency-key': key } }),
  /** A line's new count while the store has not accepted the order (0 takes the line off); answers the status. */
  updateCount: (statusToken: string, lineNo: number, count: number) =>
    call<FrontOrderStatus>(FRONT_PATHS.updateCount.path, { method: 'PUT', body: JSON.stringify({ statusToken, lineNo, count }) }),
  /** Starts paying the order on the phone (docs/payments.md); answers the provider's payment page. */
  pay: (statusToken: string, provider: PaymentProvider) =>
    call<{ paymentUrl: string }>(PAYMENT_PATHS.frontPay.path, { method: 'POST', body: JSON.stringify({ statusToken, provider }) }),
  /** The receipt's points claim (docs/members.md): the store, the points and whether they were collected. */
  claimInfo: (claimToken: string) => call<PointsClaimInfo>(`${MEMBER_PATHS.claimInfo.path}?token=${encodeURIComponent(claimToken)}`),
  /** Collects the points with the customer's number (made a member when new); answers the points and the balance. */
  claim: (claimToken: string, phone: string) =>
    call<PointsClaimResult>(MEMBER_PATHS.claim.path, { method: 'POST', body: JSON.stringify({ token: claimToken, phone }) }),
  /** Takes the order back while the store has not accepted it; answers the (cancelled) status. */
  remove: (statusToken: string) =>
    call<FrontOrderStatus>(`${FRONT_PATHS.remove.path}?id=${encodeURIComponent(statusToken)}`, { method: 'DELETE' }),
};
