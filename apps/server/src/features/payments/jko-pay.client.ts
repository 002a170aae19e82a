import { createHmac } from 'node:crypto';
import { callProvider, type ProviderOutcome } from './provider-http.js';

export interface JkoPayCredentials {
  merchantId: string;
  storeCode: string;
  apiKey: string;
  secretKey: string;
}

/** DIGEST: lowercase hex HMAC-SHA256(secret key, the exact body; the query string for GET). */
export function jkoPayDigest(secretKey: string, payload: string): string {
  return createHmac('sha256', secretKey).update(payload).digest('hex');
}

export type JkoPayOutcome = { kind: 'answer'; code: string; message: string; result: Record<string, unknown> } | { kind: 'lost'; reason: string };

/**
 * JKOPay (街口支付; docs/payments.md): the POS API for the counter (payment by the customer's CardToken, inquiry,
 * cancel, refund; idempotent by MerchantTradeNo) and the online API for the phone (entry, inquiry, refund). Both sign
 * with API-KEY and DIGEST. Amounts are whole TWD.
 */
export class JkoPayClient {
  constructor(
    private readonly posUrl: string,
    private readonly onlineUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** No answer within 15 s: the guide says cancel until cancel answers (the caller does). */
  pay(credentials: JkoPayCredentials, payment: { tradeNo: string; amount: number; cardToken: string }) {
    return this.post(this.posUrl, credentials, '/pos/payment', {
      MerchantID: credentials.merchantId,
      StoreID: credentials.storeCode,
      MerchantTradeNo: payment.tradeNo,
      CardToken: payment.cardToken,
      TradeAmount: payment.amount,
      UnRedeem: 0,
    });
  }

  /** Only 15 s or more after the payment (916 before). */
  inquiry(credentials: JkoPayCredentials, tradeNo: string) {
    return this.post(this.posUrl, credentials, '/pos/inquiry', { MerchantID: credentials.merchantId, MerchantTradeNo: tradeNo });
  }

  cancel(credentials: JkoPayCredentials, tradeNo: string) {
    return this.post(this.posUrl, credentials, '/pos/cancel', { MerchantID: credentials.merchantId, StoreID: credentials.storeCode, MerchantTradeNo: tradeNo });
  }

  refund(credentials: JkoPayCredentials, tradeNo: string, refundNo: string, amount: number) {
    return this.post(this.posUrl, credentials, '/pos/refund', {
      MerchantID: credentials.merchantId,
      StoreID: credentials.storeCode,
      MerchantTradeNo: tradeNo,
      RefundTradeNo: refundNo,
      RefundAmount: amount,
    });
  }

  entry(credentials: JkoPayCredentials, order: { platformOrderId: string; amount: number; resultUrl: string; resultDisplayUrl: string }) {
    return this.post(this.onlineUrl, credentials, '/platform/entry', {
      platform_order_id: order.platformOrderId,
      store_id: credentials.storeCode,
      currency: 'TWD',
      total_price: order.amount,
      final_price: order.amount,
      unredeem: 0,
      result_url: order.resultUrl,
      result_display_url: order.resultDisplayUrl,
    });
  }

  onlineInquiry(credentials: JkoPayCredentials, platformOrderId: string) {
    return this.get(this.onlineUrl, credentials, '/platform/inquiry', `platform_order_ids=${encodeURIComponent(platformOrderId)}`);
  }

  onlineRefund(credentials: JkoPayCredentials, platformOrderId: string, refundNo: string, amount: number) {
    return this.post(this.onlineUrl, credentials, '/platform/refund', { platform_order_id: platformOrderId, refund_order_id: refundNo, refund_amount: amount });
  }

  private post(base: string, credentials: JkoPayCredentials, path: string, payload: unknown): Promise<JkoPayOutcome> {
    const body = JSON.stringify(payload);
    return this.send(base, credentials, 'POST', path, body, body);
  }

  private get(base: string, credentials: JkoPayCredentials, path: string, query: string): Promise<JkoPayOutcome> {
    return this.send(base, credentials, 'GET', `${path}?${query}`, query);
  }

  private async send(base: string, credentials: JkoPayCredentials, method: 'GET' | 'POST', target: string, signed: string, body?: string): Promise<JkoPayOutcome> {
    const outcome: ProviderOutcome = await callProvider({
      method,
      url: base.replace(/\/$/, '') + target,
      headers: { 'API-KEY': credentials.apiKey, DIGEST: jkoPayDigest(credentials.secretKey, signed) },
      body,
      timeoutMs: this.timeoutMs,
    });
    if (outcome.kind === 'lost') return outcome;
    // The POS API answers StatusCode / Result; the online API result / result_object.
    const code = outcome.body.StatusCode ?? outcome.body.result;
    if (typeof code !== 'string') return { kind: 'lost', reason: `no status code (http ${outcome.status})` };
    const result = outcome.body.Result ?? outcome.body.result_object;
    const message = outcome.body.StatusDesc ?? outcome.body.message;
    return {
      kind: 'answer',
      code,
      message: typeof message === 'string' ? message : '',
      result: result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : {},
    };
  }
}
