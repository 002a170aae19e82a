import { createHmac, randomUUID } from 'node:crypto';
import { idText } from './lossless-json.js';
import { callProvider, type ProviderOutcome } from './provider-http.js';

export interface LinePayCredentials {
  channelId: string;
  channelSecret: string;
}

/** X-LINE-Authorization: Base64(HMAC-SHA256(secret, secret + path + body-or-query + nonce)), over the exact bytes. */
export function linePaySignature(secret: string, path: string, payload: string, nonce: string): string {
  return createHmac('sha256', secret).update(secret + path + payload + nonce).digest('base64');
}

/** A LINE Pay answer read: its return code, message and info (ids as strings). */
export interface LinePayAnswer {
  returnCode: string;
  returnMessage: string;
  info: Record<string, unknown>;
}

export type LinePayOutcome = { kind: 'answer'; answer: LinePayAnswer } | { kind: 'lost'; reason: string };

export interface LinePayPackage {
  id: string;
  amount: number;
  name?: string;
  products: { name: string; quantity: number; price: number }[];
}

/**
 * LINE Pay's signed APIs (offline v4 for the counter, online v3 for the phone; docs/payments.md). Amounts are whole
 * TWD. Every answer is read losslessly: transactionId stays the provider's 19 digits.
 */
export class LinePayClient {
  constructor(
    private readonly apiUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** POST /v4/payments/oneTimeKeys/pay: charges the customer's My Code (read timeout 40 s at LINE Pay). */
  payWithOneTimeKey(credentials: LinePayCredentials, payment: { orderId: string; amount: number; oneTimeKey: string; productName: string }) {
    return this.post(credentials, '/v4/payments/oneTimeKeys/pay', {
      amount: payment.amount,
      currency: 'TWD',
      orderId: payment.orderId,
      oneTimeKey: payment.oneTimeKey,
      packages: [{ id: `${payment.orderId}-1`, amount: payment.amount, products: [{ name: payment.productName, quantity: 1, price: payment.amount }] }],
      options: { payment: { capture: true } },
    });
  }

  /** GET /v4/payments/orders/{orderId}/check: the state of a counter payment by our order id. */
  checkOrder(credentials: LinePayCredentials, orderId: string) {
    return this.get(credentials, `/v4/payments/orders/${encodeURIComponent(orderId)}/check`, '');
  }

  /** POST /v4/payments/orders/{orderId}/refund: `refundAmount` omitted refunds the rest. */
  refundOrder(credentials: LinePayCredentials, orderId: string, refundAmount: number) {
    return this.post(credentials, `/v4/payments/orders/${encodeURIComponent(orderId)}/refund`, { refundAmount });
  }

  /** POST /v3/payments/request with confirmUrlType NONE: we poll the request's status instead of a redirect back. */
  requestOnline(credentials: LinePayCredentials, payment: { orderId: string; amount: number; packages: LinePayPackage[] }) {
    return this.post(credentials, '/v3/payments/request', {
      amount: payment.amount,
      currency: 'TWD',
      orderId: payment.orderId,
      packages: payment.packages,
      redirectUrls: { confirmUrlType: 'NONE' },
    });
  }

  /** GET /v3/payments/requests/{transactionId}/check: 0110 approved (confirm now), 0121 cancelled / expired, 0123 done. */
  checkRequest(credentials: LinePayCredentials, transactionId: string) {
    return this.get(credentials, `/v3/payments/requests/${transactionId}/check`, '');
  }

  confirmOnline(credentials: LinePayCredentials, transactionId: string, amount: number) {
    return this.post(credentials, `/v3/payments/${transactionId}/confirm`, { amount, currency: 'TWD' });
  }

  /** GET /v3/payments?orderId=: the details of an online payment (whether it was confirmed). */
  detailsOnline(credentials: LinePayCredentials, orderId: string) {
    return this.get(credentials, '/v3/payments', `orderId=${encodeURIComponent(orderId)}`);
  }

  refundOnline(credentials: LinePayCredentials, transactionId: string, refundAmount: number) {
    return this.post(credentials, `/v3/payments/${transactionId}/refund`, { refundAmount });
  }

  private post(credentials: LinePayCredentials, path: string, payload: unknown): Promise<LinePayOutcome> {
    const body = JSON.stringify(payload);
    return this.send(credentials, 'POST', path, body, body);
  }

  private get(credentials: LinePayCredentials, path: string, query: string): Promise<LinePayOutcome> {
    return this.send(credentials, 'GET', query ? `${path}?${query}` : path, query, undefined, path);
  }

  private async send(credentials: LinePayCredentials, method: 'GET' | 'POST', target: string, signed: string, body?: string, signedPath = target): Promise<LinePayOutcome> {
    const nonce = randomUUID();
    const outcome: ProviderOutcome = await callProvider({
      method,
      url: this.apiUrl.replace(/\/$/, '') + target,
      headers: {
        'X-LINE-ChannelId': credentials.channelId,
        'X-LINE-Authorization-Nonce': nonce,
        'X-LINE-Authorization': linePaySignature(credentials.channelSecret, signedPath, signed, nonce),
      },
      body,
      timeoutMs: this.timeoutMs,
    });
    if (outcome.kind === 'lost') return outcome;
    const returnCode = idText(outcome.body.returnCode);
    if (returnCode === null) return { kind: 'lost', reason: `no returnCode (http ${outcome.status})` };
    const info = outcome.body.info;
    return {
      kind: 'answer',
      answer: {
        returnCode,
        returnMessage: typeof outcome.body.returnMessage === 'string' ? outcome.body.returnMessage : '',
        info: info !== null && typeof info === 'object' && !Array.isArray(info) ? (info as Record<string, unknown>) : {},
      },
    };
  }
}
