import { idText } from './lossless-json.js';
import type { JkoPayClient, JkoPayCredentials } from './jko-pay.client.js';
import type { LinePayClient, LinePayCredentials } from './line-pay.client.js';
import type { AttemptRow } from './payments.repository.js';

/**
 * What a charge, a status call or a refund came to. `unknown`: no definite answer (lost, processing): the attempt
 * stays PENDING and only a later status call settles it; never a second charge.
 */
export type ChargeResult = { result: 'paid'; transactionId: string } | { result: 'declined'; code: string } | { result: 'unknown'; reason: string };
export type RefundResult = { result: 'done'; providerRefundId: string | null } | { result: 'declined'; code: string } | { result: 'unknown'; reason: string };
export type OnlineStart = { result: 'started'; paymentUrl: string; transactionId: string | null } | { result: 'declined'; code: string } | { result: 'unknown'; reason: string };

export type Credentials = LinePayCredentials | JkoPayCredentials;

/** Timings of the providers' rules, shortened by tests. */
export interface GatewayTimings {
  /** A check that finds no charge means none was made only once the pay call can no longer land (LINE Pay: 40 s read timeout). */
  notFoundAfterMs: number;
  /** JKOPay: inquiry only this long after the payment (15 s); a trade still unsure after `jkoCancelAfterMs` is cancelled. */
  jkoInquiryAfterMs: number;
  jkoCancelAfterMs: number;
  /** A phone payment not approved within this (20 minutes at LINE Pay) has expired. */
  onlineExpiryMs: number;
}

/** One provider's calls, in the terms the attempts need. Amounts here are whole TWD. */
export interface PaymentGateway {
  charge(credentials: Credentials, attempt: AttemptRow, oneTimeKey: string): Promise<ChargeResult>;
  /** The status call for a PENDING attempt (counter or phone): the only way an unsure charge is settled. */
  settle(credentials: Credentials, attempt: AttemptRow, ageMs: number): Promise<ChargeResult>;
  refund(credentials: Credentials, attempt: AttemptRow, refundId: string, amount: number): Promise<RefundResult>;
  startOnline(credentials: Credentials, attempt: AttemptRow, productName: string): Promise<OnlineStart>;
}

const dollars = (attempt: AttemptRow) => attempt.amountCents / 100;

export class LinePayGateway implements PaymentGateway {
  constructor(
    private readonly client: LinePayClient,
    private readonly timings: GatewayTimings,
  ) {}

  async charge(credentials: Credentials, attempt: AttemptRow, oneTimeKey: string): Promise<ChargeResult> {
    const outcome = await this.client.payWithOneTimeKey(credentials as LinePayCredentials, {
      orderId: attempt.merchantOrderId,
      amount: dollars(attempt),
      oneTimeKey,
      productName: '點餐消費',
    });
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    const { returnCode, info } = outcome.answer;
    if (returnCode === '0000') {
      const transactionId = idText(info.transactionId);
      // What LINE Pay says it took must be what we asked; a different sum is settled by the status call.
      const taken = Array.isArray(info.payInfo) ? (info.payInfo as { amount?: unknown }[]).reduce((sum, part) => sum + Number(part.amount), 0) : dollars(attempt);
      if (transactionId === null || taken !== dollars(attempt)) return { result: 'unknown', reason: 'answer does not match the charge' };
      return { result: 'paid', transactionId };
    }
    if (returnCode === '1145' || returnCode === '1198') return { result: 'unknown', reason: `processing ${returnCode}` };
    return { result: 'declined', code: returnCode };
  }

  async settle(credentials: Credentials, attempt: AttemptRow, ageMs: number): Promise<ChargeResult> {
    const creds = credentials as LinePayCredentials;
    if (attempt.channel === 'ONLINE') return this.settleOnline(creds, attempt, ageMs);
    const outcome = await this.client.checkOrder(creds, attempt.merchantOrderId);
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    const { returnCode, info } = outcome.answer;
    if (returnCode === '1150') return ageMs >= this.timings.notFoundAfterMs ? { result: 'declined', code: '1150' } : { result: 'unknown', reason: 'not found yet' };
    if (returnCode !== '0000') return { result: 'unknown', reason: `check ${returnCode}` };
    const status = String(info.status ?? '');
    const transactionId = idText(info.transactionId) ?? attempt.providerTransactionId;
    if ((status === 'COMPLETE' || status === 'REFUND') && transactionId) return { result: 'paid', transactionId };
    if (status === 'FAIL') return { result: 'declined', code: String(info.failCode ?? 'FAIL') };
    return { result: 'unknown', reason: `status ${status}` };
  }

  private async settleOnline(credentials: LinePayCredentials, attempt: AttemptRow, ageMs: number): Promise<ChargeResult> {
    const transactionId = attempt.providerTransactionId;
    if (!transactionId) return ageMs >= this.timings.notFoundAfterMs ? { result: 'declined', code: '1150' } : { result: 'unknown', reason: 'no request yet' };
    const outcome = await this.client.checkRequest(credentials, transactionId);
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    const code = outcome.answer.returnCode;
    if (code === '0123') return { result: 'paid', transactionId };
    if (code === '0121') return { result: 'declined', code };
    if (code === '0000') return ageMs >= this.timings.onlineExpiryMs ? { result: 'declined', code: '0121' } : { result: 'unknown', reason: 'waiting for the customer' };
    if (code !== '0110') return { result: 'unknown', reason: `check ${code}` };
    // Approved by the customer: we confirm (once; a lost confirm is read back by the next check as 0123).
    const confirmed = await this.client.confirmOnline(credentials, transactionId, dollars(attempt));
    if (confirmed.kind === 'lost') return { result: 'unknown', reason: confirmed.reason };
    if (confirmed.answer.returnCode === '0000') return { result: 'paid', transactionId };
    return { result: 'unknown', reason: `confirm ${confirmed.answer.returnCode}` };
  }

  async refund(credentials: Credentials, attempt: AttemptRow, _refundId: string, amount: number): Promise<RefundResult> {
    const creds = credentials as LinePayCredentials;
    const outcome =
      attempt.channel === 'ONLINE'
        ? await this.client.refundOnline(creds, attempt.providerTransactionId ?? '', amount)
        : await this.client.refundOrder(creds, attempt.merchantOrderId, amount);
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    if (outcome.answer.returnCode === '0000') return { result: 'done', providerRefundId: idText(outcome.answer.info.refundTransactionId) };
    return { result: 'declined', code: outcome.answer.returnCode };
  }

  async startOnline(credentials: Credentials, attempt: AttemptRow, productName: string): Promise<OnlineStart> {
    const amount = dollars(attempt);
    const outcome = await this.client.requestOnline(credentials as LinePayCredentials, {
      orderId: attempt.merchantOrderId,
      amount,
      packages: [{ id: `${attempt.merchantOrderId}-1`, amount, name: productName, products: [{ name: productName, quantity: 1, price: amount }] }],
    });
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    const { returnCode, info } = outcome.answer;
    if (returnCode !== '0000') return { result: 'declined', code: returnCode };
    const paymentUrl = (info.paymentUrl as { web?: unknown } | undefined)?.web;
    const transactionId = idText(info.transactionId);
    if (typeof paymentUrl !== 'string' || transactionId === null) return { result: 'unknown', reason: 'answer without a payment URL' };
    return { result: 'started', paymentUrl, transactionId };
  }
}

export class JkoPayGateway implements PaymentGateway {
  constructor(
    private readonly client: JkoPayClient,
    private readonly timings: GatewayTimings,
  ) {}

  async charge(credentials: Credentials, attempt: AttemptRow, oneTimeKey: string): Promise<ChargeResult> {
    const outcome = await this.client.pay(credentials as JkoPayCredentials, { tradeNo: attempt.merchantOrderId, amount: dollars(attempt), cardToken: oneTimeKey });
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    if (outcome.code === '000') {
      const transactionId = idText(outcome.result.TradeNo);
      return transactionId ? { result: 'paid', transactionId } : { result: 'unknown', reason: 'no TradeNo' };
    }
    if (outcome.code === '190') return { result: 'unknown', reason: 'processing' };
    return { result: 'declined', code: outcome.code };
  }

  async settle(credentials: Credentials, attempt: AttemptRow, ageMs: number): Promise<ChargeResult> {
    const creds = credentials as JkoPayCredentials;
    if (attempt.channel === 'ONLINE') return this.settleOnline(creds, attempt, ageMs);
    // The guide: no inquiry before 15 s after the payment.
    if (ageMs < this.timings.jkoInquiryAfterMs) return { result: 'unknown', reason: 'too early to ask' };
    const outcome = await this.client.inquiry(creds, attempt.merchantOrderId);
    if (outcome.kind === 'answer' && outcome.code === '000') {
      const status = String(outcome.result.TradeStatus ?? '');
      const transactionId = idText(outcome.result.TradeNo);
      if (status === 'SUCCESS' && transactionId) return { result: 'paid', transactionId };
      if (status === 'FAIL' || status === 'CANCEL') return { result: 'declined', code: status };
    } else if (outcome.kind === 'answer' && outcome.code === '404') {
      return { result: 'declined', code: 'CANCEL' };
    }
    // Processing, "too early" (916), no answer: asked again until the guide's window is over, never cancelled before.
    if (ageMs < this.timings.jkoCancelAfterMs) return { result: 'unknown', reason: outcome.kind === 'answer' ? `code ${outcome.code}` : 'inquiry lost' };
    // Still unsure (or no answer): cancel, until cancel answers; a cancelled trade took nothing.
    const cancelled = await this.client.cancel(creds, attempt.merchantOrderId);
    if (cancelled.kind === 'answer' && cancelled.code === '000') return { result: 'declined', code: 'CANCEL' };
    return { result: 'unknown', reason: 'cancel not answered' };
  }

  private async settleOnline(credentials: JkoPayCredentials, attempt: AttemptRow, ageMs: number): Promise<ChargeResult> {
    const outcome = await this.client.onlineInquiry(credentials, attempt.merchantOrderId);
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    const transactions = Array.isArray(outcome.result.transactions) ? (outcome.result.transactions as Record<string, unknown>[]) : [];
    const found = transactions.find((transaction) => transaction.platform_order_id === attempt.merchantOrderId);
    if (found && Number(found.status) === 0) return { result: 'paid', transactionId: idText(found.tradeNo) ?? attempt.merchantOrderId };
    return ageMs >= this.timings.onlineExpiryMs ? { result: 'declined', code: '101' } : { result: 'unknown', reason: 'waiting for the customer' };
  }

  async refund(credentials: Credentials, attempt: AttemptRow, refundId: string, amount: number): Promise<RefundResult> {
    const creds = credentials as JkoPayCredentials;
    const outcome =
      attempt.channel === 'ONLINE'
        ? await this.client.onlineRefund(creds, attempt.merchantOrderId, refundId, amount)
        : await this.client.refund(creds, attempt.merchantOrderId, refundId, amount);
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    if (outcome.code === '000') return { result: 'done', providerRefundId: idText(outcome.result.JkoRefundTradeNo) ?? refundId };
    return { result: 'declined', code: outcome.code };
  }

  async startOnline(credentials: Credentials, attempt: AttemptRow): Promise<OnlineStart> {
    const outcome = await this.client.entry(credentials as JkoPayCredentials, {
      platformOrderId: attempt.merchantOrderId,
      amount: dollars(attempt),
      resultUrl: 'https://diancan.invalid/jko/result',
      resultDisplayUrl: 'https://diancan.invalid/jko/display',
    });
    if (outcome.kind === 'lost') return { result: 'unknown', reason: outcome.reason };
    if (outcome.code !== '000') return { result: 'declined', code: outcome.code };
    const paymentUrl = outcome.result.payment_url;
    return typeof paymentUrl === 'string' ? { result: 'started', paymentUrl, transactionId: null } : { result: 'unknown', reason: 'no payment_url' };
  }
}
